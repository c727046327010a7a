// Browser tests in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) against the built app, started
// exactly as `npm start` runs it: embedded database in a fresh DATA_DIR, the built client served by the backend.
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://127.0.0.1:${port}`;
// Made once by the runner; its workers inherit the variable, so tests can read the mail the server writes there.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'conf-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site's service worker answers the page's requests once it runs, and page.route() does not see requests it
    // answers (Playwright's advice: block it where tests mock the network). The offline specs allow it;
    // E2E_SERVICE_WORKERS=allow runs any spec with it.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    // E2E_BACKEND_DIST lets a test run use a snapshot of the built server while the tree is being rebuilt.
    command: `node ${process.env.E2E_BACKEND_DIST ?? '../backend/dist'}/main.js`,
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      // The demo programme on the spec's days (17-19 November 2025), which the tests read.
      DEMO_EDITION_STARTS: '2025-11-17',
      ADMIN_EMAIL: 'admin@e2e.example',
      ADMIN_PASSWORD: 'admin-password-e2e',
      // Saved sessions' changes are told when this window closes: short, so the tests' bells ring soon, and still long
      // enough for a test's back-to-back edits to fall in one window.
      SESSION_NOTICE_WINDOW_SECONDS: '3',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      FORM_RATE_LIMIT_PER_MINUTE: '1000',
    },
  },
});
