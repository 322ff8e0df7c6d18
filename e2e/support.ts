import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Cookie, expect, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { baseURL } from './server-address';

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

/** An e-mail as the test platform's outbox answers it (GET /outbox, newest first). */
export interface SentMail {
  id: number;
  kind: string;
  subject: string;
  created_at: string;
  lang: 'en' | 'nl';
  text: string;
  links: string[];
}

/**
 * The e-mails of one kind the server sent to `to`, newest first. Without SMTP a test platform
 * keeps them in its outbox, which it shows by address (GET /outbox); the log never holds them.
 */
export async function mailsSent(kind: string, to: string): Promise<SentMail[]> {
  const res = await fetch(`${baseURL}/pifworld/api/v1/outbox?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`GET /outbox answered ${res.status}: ${await res.text()}`);
  const { data } = (await res.json()) as { data: SentMail[] };
  return data.filter((mail) => mail.kind === kind);
}

/**
 * The link whose path starts with `path` in the newest e-mail of one kind to `to`, once there is
 * one (e-mails are sent by the server's queue, a moment after what causes them).
 */
export async function linkSent(kind: string, to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const [newest] = await mailsSent(kind, to);
        link = newest?.links.find((href) => new URL(href).pathname.startsWith(path));
        return link;
      },
      { message: `a ${kind} e-mail to ${to} with a link to ${path}...` },
    )
    .toBeTruthy();
  return link!;
}

/**
 * Opens the confirmation link mailed to a new account's address, as its owner would: until then
 * the account cannot create pages. (The journey of the link itself is email-confirmation.spec.ts.)
 */
export async function confirmAddress(email: string): Promise<void> {
  const link = await linkSent('email-confirmation', email, '/confirm-email/');
  const token = new URL(link).pathname.split('/').pop()!;
  const res = await fetch(`${baseURL}/pifworld/api/v1/email/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!res.ok) throw new Error(`POST /email/confirm answered ${res.status}: ${await res.text()}`);
}

/** The link of the newest password reset e-mail to `to`. */
export function resetLinkFor(to: string): Promise<string> {
  return linkSent('password-reset', to, '/forgot-password/');
}

/** The sandbox payment's id in its checkout address (`/sandbox/checkout/{id}?lang=..`). */
export function paymentIdOf(checkoutUrl: string): string {
  return new URL(checkoutUrl, 'http://localhost').pathname.split('/').pop()!;
}

/** A fresh e-mail address for a journey (the server keeps its data for the whole run). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.org`;
}

/**
 * The web app's session: the page's HttpOnly `pifworld_session` cookie (ADR 039), or undefined
 * when signed out. Also checks that no script of the page can read it: `document.cookie` does not
 * show it, and local storage holds no token (none under the keys earlier versions used, nor the
 * cookie's value under any key).
 */
export async function sessionCookie(page: Page): Promise<Cookie | undefined> {
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'pifworld_session');
  const seen = await page.evaluate(() => ({
    cookies: document.cookie,
    storage: Object.entries(localStorage),
  }));
  expect(seen.cookies).not.toContain('pifworld_session');
  const keys = seen.storage.map(([key]) => key);
  expect(keys).not.toContain('token');
  expect(keys).not.toContain('auth_token_secure');
  if (cookie) {
    expect(cookie.httpOnly).toBe(true);
    for (const [, value] of seen.storage) expect(value).not.toContain(cookie.value);
  }
  return cookie;
}

/** The session token of the signed-in page, for the API calls a journey makes as that user. */
export async function sessionToken(page: Page): Promise<string> {
  const cookie = await sessionCookie(page);
  expect(cookie, 'signed in').toBeDefined();
  return cookie!.value;
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

/**
 * A page just made opens its profile with a prompt to share it (the share dialog with its
 * public link). A journey that goes on checks the link and closes the prompt.
 */
export async function closeSharePrompt(page: Page, publicPath?: string | RegExp): Promise<void> {
  const prompt = page.getByRole('dialog');
  await expect(prompt).toBeVisible();
  if (publicPath !== undefined) {
    const link = prompt.getByRole('textbox');
    await expect(link).toHaveValue(
      typeof publicPath === 'string' ? `${baseURL}${publicPath}` : publicPath,
    );
  }
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
}
