/**
 * The container recipe (Dockerfile, .dockerignore, compose.yaml; docs/production.md), checked
 * as far as it can be without Docker: the stages, what they copy, what the image runs, and that
 * compose gives the app only settings the server reads.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { loadConfig, rootDir } from './config';
import { configKeys } from '../test/config-keys';

const read = (file: string) => readFileSync(path.join(rootDir, file), 'utf8');

// --- Dockerfile -------------------------------------------------------------------------------

interface Instruction {
  op: string;
  args: string;
}
interface Stage {
  name: string | undefined;
  instructions: Instruction[];
}

/** The stages of a Dockerfile: comment lines dropped, continued lines joined. */
function parseDockerfile(text: string): Stage[] {
  const lines = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const stages: Stage[] = [];
  for (const line of lines) {
    const match = /^(\w+)\s+(.*)$/.exec(line);
    if (!match) throw new Error(`Dockerfile: cannot read "${line}"`);
    const op = match[1]!.toUpperCase();
    const args = match[2]!;
    if (op === 'FROM') {
      stages.push({ name: /\s+AS\s+(\S+)\s*$/i.exec(args)?.[1], instructions: [] });
    } else if (stages.length > 0) {
      stages.at(-1)!.instructions.push({ op, args });
    }
  }
  return stages;
}

/** A COPY's flags (--from=build) and paths, the last path being the destination. */
function copyParts(args: string) {
  const words = args.split(/\s+/);
  const flags = Object.fromEntries(
    words
      .filter((word) => word.startsWith('--'))
      .map((flag) => {
        const [name, value = ''] = flag.slice(2).split('=');
        return [name!, value];
      }),
  );
  const paths = words.filter((word) => !word.startsWith('--'));
  return { flags, sources: paths.slice(0, -1), destination: paths.at(-1)! };
}

/** The variables an ENV instruction sets (`ENV A=1 B=2`). */
function envOf(args: string): Record<string, string> {
  return Object.fromEntries([...args.matchAll(/(\w+)=("[^"]*"|\S+)/g)].map((m) => [m[1], m[2]]));
}

const stages = parseDockerfile(read('Dockerfile'));
const final = stages.at(-1)!;
const of = (stage: Stage, op: string) => stage.instructions.filter((i) => i.op === op);
const buildStage = stages.find((stage) =>
  of(stage, 'RUN').some((run) => /\bnpm run build\b/.test(run.args)),
);

// --- .dockerignore ----------------------------------------------------------------------------

/** Docker's matching, as far as the recipe uses it: *, ?, ** and ! (the last match decides). */
function dockerignore(text: string) {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const exclude = !line.startsWith('!');
      const pattern = path.posix.normalize(line.replace(/^!/, '').replace(/^\/+/, ''));
      let source = '';
      for (let i = 0; i < pattern.length; i++) {
        const char = pattern[i]!;
        if (pattern.startsWith('**/', i)) {
          source += '(?:.*/)?';
          i += 2;
        } else if (pattern.startsWith('**', i)) {
          source += '.*';
          i += 1;
        } else if (char === '*') source += '[^/]*';
        else if (char === '?') source += '[^/]';
        else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
      }
      return { exclude, regex: new RegExp(`^${source}$`) };
    });
  /** Whether a path of the context is left out (a left-out folder leaves out what is in it). */
  return (file: string) => {
    const parts = file.split('/');
    const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let ignored = false;
    for (const rule of rules) {
      if (prefixes.some((prefix) => rule.regex.test(prefix))) ignored = rule.exclude;
    }
    return ignored;
  };
}

const ignored = dockerignore(read('.dockerignore'));

// --- compose.yaml -----------------------------------------------------------------------------

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: { test?: unknown };
  volumes?: (string | { source?: string })[];
  ports?: unknown[];
  command?: unknown;
  entrypoint?: unknown;
}
const compose = parseYaml(read('compose.yaml')) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};
const services = compose.services;

