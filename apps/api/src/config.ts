import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root (where the workspaces package.json is), or the working directory. */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && 'workspaces' in JSON.parse(readFileSync(pkg, 'utf8'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const rootDir = findRoot();

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Defaults to http://localhost:{PORT}. */
  APP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PGLITE_DIR: z.string().default(path.join(rootDir, 'data', 'db')),
  STORAGE_DIR: z.string().default(path.join(rootDir, 'data', 'storage')),
  /**
   * Where uploads and the files made from them live (ADR 025): `local` in STORAGE_DIR (one
   * machine), `s3` in an S3-compatible bucket that every process and machine shares.
   */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** The bucket; required with STORAGE_DRIVER=s3. */
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** An S3-compatible store's address (MinIO, Cloudflare R2, ...); unset: AWS S3 itself. */
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Defaults to us-east-1 (what most S3-compatible stores accept). */
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Both or neither; neither: the AWS SDK's own chain (AWS_* variables, an instance's role). */
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /**
   * The bucket in the path (`{endpoint}/{bucket}/{key}`) instead of the host name. Defaults to
   * true when S3_ENDPOINT is set (MinIO and most self-hosted stores only answer that way), false
   * for AWS S3 (which prefers virtual-hosted names).
   */
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, booleanString.optional()),
  /** A folder inside the bucket for every key (`pifworld/`); empty: the bucket's root. */
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._/-]*$/, 'may hold letters, digits, . _ - and /')
    .default(''),
  WEB_DIST_DIR: z.string().default(path.join(rootDir, 'apps', 'web', 'dist')),
  DEMO_DATA: booleanString.default(true),
  TRUST_PROXY: booleanString.default(false),
  /** Days a sign-in token stays valid. */
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Minutes a session may go without a request before it ends (7 days). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(10).max(525_600).default(10_080),
  /** The same for operators, whose sessions open the console (2 hours). */
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce.number().int().min(10).max(525_600).default(120),

  /** smtp://user:pass@host:587 or smtps://...; unset: e-mails are kept in the outbox table. */
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  MAIL_FROM: z.string().default('PifWorld <no-reply@pifworld.org>'),
  /**
   * Comma-separated e-mail addresses whose accounts become console admins (operators of the
   * console at /admin who also manage the operators) at every start; an address without an
   * account is skipped, and its place in the list logged (never the address).
   */
  ADMIN_EMAILS: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((email) => email.trim().toLowerCase())
            .filter(Boolean)
        : value,
    z.array(z.email()).default([]),
  ),
  /** Where contact form messages are e-mailed. */
  CONTACT_EMAIL: z.email().default('hello@pifworld.org'),

  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  FACEBOOK_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  FACEBOOK_AUTH_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),

  /**
   * Secret for encrypting stored provider tokens (Mollie Connect): 32 bytes as 64 hex characters
   * or base64. Required in production once MOLLIE_CLIENT_ID is set.
   */
  APP_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Where the server keeps the key it made itself when APP_KEY is unset (see withAppKey). */
  APP_KEY_FILE: z.string().default(path.join(rootDir, 'data', 'app-key')),
  /** test_... or live_...; unset: payments go through the built-in sandbox. */
  MOLLIE_API_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(test|live)_\w+$/, 'must start with test_ or live_')
      .optional(),
  ),
  /**
   * Whether payments move real money. Follows the provider (a `live_` key: live; a `test_` key or
   * the built-in sandbox: test); set it to say so by name. Production refuses to start in test
   * mode unless it is asked for here (`test`), so a forgotten key never runs a shop of pretend
   * money; a live platform never counts test money in its totals.
   */
  PAYMENTS_MODE: z.preprocess(emptyAsUndefined, z.enum(['test', 'live']).optional()),
  MOLLIE_API_ENDPOINT: z.url().default('https://api.mollie.com/v2/'),
  /** Mollie Connect (OAuth) app; unset: Connect runs against the built-in sandbox. */
  MOLLIE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  MOLLIE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  MOLLIE_AUTHORIZE_URL: z.url().default('https://my.mollie.com/oauth2/authorize'),
  MOLLIE_TOKEN_URL: z.url().default('https://api.mollie.com/oauth2/tokens'),
  /** Share of a donation to a connected non-profit that the platform keeps. */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(2),
  /**
   * A typical payment's cost at the provider in cents (Mollie's iDEAL: 29), which a donor who
   * covers the fee adds to the gift with the platform's share.
   */
  PAYMENT_COST_CENTS: z.coerce.number().int().min(0).max(500).default(29),
  /** Payment attempts (GET /pay, POST /job-pay) allowed per IP address per hour. */
  PAY_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(60),
  /**
   * The wait before answering a password guess once an account has had a few wrong ones from
   * anywhere (sign-in, the current password), doubling with each further one up to
   * PASSWORD_GUESS_DELAY_MAX_MS: the account is slowed down, never locked (plugins/rate-limit.ts).
   */
  PASSWORD_GUESS_DELAY_MS: z.coerce.number().int().min(0).max(5000).default(250),
  /** The longest such wait; at most 5 s, so that the owner is never kept waiting long. */
  PASSWORD_GUESS_DELAY_MAX_MS: z.coerce.number().int().min(0).max(5000).default(3000),
});

