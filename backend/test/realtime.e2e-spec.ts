// Two app processes' worth of servers sharing one database and one Redis: an event caused through one instance
// reaches a browser socket connected to the other.
import type { Socket } from 'socket.io-client';
import {
  ADMIN,
  api,
  connectSocket,
  createTestDatabase,
  dropTestDatabase,
  login,
  nextEvent,
  nextPublicChange,
  redisUrl,
  registerUser,
  startTestApp,
  type TestApp,
  upserts,
  FRESH_INSTALL_SETTINGS,
} from './harness.js';

describe('test/realtime.e2e-spec.ts', () => {
  let a: TestApp;
  let b: TestApp;
  let dbUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    dbUrl = await createTestDatabase();
    const env = { DATABASE_URL: dbUrl, REDIS_URL: redisUrl() };
    a = await startTestApp(env);
    b = await startTestApp(env);
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await a?.close();
    await b?.close();
    await dropTestDatabase(dbUrl);
  });

  async function socketOn(app: TestApp, token?: string) {
    const socket = await connectSocket(app.url, token);
    sockets.push(socket);
    return socket;
  }

  it('delivers a public event caused on instance A to an anonymous socket on instance B', async () => {
    const anonymousOnB = await socketOn(b);
    const adminToken = await login(a, ADMIN.email, ADMIN.password);
    const received = nextPublicChange(anonymousOnB, (d) => d.collections.settings !== undefined);
    const res = await api(a, 'PATCH', '/api/admin/conference-settings', { token: adminToken, body: { accepting_cfp: false } });
    expect(res.status).toBe(200);
    expect(upserts(await received, 'settings')).toEqual([
      { accepting_cfp: false, accepting_sponsors: true, review_phase: 'submission', ...FRESH_INSTALL_SETTINGS },
    ]);
  });

  it('delivers a user event only to that user, across instances', async () => {
    const alice = await registerUser(a);
    const bob = await registerUser(a);
    const aliceOnB = await socketOn(b, alice.token);
    const bobOnB = await socketOn(b, bob.token);
    const anonymousOnB = await socketOn(b);
    let leaked = false;
    bobOnB.on('user.updated', () => (leaked = true));
    anonymousOnB.on('user.updated', () => (leaked = true));

    const received = nextEvent<{ full_name: string; id: number }>(aliceOnB, 'user.updated');
    await api(a, 'PUT', '/api/user/profile', { token: alice.token, body: { full_name: 'Alice Renamed' } });
    expect(await received).toMatchObject({ id: alice.user.id, full_name: 'Alice Renamed' });
    // Give a stray delivery time to arrive before asserting it did not.
    await new Promise((r) => setTimeout(r, 300));
    expect(leaked).toBe(false);
  });

  it('tells a socket who it is, and treats a bad token as anonymous', async () => {
    const user = await registerUser(b);
    const signedIn = connectSocketHello(b, user.token);
    expect(await signedIn).toEqual({ user: { id: user.user.id, role: 'user' }, version: expect.any(Number) });
    expect(await connectSocketHello(b, 'not-a-token')).toEqual({ user: null, version: expect.any(Number) });
  });

  async function connectSocketHello(app: TestApp, token: string) {
    const { io } = await import('socket.io-client');
    const socket = io(app.url, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    return nextEvent(socket, 'hello');
  }

  it("pushes an edit as one version: a move with its 'What changed' entry, a wording edit alone, the last removal with the flags", async () => {
    const visitor = await socketOn(b);
    const adminToken = await login(a, ADMIN.email, ADMIN.password);
    const asAdmin = (method: string, route: string, body?: unknown) => api(a, method, route, { token: adminToken, body });
    const sessionPush = (id: number) =>
      nextPublicChange(visitor, (d) => d.collections.sessions !== undefined && JSON.stringify(d.collections.sessions).includes(`"id":${id}`));
    const before = (await api(b, 'GET', '/public/site-flags')).body;
    expect(before.has_sessions).toBe(false);

    const adding = nextPublicChange(visitor, (d) => upserts(d, 'sessions').some((s) => s.title === 'Pushed talk'));
    const session = (
      await asAdmin('POST', '/api/admin/sessions', {
        title: 'Pushed talk',
        description: 'd',
        startTime: '2025-11-18T09:00:00Z',
        endTime: '2025-11-18T09:30:00Z',
        room: 'Hall P',
      })
    ).body;
    const added = await adding;
    expect(upserts(added, 'flags')).toEqual([expect.objectContaining({ has_sessions: true })]);

    const moved = sessionPush(session.id);
    expect((await asAdmin('POST', `/api/admin/sessions/${session.id}/move`, { startTime: '2025-11-18T10:00:00Z', version: session.version })).status).toBe(200);
    const move = await moved;
    expect(upserts(move, 'sessions')).toEqual([expect.objectContaining({ id: session.id, startTime: '2025-11-18T10:00:00.000Z' })]);
    expect(upserts(move, 'schedule-changes')).toEqual([expect.objectContaining({ session_id: session.id, kinds: ['moved'] })]);
    expect(move.collections.flags).toBeUndefined();
    // The push is the catch-up of its version: the same records, positions and removals. It also carries what German
    // readers see where it differs (here: which texts are shown in English, texts_in), which is their catch-up.
    const { languages, ...english } = move as typeof move & { languages?: Record<string, unknown> };
    expect((await api(a, 'GET', `/public/changes?since=${move.version - 1}`)).body).toEqual(english);
    if (languages?.de) expect((await api(a, 'GET', `/public/changes?since=${move.version - 1}&lang=de`)).body.collections).toEqual(languages.de);

    const renamed = sessionPush(session.id);
    expect((await asAdmin('PUT', `/api/admin/sessions/${session.id}`, { title: 'Pushed talk, renamed' })).status).toBe(200);
    const rename = await renamed;
    expect(Object.keys(rename.collections)).toEqual(['sessions']);
    expect(rename.version).toBe(move.version + 1);

    const removed = nextPublicChange(visitor, (d) => (d.collections.sessions?.remove ?? []).includes(session.id));
    expect((await asAdmin('DELETE', `/api/admin/sessions/${session.id}`)).status).toBe(204);
    const removal = await removed;
    expect(upserts(removal, 'schedule-changes')).toEqual([expect.objectContaining({ session_id: session.id, kinds: ['removed'] })]);
    expect(upserts(removal, 'flags')).toEqual([expect.objectContaining({ has_sessions: false })]);
    expect((await api(a, 'GET', '/public/site-flags')).body.has_sessions).toBe(false);
  });
});
