// Tests beside the code, no server: unit tests of the client's pure logic (src/**/*.test.ts, in Node) and component
// tests (src/**/*.test.tsx, in happy-dom) that render the real component, answer its requests from a fetch stub and
// check what a user sees and what is sent (src/test/).
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { reactWithMessages } from './vite.config';

export default defineConfig({
  // Lingui's macros and catalogs, as in the build.
  plugins: [reactWithMessages()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    // Two workers even on two cores (Vitest's default leaves one core idle), and the files of a worker share one module
    // graph instead of importing MUI and the app afresh for each (82 s to 32 s here): each test starts from a fresh
    // store, an unstubbed network, an empty localStorage and English (src/test/setup.ts, render.tsx).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    isolate: false,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          // Relative API paths resolve against this origin, as they do against the site's own.
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          setupFiles: ['src/test/setup.ts'],
          // Rendering MUI and typing key by key takes a while on a busy machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
