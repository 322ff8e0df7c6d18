import { chromiumPath } from '@app/test-tools';
import { defineConfig, devices } from '@playwright/test';

import { baseURL, port } from './server-address';

const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3199);
/** Relative to this folder: what the server logged, kept to look into a failure. */
export const serverLog = '.data/server.log';

/**
 * Journeys in Chromium against the built app (`npm run build` first), served by the API
 * in production mode on a fresh embedded database seeded with the demo data.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // A failure's trace: actions, call logs, network, console. A screencast and a DOM snapshot per
    // action cost a quarter of the run on two cores (see README); `--trace on` records them.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // CHROMIUM_PATH, Debian's /usr/bin/chromium or Playwright's (`npm run test:tools`).
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // A real OpenID Connect provider standing in for Google (Google's servers are outside the system).
      command: 'npx tsx ../apps/api/test/run-oidc-provider.ts',
      url: `http://localhost:${oidcPort}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      env: { OIDC_PORT: String(oidcPort), OIDC_REDIRECT_URIS: `${baseURL}/auth/google/callback` },
    },
    {
      // The server log is kept to look into a failure. E-mails are not in it: journeys read them
      // from the test platform's outbox (support.ts, mailsSent).
      command: `rm -rf .data && mkdir -p .data && exec node ../apps/api/dist/server.js > ${serverLog} 2>&1`,
      url: `${baseURL}/pifworld/api/v1/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: 'production',
        PAYMENTS_MODE: 'test',
        PORT: String(port),
        APP_URL: baseURL,
        DATABASE_URL: '',
        SMTP_URL: '',
        PGLITE_DIR: 'e2e/.data/db',
        STORAGE_DIR: 'e2e/.data/storage',
        LOG_LEVEL: 'info',
        // Each journey sends its own X-Forwarded-For (app-test.ts): one network per person.
        TRUST_PROXY: 'true',
        GOOGLE_ISSUER: `http://localhost:${oidcPort}`,
        GOOGLE_CLIENT_ID: 'pifworld-local',
        GOOGLE_CLIENT_SECRET: 'pifworld-local-secret',
      },
    },
  ],
});
