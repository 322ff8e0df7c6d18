import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));

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
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.org`;
}

/** The session token the web app keeps in local storage. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical finding (WCAG 2.2
 * A and AA rules), listing each one with the elements it found.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol: the app's CSP rightly refuses an injected <script>.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(options: unknown): Promise<unknown> } }).axe;
    const result = (await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    })) as { violations: AxeViolation[] };
    return result.violations;
  });
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(', ')})`);
  expect(serious).toEqual([]);
}