export type PaymentsMode = 'test' | 'live';

export type Config = Omit<
  z.infer<typeof envSchema>,
  'APP_URL' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE' | 'PAYMENTS_MODE'
> & {
  APP_URL: string;
  S3_REGION: string;
  S3_FORCE_PATH_STYLE: boolean;
  /** Resolved: what the provider's key makes it (see the schema above). */
  PAYMENTS_MODE: PaymentsMode;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The 32 key bytes of APP_KEY (hex or base64), or null when it is not a 32-byte key. */
export function appKeyBytes(key: string): Buffer | null {
  const bytes = /^[0-9a-f]{64}$/i.test(key) ? Buffer.from(key, 'hex') : Buffer.from(key, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** Parses the environment once; throws a ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const config = result.data;
  const problems: string[] = [];
  if (config.APP_KEY !== undefined && !appKeyBytes(config.APP_KEY)) {
    problems.push('APP_KEY: must be 32 bytes, as 64 hex characters or base64');
  }
  if (config.MOLLIE_CLIENT_ID && !config.MOLLIE_CLIENT_SECRET) {
    problems.push('MOLLIE_CLIENT_SECRET: required when MOLLIE_CLIENT_ID is set');
  }
  if (config.NODE_ENV === 'production' && config.MOLLIE_CLIENT_ID && !config.APP_KEY) {
    problems.push('APP_KEY: required in production when MOLLIE_CLIENT_ID is set');
  }
  if (config.STORAGE_DRIVER === 's3' && !config.S3_BUCKET) {
    problems.push('S3_BUCKET: required when STORAGE_DRIVER is s3');
  }
  if (config.S3_ACCESS_KEY_ID && !config.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set');
  }
  if (config.S3_SECRET_ACCESS_KEY && !config.S3_ACCESS_KEY_ID) {
    problems.push('S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set');
  }
  const providerMode: PaymentsMode = config.MOLLIE_API_KEY?.startsWith('live_') ? 'live' : 'test';
  if (config.PAYMENTS_MODE === 'live' && providerMode === 'test') {
    problems.push('PAYMENTS_MODE: live needs a live Mollie key (MOLLIE_API_KEY=live_...)');
  }
  if (config.PAYMENTS_MODE === 'test' && providerMode === 'live') {
    problems.push(
      'PAYMENTS_MODE: test cannot run with a live Mollie key (MOLLIE_API_KEY=live_...)',
    );
  }
  if (
    config.NODE_ENV === 'production' &&
    providerMode === 'test' &&
    config.PAYMENTS_MODE !== 'test'
  ) {
    problems.push(
      `MOLLIE_API_KEY: production takes real money through a live Mollie key (live_...); ${
        config.MOLLIE_API_KEY
          ? 'this one is a test key'
          : 'none is set, so payments would go to the built-in sandbox'
      }. To run a test platform whose payments are not real money, set PAYMENTS_MODE=test.`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    ...config,
    PAYMENTS_MODE: providerMode,
    APP_URL: (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    S3_REGION: config.S3_REGION ?? 'us-east-1',
    S3_FORCE_PATH_STYLE: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
    // Relative paths are taken from the repository root, whatever folder the process starts in.
    PGLITE_DIR: path.resolve(rootDir, config.PGLITE_DIR),
    STORAGE_DIR: path.resolve(rootDir, config.STORAGE_DIR),
    APP_KEY_FILE: path.resolve(rootDir, config.APP_KEY_FILE),
    WEB_DIST_DIR: path.resolve(rootDir, config.WEB_DIST_DIR),
  };
}

/**
 * The configuration with an APP_KEY the running server can trust. When none is set, the server
 * makes a random one on its first start and keeps it in APP_KEY_FILE (readable by its owner
 * only), so that a demo or a single machine never seals erasure links or provider tokens with a
 * key anyone can read in the source. Several processes or machines must share one APP_KEY.
 */
export function withAppKey(config: Config): Config & { APP_KEY: string } {
  if (config.APP_KEY !== undefined) return { ...config, APP_KEY: config.APP_KEY };
  const file = config.APP_KEY_FILE;
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      // 'wx': when two processes start at once, the first one's key is the one both use.
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = readFileSync(file, 'utf8').trim();
  if (!appKeyBytes(key)) {
    throw new ConfigError([`APP_KEY_FILE: ${file} does not hold a 32-byte key`]);
  }
  return { ...config, APP_KEY: key };
}
