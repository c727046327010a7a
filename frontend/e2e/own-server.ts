// A server of the spec's own, for what would disturb the worker's shared one (a short token life, an edition moved to
// the archive): the built app on a port above the worker's shared server's, with an empty embedded database of its own
// and the demo edition on the spec's days.
import { startAppServer, workerPort, type AppServer } from './app-server';
import { test } from './fixtures';

/**
 * Starts the server before the spec's tests and stops it after them. `offset`: its port above the worker's shared
 * server's (each spec that uses one takes its own, below 10). Answers the server's address.
 */
export function useOwnServer(name: string, offset: number, env: Record<string, string> = {}): string {
  const baseURL = `http://127.0.0.1:${workerPort() + offset}`;
  let server: AppServer | undefined;
  test.use({ baseURL });
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startAppServer(name, workerPort() + offset, env);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return baseURL;
}
