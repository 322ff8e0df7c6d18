import { existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnApiProcess } from '../test/api-process';
import { ConfigError, loadConfig, rootDir, withAppKey } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 3000, embedded database and storage under ./data', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PGLITE_DIR).toBe(`${rootDir}/data/db`);
    expect(config.STORAGE_DIR).toBe(`${rootDir}/data/storage`);
    expect(config.DEMO_DATA).toBe(true);
    expect(config.NODE_ENV).toBe('development');
    expect(config.STORAGE_DRIVER).toBe('local');
  });

  it('reads values and normalises them', () => {
    const config = loadConfig({
      PORT: '8080',
      APP_URL: 'https://give.example.org/',
      DATABASE_URL: 'postgres://app:secret@db:5432/app',
      DEMO_DATA: 'false',
      TRUST_PROXY: '1',
    });
    expect(config.PORT).toBe(8080);
    expect(config.APP_URL).toBe('https://give.example.org');
    expect(config.DATABASE_URL).toBe('postgres://app:secret@db:5432/app');
    expect(config.DEMO_DATA).toBe(false);
    expect(config.TRUST_PROXY).toBe(true);
  });

  it('resolves relative folders from the repository root', () => {
    const config = loadConfig({ PGLITE_DIR: 'e2e/.data/db', STORAGE_DIR: '/srv/storage' });
    expect(config.PGLITE_DIR).toBe(`${rootDir}/e2e/.data/db`);
    expect(config.STORAGE_DIR).toBe('/srv/storage');
  });

  it('derives APP_URL from PORT unless given', () => {
    expect(loadConfig({ PORT: '4000' }).APP_URL).toBe('http://localhost:4000');
    expect(loadConfig({ PORT: '4000', APP_URL: 'https://give.example.org' }).APP_URL).toBe(
      'https://give.example.org',
    );
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        APP_URL: 'not a url',
        DATABASE_URL: 'mysql://x',
        DEMO_DATA: 'maybe',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'APP_URL', 'DATABASE_URL', 'DEMO_DATA'])
      expect(problems).toContain(name);
    expect((error as ConfigError).message).toMatch(/^Invalid configuration:/);
  });

  it('checks the payment settings together', () => {
    expect(loadConfig({}).MOLLIE_API_KEY).toBeUndefined();
    expect(loadConfig({ APP_KEY: 'ab'.repeat(32) }).APP_KEY).toBe('ab'.repeat(32));
    let error: unknown;
    try {
      loadConfig({
        NODE_ENV: 'production',
        MOLLIE_API_KEY: 'sk_wrong',
        MOLLIE_CLIENT_ID: 'app_123',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'MOLLIE_API_KEY: must start with test_ or live_',
    ]);
    try {
      loadConfig({
        NODE_ENV: 'production',
        PAYMENTS_MODE: 'test',
        MOLLIE_CLIENT_ID: 'app_123',
        APP_KEY: 'short',
      });
    } catch (err) {
      error = err;
    }
    expect((error as ConfigError).problems).toEqual([
      'APP_KEY: must be 32 bytes, as 64 hex characters or base64',
      'MOLLIE_CLIENT_SECRET: required when MOLLIE_CLIENT_ID is set',
    ]);
    try {
      loadConfig({
        NODE_ENV: 'production',
        MOLLIE_API_KEY: 'live_abc',
        MOLLIE_CLIENT_ID: 'app_1',
        MOLLIE_CLIENT_SECRET: 's',
      });
    } catch (err) {
      error = err;
    }
    expect((error as ConfigError).problems).toEqual([
      'APP_KEY: required in production when MOLLIE_CLIENT_ID is set',
    ]);
  });
});

