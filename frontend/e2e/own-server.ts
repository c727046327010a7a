// A server of the spec's own, for what would disturb the shared one (a short token life, an edition moved to the
// archive): the built app on the next free port above the shared server's, with an empty embedded database of its
// own and the demo edition on the spec's days.
import { test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN } from './helpers';

const backendDist = process.env.E2E_BACKEND_DIST ?? fileURLToPath(new URL('../../backend/dist', import.meta.url));

/**
 * Starts the server before the spec's tests and stops it after them. `offset`: its port above the shared server's
 * (each spec that uses one takes its own). Answers the server's address.
 */
export function useOwnServer(name: string, offset: number, env: Record<string, string> = {}): string {
  const port = Number(process.env.E2E_PORT ?? 3199) + offset;
  const baseURL = `http://127.0.0.1:${port}`;
  let server: ChildProcess;
  test.use({ baseURL });
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = spawn(process.execPath, [path.join(backendDist, 'main.js')], {
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `conf-e2e-${name}-`)),
        DATABASE_URL: '',
        REDIS_URL: '',
        SMTP_URL: '',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        DEMO_EDITION_STARTS: '2025-11-17',
        ...env,
      },
    });
    for (let i = 0; i < 120; i++) {
      if (
        await fetch(`${baseURL}/health/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`the ${name} server did not start`);
  });
  test.afterAll(() => {
    server?.kill();
  });
  return baseURL;
}