/** A service's environment as a mapping; a variable without a value maps to null. */
function environmentOf(service: Service): Record<string, string | null> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => {
        const at = entry.indexOf('=');
        return at === -1 ? [entry, null] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(
    Object.entries(env).map(([name, value]) => [name, value === null ? null : String(value)]),
  );
}

/** Compose's interpolation of ${VAR}, ${VAR:-default}, ${VAR:?message} and $$. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (whole, name?: string, kind?: string, rest?: string) => {
      if (whole === '$$') return '$';
      const set = env[name!];
      if (set !== undefined && set !== '') return set;
      if (kind === '?') throw new Error(`${name}: ${rest}`);
      return kind === '-' ? rest! : '';
    },
  );
}

const findService = (test: (service: Service) => boolean) =>
  Object.entries(services).find(([, service]) => test(service));
const [postgresName, postgres] = findService((s) => /^postgres(:|$)/.test(s.image ?? '')) ?? [];
const [storeName, store] =
  findService((s) => /^(quay\.io\/)?minio\/minio(:|$)/.test(s.image ?? '')) ?? [];
const app = services.app;

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

describe('Dockerfile', () => {
  it('builds in one stage and runs in another', () => {
    expect(stages.length).toBeGreaterThan(1);
    expect(buildStage, 'a stage that runs `npm run build`').toBeDefined();
    expect(buildStage).not.toBe(final);
    expect(of(buildStage!, 'RUN').some((run) => /\bnpm ci\b/.test(run.args))).toBe(true);
  });

  it('copies only paths that exist in the repository and that .dockerignore lets through', () => {
    const fromContext = stages.flatMap((stage) =>
      of(stage, 'COPY')
        .map((copy) => copyParts(copy.args))
        .filter((copy) => copy.flags.from === undefined)
        .flatMap((copy) => copy.sources),
    );
    expect(fromContext.length).toBeGreaterThan(0);
    for (const source of fromContext) {
      expect(source, 'no wildcards: a moved file must fail this test').not.toMatch(/[*?[]/);
      expect(existsSync(path.join(rootDir, source)), `COPY ${source}: not in the repository`).toBe(
        true,
      );
      expect(ignored(source), `COPY ${source}: left out by .dockerignore`).toBe(false);
    }
    // Nothing the repository tracks under a copied folder may be left out of the context (a
    // pattern such as **/data would drop apps/api/src/seed/data).
    const tracked = execFileSync('git', ['ls-files', '-z', '--', ...fromContext], {
      cwd: rootDir,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean);
    expect(tracked.length).toBeGreaterThan(0);
    expect(tracked.filter(ignored)).toEqual([]);
  });

  it('copies from earlier stages only', () => {
    stages.forEach((stage, index) => {
      const earlier = new Set(stages.slice(0, index).map((s) => s.name));
      for (const copy of of(stage, 'COPY').map((c) => copyParts(c.args))) {
        if (copy.flags.from !== undefined) expect(earlier).toContain(copy.flags.from);
      }
    });
  });

  it('runs the built app with production dependencies only, without building', () => {
    const runs = of(final, 'RUN').map((run) => run.args);
    expect(runs.join('\n')).not.toMatch(/npm run build|vite|tsx/);
    const fromBuild = of(final, 'COPY')
      .map((copy) => copyParts(copy.args))
      .filter((copy) => copy.flags.from === buildStage!.name)
      .flatMap((copy) => copy.sources);
    // What `npm run build` writes and what the server reads (WEB_DIST_DIR, the renderer beside it).
    expect(fromBuild).toEqual(
      expect.arrayContaining([
        '/app/apps/api/dist',
        '/app/apps/web/dist',
        '/app/apps/web/dist-ssr',
      ]),
    );
    // node_modules come from a stage that installs without the dev dependencies.
    const installs = stages.flatMap((stage) =>
      of(stage, 'RUN')
        .filter((run) => /\bnpm ci\b/.test(run.args))
        .map((run) => ({ stage, args: run.args })),
    );
    const production = installs.filter((install) => install.args.includes('--omit=dev'));
    expect(production.length).toBeGreaterThan(0);
    const copiedFrom = new Set(
      of(final, 'COPY')
        .map((copy) => copyParts(copy.args).flags.from)
        .filter(Boolean),
    );
    expect(production.some((install) => copiedFrom.has(install.stage.name))).toBe(true);
    // ... and from the build stage only what it built (its node_modules hold the dev tools).
    for (const source of fromBuild) expect(source).toMatch(/\/dist(-ssr)?\/?$/);
  });

  it('serves without rebuilding: a prebuilt flag, and a command that does not build', () => {
    const env = Object.assign({}, ...of(final, 'ENV').map((e) => envOf(e.args)));
    expect(env.PIFWORLD_PREBUILT).toBe('1');
    expect(env.NODE_ENV).toBe('production');
    const commands = [...of(final, 'CMD'), ...of(final, 'ENTRYPOINT')].map((i) => i.args);
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) expect(command).not.toMatch(/build/);
    // `npm start` honours the flag too (scripts/start builds only without it).
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe('scripts/start');
    expect(read('scripts/start')).toContain('PIFWORLD_PREBUILT');
  });

  it('gives the server the young generation it renders pages with, as npm run serve and the web bench do (ADR 032)', () => {
    const flag = /--max-semi-space-size=\d+/;
    const commands = of(final, 'CMD').map((i) => i.args);
    const server = commands.find((command) => command.includes('apps/api/dist/server.js'));
    const inImage = flag.exec(server ?? '')?.[0];
    expect(inImage).toBeDefined();
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(flag.exec(pkg.scripts.serve ?? '')?.[0]).toBe(inImage);
    expect(flag.exec(read('apps/web/bench/lighthouse.ts'))?.[0]).toBe(inImage);
  });

  it('runs as a user other than root, with its data in a volume it owns', () => {
    const user = of(final, 'USER').at(-1)?.args.trim();
    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
    const volume = of(final, 'VOLUME').at(-1)?.args.trim();
    expect(volume).toBeDefined();
    const owned = of(final, 'RUN').some(
      (run) => run.args.includes(`chown ${user}`) && run.args.includes(volume!),
    );
    expect(owned, `a RUN that gives ${volume} to ${user}`).toBe(true);
  });

  it('checks its health on the health route, with node, and listens on 3000', () => {
    const healthcheck = of(final, 'HEALTHCHECK').at(-1)?.args ?? '';
    expect(healthcheck).toContain('/pifworld/api/v1/health');
    expect(healthcheck).toMatch(/CMD\s+\[\s*"node"/);
    expect(of(final, 'EXPOSE').map((e) => e.args.trim())).toContain('3000');
  });
});

