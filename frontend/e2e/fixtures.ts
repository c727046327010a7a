// The browser tests' `test`: Playwright's, with the app's server started once per worker (not per spec, not per
// test), so two workers each run specs one after another against a server of their own, as one worker did before.
// Specs and their support files import `test` and `expect` from here.
import { test as base } from '@playwright/test';
import { startAppServer, workerPort } from './app-server';

export * from '@playwright/test';

export const test = base.extend<object, { appServer: string }>({
  appServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing.
    async ({}, use) => {
      const server = await startAppServer(`worker${process.env.TEST_PARALLEL_INDEX ?? 0}`, workerPort(), {
        // Saved sessions' changes are told when this window closes: short, so the tests' bells ring soon, and still
        // long enough for a test's back-to-back edits to fall in one window.
        SESSION_NOTICE_WINDOW_SECONDS: '3',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        FORM_RATE_LIMIT_PER_MINUTE: '1000',
      });
      // What the helpers read in this worker: the server's address (for second browser contexts) and its mail folder.
      process.env.E2E_BASE_URL = server.baseURL;
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server.baseURL);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ appServer }, use) => use(appServer),
});
