import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const cli = path.join(import.meta.dirname, 'cli.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'test-tools-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The command line as `npm run test:tools` runs it, in a process of its own. */
function testTools(args: string[], env: Record<string, string>) {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

describe('npm run test:tools', () => {
  it('stops within seconds, naming the fix, when CHROMIUM_PATH points at a missing file', () => {
    const result = testTools([], { CHROMIUM_PATH: path.join(dir, 'no-such-chrome') });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `CHROMIUM_PATH is ${path.join(dir, 'no-such-chrome')}, which is not an executable file`,
    );
    expect(result.stderr).toContain('`unset CHROMIUM_PATH`');
    expect(result.stdout).toBe('');
    expect(result.seconds).toBeLessThan(10);
  });

  it('says in one line what it found and where', () => {
    const browser = path.join(dir, 'chrome');
    writeFileSync(
      browser,
      '#!/bin/sh\necho "Chromium 156.0.1 built on Debian GNU/Linux 12 (bookworm)"\n',
    );
    chmodSync(browser, 0o755);
    const result = testTools(['chromium'], { CHROMIUM_PATH: browser });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      `test-tools: Chromium 156.0.1 found at ${browser} (CHROMIUM_PATH)\n`,
    );
  });

  it('refuses a tool it does not know', () => {
    const result = testTools(['firefox'], {});
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown tool firefox; known: chromium, postgresql');
  });
});
