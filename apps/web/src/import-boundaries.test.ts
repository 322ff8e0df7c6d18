import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of apps/web/README.md are the root eslint.config.js's rule
 * `web/import-boundaries`, so `npm run check` fails on a crossing. These tests lint made-up
 * files with that very config.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const rule = 'web/import-boundaries';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** The boundary errors of `code` as if it were the file `file` (relative to apps/web/src). */
async function crossings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: path.join(repoRoot, 'apps/web/src', file),
  });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('web import boundaries', { timeout: 30_000 }, () => {
  it('stops a feature importing another feature, by alias, relative path or import()', async () => {
    const file = 'features/donations/components/a.tsx';
    for (const code of [
      "import { x } from '@/features/payments/api/get-plans';",
      "import { x } from '../../payments/api/get-plans';",
      "export { x } from '@/features/payments/api/get-plans';",
      "export const y = () => import('@/features/payments/api/get-plans');",
    ]) {
      expect(await crossings(file, code)).toEqual([
        expect.stringContaining('features/donations may not import features/payments'),
      ]);
    }
  });

  it('stops a feature or shared code importing app/', async () => {
    for (const file of ['features/jobs/components/a.tsx', 'components/cards/a.tsx', 'lib/a.ts']) {
      expect(await crossings(file, "import { routes } from '@/app/router';")).toHaveLength(1);
    }
  });

  it('stops shared code (components, lib, config, testing) importing a feature', async () => {
    const code = "import { useJobs } from '@/features/jobs/api/get-jobs';";
    for (const file of ['components/cards/a.tsx', 'lib/a.ts', 'config/a.ts', 'testing/a.ts']) {
      expect(await crossings(file, code)).toEqual([
        expect.stringContaining('is shared code and may not import features/jobs'),
      ]);
    }
    expect(await crossings('components/a.tsx', "import { x } from '../features/jobs/x';")).toEqual([
      expect.stringContaining('may not import features/jobs'),
    ]);
  });

  it('lets a feature use itself and shared code, and a screen compose features', async () => {
    const feature = [
      "import { x } from '../api/get-jobs';",
      "import { y } from '@/features/jobs/components/job-form';",
      "import { paths } from '@/config/paths';",
      "import { CardGrid } from '@/components/cards/card-grid';",
      "import { api } from '@/lib/api-client';",
      "import { renderApp } from '@/testing/render-app';",
    ].join('\n');
    expect(await crossings('features/jobs/components/a.tsx', feature)).toEqual([]);

    const screen = [
      "import { x } from '@/features/jobs/api/get-jobs';",
      "import { y } from '@/features/payments/api/get-plans';",
      "import { paths } from '@/config/paths';",
    ].join('\n');
    expect(await crossings('app/routes/jobs/a.tsx', screen)).toEqual([]);
    expect(await crossings('testing/a.tsx', "import { routes } from '@/app/router';")).toEqual([]);
  });
});
