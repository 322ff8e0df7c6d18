import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * The layer check (`npm run lint:layers`, .dependency-cruiser.cjs) finds what it is meant to:
 * every rule breaks once in test/layers-fixture and is named, and the API's own src/ keeps them
 * all. Run as `depcruise src` from each folder, as the script runs it from apps/api.
 */
const api = fileURLToPath(new URL('..', import.meta.url));
const depcruise = fileURLToPath(new URL('../../../node_modules/.bin/depcruise', import.meta.url));
const config = `${api}.dependency-cruiser.cjs`;

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

async function violations(cwd: string): Promise<string[]> {
  const args = ['src', '--config', config, '--output-type', 'json'];
  const options = { cwd, maxBuffer: 64 * 1024 * 1024 };
  // depcruise exits with the number of errors; its report is on stdout either way.
  const { stdout } = await promisify(execFile)(depcruise, args, options).catch(
    (err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }),
  );
  const report = JSON.parse(stdout) as { summary: { violations: Violation[] } };
  return report.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

describe('the layer check', () => {
  it('names each broken rule in the fixture, and nothing the siblings list allows', async () => {
    expect(await violations(`${api}test/layers-fixture`)).toEqual([
      'no-circular: src/modules/nonprofits/profile.ts -> src/modules/pages/kernel.ts',
      'platform-imports-no-module: src/db/seed-demo.ts -> src/modules/pages/kernel.ts',
      'platform-upward-from-queue: src/queue/jobs.ts -> src/lib/words.ts',
      'sibling-of-topics: src/modules/topics/topics.ts -> src/modules/search/search.ts',
      'upward-from-core: src/modules/pages/kernel.ts -> src/modules/nonprofits/profile.ts',
    ]);
  }, 60_000);

  it('finds nothing in the API', async () => {
    expect(await violations(api)).toEqual([]);
  }, 120_000);
});
