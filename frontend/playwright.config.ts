// Browser tests in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) against the built app, started
// exactly as `npm start` runs it: embedded database in a fresh DATA_DIR, the built client served by the backend. Each
// worker starts its own server (e2e/fixtures.ts) and runs its specs one after another against it.
import { defineConfig } from '@playwright/test';

/**
 * Chromium features turned off. Since Chromium 156 each new window (each test's page) also starts the address bar's
 * suggestion popups as web pages of their own (chrome://omnibox-popup.top-chrome/, two renderers), which nobody sees
 * here and which took about a third of the browser's work in a short test. One --disable-features replaces the one
 * Playwright passes, so its list (Playwright 1.65) is repeated first.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
].join(',');

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Two workers on two cores: E2E_WORKERS=1 runs every spec against one server, as before.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Per test; two workers on two cores make a console page's test take up to twice as long as one did alone.
  timeout: 60_000,
  // What a page shows after an action: 10 s rather than Playwright's 5. On a loaded machine (two browsers and two app
  // servers on two cores) an answer once took more than 5 s to show (the console's "Speaker ... deleted." notice in
  // a CI run this morning, the deletion itself done); a wait that never ends still fails.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // No trace: recording one for every test (to keep those that fail) took a third of the browser tests' work with its
    // screencast, and a sixth with DOM snapshots alone. A failed test keeps its screenshot and page snapshot;
    // E2E_TRACE=on keeps a failed test's trace (DOM snapshots, no screencast) when the cause is not plain from those.
    trace: process.env.E2E_TRACE === 'on' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    // The site's service worker answers the page's requests once it runs, and page.route() does not see requests it
    // answers (Playwright's advice: block it where tests mock the network). The offline specs allow it;
    // E2E_SERVICE_WORKERS=allow runs any spec with it.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--disable-features=${DISABLED_FEATURES}`,
      ],
    },
  },
});
