// Two deployments sharing one Redis (each with its own database, so its own QUEUE_PREFIX) never hear each other's
// rooms: a user event of one deployment does not reach the user with the same id in the other.
import type { Socket } from 'socket.io-client';
import { api, connectSocket, createTestDatabase, dropTestDatabase, nextEvent, redisUrl, registerUser, startTestApp, type TestApp } from './harness.js';

describe('test/realtime-deployments.e2e-spec.ts', () => {
  const databases: string[] = [];
  const apps: TestApp[] = [];
  const sockets: Socket[] = [];

  async function deployment() {
    const url = await createTestDatabase();
    databases.push(url);
    const app = await startTestApp({ DATABASE_URL: url, REDIS_URL: redisUrl() });
    apps.push(app);
    return app;
  }

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const app of apps.reverse()) await app.close();
    for (const url of databases) await dropTestDatabase(url);
  });

  it("keeps another deployment's user events out, though both have a user with the same id", async () => {
    const here = await deployment();
    // Started last: in one test process the last app's sign-in strategy is the one HTTP requests meet, so only this
    // deployment is called with a token; the other only sees a socket handshake (which checks its own database).
    const there = await deployment();
    const twinHere = await registerUser(here);
    let twinThere = await registerUser(there);
    while (twinThere.user.id < twinHere.user.id) twinThere = await registerUser(there);
    expect(twinThere.user.id).toBe(twinHere.user.id);

    const socketHere = await connectSocket(here.url, twinHere.token);
    const socketThere = await connectSocket(there.url, twinThere.token);
    sockets.push(socketHere, socketThere);
    let leaked = false;
    socketHere.on('user.updated', () => (leaked = true));
    const received = nextEvent<{ full_name: string }>(socketThere, 'user.updated');
    expect((await api(there, 'PUT', '/api/user/profile', { token: twinThere.token, body: { full_name: 'Elsewhere' } })).status).toBe(200);
    expect((await received).full_name).toBe('Elsewhere');
    // Give a stray delivery time to arrive before asserting it did not.
    await new Promise((r) => setTimeout(r, 300));
    expect(leaked).toBe(false);
  });
});