describe('.dockerignore', () => {
  it('keeps installs, builds, data, history and secrets out of the context', () => {
    for (const file of [
      'node_modules/zod/package.json',
      'apps/web/node_modules/vite/package.json',
      'data/db/PG_VERSION',
      '.git/HEAD',
      'apps/api/dist/server.js',
      'apps/web/dist/index.html',
      'apps/web/dist-ssr/entry-server.js',
      'e2e/test-results/report.json',
      '.env',
    ]) {
      expect(ignored(file), file).toBe(true);
    }
    for (const file of ['apps/api/src/seed/data/people.ts', 'package-lock.json']) {
      expect(ignored(file), file).toBe(false);
    }
  });
});

describe('compose.yaml', () => {
  const environment = environmentOf(app ?? {});

  it('runs the app built from the Dockerfile, PostgreSQL and an S3 store', () => {
    expect(app?.build).toBeDefined();
    expect(postgres, 'a postgres service').toBeDefined();
    expect(store, 'a minio/minio service').toBeDefined();
  });

  it('keeps PostgreSQL in a named volume and starts the app once it is healthy', () => {
    expect(postgres!.healthcheck?.test).toBeDefined();
    const named = (postgres!.volumes ?? []).map((volume) =>
      typeof volume === 'string' ? volume.split(':')[0] : volume.source,
    );
    expect(named.some((name) => name !== undefined && name in (compose.volumes ?? {}))).toBe(true);
    const dependsOn = app!.depends_on as Record<string, { condition?: string }>;
    expect(dependsOn[postgresName!]?.condition).toBe('service_healthy');
    expect(environment.DATABASE_URL).toContain(`@${postgresName}:5432/`);
  });

  it('creates the bucket once, before the app starts', () => {
    const [bucketName, bucket] =
      findService((s) => /^(quay\.io\/)?minio\/mc(:|$)/.test(s.image ?? '')) ?? [];
    expect(bucket, 'a minio/mc service').toBeDefined();
    expect(JSON.stringify([bucket!.entrypoint, bucket!.command])).toMatch(/mc mb\b/);
    const dependsOn = app!.depends_on as Record<string, { condition?: string }>;
    expect(dependsOn[bucketName!]?.condition).toBe('service_completed_successfully');
    expect(store!.healthcheck?.test).toBeDefined();
  });

  it('gives the app the database, its key and the object store', () => {
    expect(environment.DATABASE_URL).toMatch(/^postgres(ql)?:\/\//);
    expect(environment.APP_URL).toBeDefined();
    expect(environment.APP_KEY, 'required, with a message when missing').toMatch(
      /^\$\{APP_KEY:\?.+\}$/,
    );
    expect(environment.STORAGE_DRIVER).toBe('s3');
    for (const name of S3_VARIABLES) expect(environment, name).toHaveProperty(name);
    expect(environment.S3_FORCE_PATH_STYLE).toBe('true');
    expect(environment.S3_ENDPOINT).toContain(`http://${storeName}:9000`);
  });

  it('sets only variables the server reads', () => {
    const keys = configKeys();
    // The S3 storage driver adds STORAGE_DRIVER and S3_* to config.ts; until it is
    // merged they are let through here. The lead removes this exception after the merge.
    const awaited = new Set(['STORAGE_DRIVER', ...S3_VARIABLES]);
    const unknown = Object.keys(environment).filter(
      (name) => !keys.has(name) && !awaited.has(name),
    );
    expect(unknown).toEqual([]);
  });

  it('passes the server its own validation with the values compose makes', () => {
    const dotEnv = {
      APP_KEY: 'ab'.repeat(32),
      POSTGRES_PASSWORD: 'secret',
      S3_SECRET_ACCESS_KEY: 'secret-key',
    };
    const image = Object.assign({}, ...of(final, 'ENV').map((e) => envOf(e.args)));
    const values = Object.fromEntries(
      Object.entries(environment)
        .filter((entry): entry is [string, string] => entry[1] !== null)
        .map(([name, value]) => [name, interpolate(value, dotEnv)]),
    );
    // A real platform's .env brings its live Mollie key; without one the server will not start.
    expect(() => loadConfig({ ...image, ...values })).toThrow(/set PAYMENTS_MODE=test/);
    const config = loadConfig({ ...image, ...values, MOLLIE_API_KEY: 'live_abc' });
    expect(config.PAYMENTS_MODE).toBe('live');
    expect(config.NODE_ENV).toBe('production');
    expect(config.DEMO_DATA).toBe(false);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.APP_KEY).toBe(dotEnv.APP_KEY);
    expect(() => interpolate(environment.APP_KEY!, {})).toThrow(/APP_KEY/);
  });

  it('can run several app processes: no fixed host port on the app, a proxy in front', () => {
    expect(app!.ports).toBeUndefined();
    const published = Object.entries(services).filter(([, s]) => (s.ports ?? []).length > 0);
    expect(published.map(([name]) => name)).not.toContain('app');
    expect(published.length).toBeGreaterThan(0);
  });
});