describe('test and live money (PAYMENTS_MODE)', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (err) {
      return (err as ConfigError).problems;
    }
  };

  it('follows the provider: a live key is live money, a test key or the sandbox test money', () => {
    expect(loadConfig({}).PAYMENTS_MODE).toBe('test');
    expect(loadConfig({ MOLLIE_API_KEY: 'test_abc' }).PAYMENTS_MODE).toBe('test');
    expect(loadConfig({ MOLLIE_API_KEY: 'live_abc' }).PAYMENTS_MODE).toBe('live');
    expect(loadConfig({ NODE_ENV: 'production', MOLLIE_API_KEY: 'live_abc' }).PAYMENTS_MODE).toBe(
      'live',
    );
  });

  it('refuses production without a live provider unless test mode is asked for by name', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      'MOLLIE_API_KEY: production takes real money through a live Mollie key (live_...); none is set, so payments would go to the built-in sandbox. To run a test platform whose payments are not real money, set PAYMENTS_MODE=test.',
    ]);
    expect(problems({ NODE_ENV: 'production', MOLLIE_API_KEY: 'test_abc' })[0]).toContain(
      'this one is a test key',
    );
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_MODE: 'test' }).PAYMENTS_MODE).toBe(
      'test',
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENTS_MODE: 'test', MOLLIE_API_KEY: 'test_abc' })
        .PAYMENTS_MODE,
    ).toBe('test');
  });

  it('stops a production server before it opens anything, saying what to set', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pifworld-live-'));
    const server = spawnApiProcess('src/server.ts', {
      NODE_ENV: 'production',
      MOLLIE_API_KEY: '',
      PAYMENTS_MODE: '',
      PORT: '0',
      PGLITE_DIR: path.join(dir, 'db'),
      STORAGE_DIR: path.join(dir, 'storage'),
    });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain('set PAYMENTS_MODE=test');
    expect(existsSync(path.join(dir, 'db'))).toBe(false);
  });

  it('refuses a mode the key contradicts', () => {
    expect(problems({ PAYMENTS_MODE: 'live' })).toEqual([
      'PAYMENTS_MODE: live needs a live Mollie key (MOLLIE_API_KEY=live_...)',
    ]);
    expect(problems({ PAYMENTS_MODE: 'test', MOLLIE_API_KEY: 'live_abc' })).toEqual([
      'PAYMENTS_MODE: test cannot run with a live Mollie key (MOLLIE_API_KEY=live_...)',
    ]);
    expect(problems({ PAYMENTS_MODE: 'real' })[0]).toMatch(/^PAYMENTS_MODE: /);
  });
});

describe('object storage (STORAGE_DRIVER=s3)', () => {
  it('reads the bucket settings, with us-east-1 and path-style names for an S3-compatible store', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'pifworld-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_REGION: '',
    });
    expect(config).toMatchObject({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'pifworld-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: '',
    });
  });

  it('uses virtual-hosted names on AWS itself unless told otherwise', () => {
    const aws = loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_REGION: 'eu-central-1' });
    expect(aws.S3_REGION).toBe('eu-central-1');
    expect(aws.S3_FORCE_PATH_STYLE).toBe(false);
    expect(aws.S3_ACCESS_KEY_ID).toBeUndefined(); // the SDK's own chain: a role, AWS_* variables
    const told = loadConfig({
      S3_ENDPOINT: 'https://r2.example.com',
      S3_FORCE_PATH_STYLE: 'false',
      S3_PREFIX: 'pifworld/',
    });
    expect(told.S3_FORCE_PATH_STYLE).toBe(false);
    expect(told.S3_PREFIX).toBe('pifworld/');
  });

  it('lists what the S3 driver is missing', () => {
    let error: unknown;
    try {
      loadConfig({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'not a url',
        S3_ACCESS_KEY_ID: 'key',
        S3_PREFIX: 'a prefix',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^S3_ENDPOINT: /);
    expect(problems[1]).toMatch(/^S3_PREFIX: /);
    try {
      loadConfig({ STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'key' });
    } catch (err) {
      error = err;
    }
    expect((error as ConfigError).problems).toEqual([
      'S3_BUCKET: required when STORAGE_DRIVER is s3',
      'S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set',
    ]);
    try {
      loadConfig({ S3_SECRET_ACCESS_KEY: 'secret' });
    } catch (err) {
      error = err;
    }
    expect((error as ConfigError).problems).toEqual([
      'S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set',
    ]);
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
  });
});

describe('withAppKey', () => {
  const freshFile = () =>
    path.join(mkdtempSync(path.join(tmpdir(), 'app-key-')), 'keys', 'app-key');

  it('makes a random key once, readable by its owner only, and uses it on every start', () => {
    const file = freshFile();
    const first = withAppKey(loadConfig({ APP_KEY_FILE: file })).APP_KEY;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(withAppKey(loadConfig({ APP_KEY_FILE: file })).APP_KEY).toBe(first);
    expect(withAppKey(loadConfig({ APP_KEY_FILE: freshFile() })).APP_KEY).not.toBe(first);
  });

  it('keeps a given APP_KEY and writes no file', () => {
    const file = freshFile();
    const key = 'ab'.repeat(32);
    expect(withAppKey(loadConfig({ APP_KEY: key, APP_KEY_FILE: file })).APP_KEY).toBe(key);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a key file that does not hold a key', () => {
    const file = freshFile();
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'not a key');
    expect(() => withAppKey(loadConfig({ APP_KEY_FILE: file }))).toThrow(ConfigError);
  });
});
