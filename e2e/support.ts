import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { generateSync } from 'otplib';

const here = path.dirname(fileURLToPath(import.meta.url));

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[dotted] = value;
    else flatten(value, dotted, out);
  }
  return out;
}

/**
 * The interface texts of one language by dotted key (packages/i18n: the shared file and the area
 * files), so that a journey can find a button by its label in either language.
 */
export function texts(language: 'en' | 'nl'): Record<string, string> {
  const dir = path.join(here, '..', 'packages', 'i18n', 'src');
  const files = [
    path.join(dir, `${language}.json`),
    ...readdirSync(path.join(dir, 'areas'))
      .filter((file) => file.endsWith(`.${language}.json`))
      .map((file) => path.join(dir, 'areas', file)),
  ];
  const out: Record<string, string> = {};
  for (const file of files) flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree, '', out);
  return out;
}

interface LogLine {
  msg?: string;
  mail?: string;
  to?: string;
  text?: string;
}

/**
 * The link of the newest password reset e-mail to `to`. Without SMTP the server keeps e-mails in
 * its outbox and writes them to its log, which the end-to-end server keeps in a file.
 */
export async function resetLinkFor(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const text = mailsSent('password-reset', to).at(-1)?.text ?? '';
      link = /https?:\/\/\S+\/forgot-password\/[A-Za-z0-9_-]+/.exec(text)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** The e-mails of one kind the server has sent (kept in its outbox and written to its log). */
export function mailsSent(kind: string, to: string): LogLine[] {
  return readFileSync(path.join(here, '.data', 'server.log'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.mail === kind && line.to === to);
}

/** A fresh e-mail address for a journey (the server keeps its data for the whole run). */
/** The sandbox payment's id in its checkout address (`/sandbox/checkout/{id}?lang=..`). */
export function paymentIdOf(checkoutUrl: string): string {
  return new URL(checkoutUrl, 'http://localhost').pathname.split('/').pop()!;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.org`;
}

/** The session token the web app keeps in local storage. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The WCAG 2.2 A and AA rules of axe-core (WCAG 2.0 and 2.1 rules carry their own tags). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The serious and critical WCAG 2.2 A/AA findings of axe-core on the page as it is now, one line
 * each with the elements it found. @axe-core/playwright evaluates axe through the DevTools
 * protocol, which the app's CSP does not block (it rightly refuses an injected <script>); it
 * runs the axe-core this workspace pins. Legacy mode runs axe.run in the page itself instead of
 * finishing every run in a fresh blank page: the app has no cross-origin frames to reach, and it
 * is much faster when a spec checks hundreds of screens.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  // Parsing axe again costs half of a run; a page without frames that has it already skips that.
  const present = page.frames().length === 1 && (await page.evaluate(() => 'axe' in window));
  const result = await new AxeBuilder({ page, axeSource: present ? ';' : axeSource })
    .withTags(wcagTags)
    .setLegacyMode()
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(', ')})`);
}

/** Runs axe-core on the page as it is now and fails on any serious or critical finding. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await axeFindings(page)).toEqual([]);
}

/** Seconds of one authenticator-app code. */
const TOTP_PERIOD = 30;
/** The last time step used per secret in this run, kept beside the server's data (reset with it). */
const usedSteps = path.join(here, '.data', 'totp-steps.json');

function readUsedSteps(): Record<string, number> {
  return existsSync(usedSteps)
    ? (JSON.parse(readFileSync(usedSteps, 'utf8')) as Record<string, number>)
    : {};
}

/**
 * A code of an authenticator app set up with `secret` (the key its settings show), as otplib
 * computes it, that the server has not taken yet: it takes each step's code once, and the step
 * before or after the current one too. A journey that used the next step already waits for it.
 */
export async function totpCode(key: string): Promise<string> {
  const secret = key.replace(/\s+/g, '');
  const now = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD);
  const steps = readUsedSteps();
  const step = Math.max(now(), (steps[secret] ?? -1) + 1);
  while (step > now() + 1) await new Promise((resolve) => setTimeout(resolve, 1000));
  writeFileSync(usedSteps, JSON.stringify({ ...steps, [secret]: step }));
  return generateSync({ secret, epoch: step * TOTP_PERIOD + 1 });
}
