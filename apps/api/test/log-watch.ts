import { onSecretIssued } from '../src/lib/issued-secrets';
import type { LogStream } from '../src/lib/logger';

/**
 * The log of an API test file, held against every secret the server made while it ran. Every
 * test app writes its production log here (createTestApp, at level trace), and lib/tokens.ts,
 * lib/secret-box.ts and lib/mail-outbox.ts announce each token, sealed value and address as it
 * is made (lib/issued-secrets.ts). After the file's last test, log-watch-setup.ts fails it when
 * one of them, or any e-mail address at all, is in what was logged.
 */

let lines: string[] = [];
let issued = new Map<string, string>();
let stopListening: (() => void) | undefined;

/** Where every test app's logger writes. */
export const watchedLog: LogStream = { write: (line) => void lines.push(line) };

/** Both streams get every line (a test that reads its own log is watched too). */
export const bothLogs = (a: LogStream, b: LogStream): LogStream => ({
  write(line) {
    a.write(line);
    b.write(line);
  },
});

export function startWatching(): void {
  stopListening?.();
  lines = [];
  issued = new Map();
  stopListening = onSecretIssued((kind, value) => {
    if (value) issued.set(value, kind);
  });
}

/**
 * The domain of an address in any form a log could hold it: after `@` or a percent-encoded
 * `%40`. Its local part is read backwards from there (a pattern that starts with it would be
 * tried at every character of the log).
 */
const ADDRESS_DOMAIN = /(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const LOCAL_PART = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/;

/**
 * Where a token or a sealed value can be: a run of URL-safe characters and dots. A secret in the
 * log lies inside one of them, whatever is around it; most of a log is shorter words.
 */
const RUN = /[A-Za-z0-9_.-]+/g;
const PREFIX = 16;
/** A short secret (a one-time code) counts only as a whole word: six digits are everywhere. */
const WORD = /[A-Za-z0-9_-]+/g;

function excerpt(text: string, at: number, length: number): string {
  return text.slice(Math.max(0, at - 120), Math.min(text.length, at + length + 120));
}

/**
 * What of the secrets made (value to kind), and of any e-mail address, is in `text`, one line
 * each with the text around it. Reads the text once per pattern instead of once per secret:
 * the log of the fuzz suite holds some 25,000 lines.
 */
export function leaksIn(text: string, secrets: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  const long = new Map<string, [string, string][]>();
  const short = new Map<string, string>();
  const addresses = new Map<string, string>();
  for (const [value, kind] of secrets) {
    if (kind === 'e-mail address') addresses.set(value.toLowerCase(), kind);
    else if (value.length >= PREFIX) {
      const key = value.slice(0, PREFIX);
      long.set(key, [...(long.get(key) ?? []), [value, kind]]);
    } else short.set(value, kind);
  }
  for (const { 0: run, index } of text.matchAll(RUN)) {
    if (run.length < PREFIX) continue;
    for (let at = 0; at + PREFIX <= run.length; at++) {
      for (const [value, kind] of long.get(run.slice(at, at + PREFIX)) ?? []) {
        if (run.startsWith(value, at)) {
          found.push(`${kind} made in this file: ${excerpt(text, index + at, value.length)}`);
        }
      }
    }
  }
  if (short.size > 0) {
    for (const { 0: word, index } of text.matchAll(WORD)) {
      const kind = short.get(word);
      if (kind) found.push(`${kind} made in this file: ${excerpt(text, index, word.length)}`);
    }
  }
  // Any address at all is a leak; one the server wrote to in this file is named so.
  for (const { 0: domain, index } of text.matchAll(ADDRESS_DOMAIN)) {
    let start = index;
    while (start > 0 && LOCAL_PART.test(text[start - 1]!)) start -= 1;
    if (start === index) continue;
    let address = text.slice(start, index + domain.length).toLowerCase();
    try {
      address = decodeURIComponent(address);
    } catch {
      // Not percent-encoded after all: as it is.
    }
    const made = [...addresses.keys()].some((known) => address.endsWith(known));
    const what = made ? 'e-mail address made in this file' : 'e-mail address';
    found.push(`${what}: ${excerpt(text, start, index + domain.length - start)}`);
  }
  return found;
}

/** Stops watching; answers what leaked (empty when nothing did) and how much was watched. */
export function stopWatching(): { leaks: string[]; lines: number; secrets: number; ms: number } {
  stopListening?.();
  stopListening = undefined;
  const started = performance.now();
  const leaks = leaksIn(lines.join(''), issued);
  const result = {
    leaks,
    lines: lines.length,
    secrets: issued.size,
    ms: Math.round(performance.now() - started),
  };
  lines = [];
  issued = new Map();
  return result;
}
