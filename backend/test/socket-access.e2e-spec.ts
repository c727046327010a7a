// A user's open sockets follow what they may do, at once and on every replica: a promoted user's socket joins the
// organisers' room and may announce presence, a demoted one leaves both; a deactivated account's sockets close; signing
// out closes the sockets of that sign-in only.
import type { Socket } from 'socket.io-client';
import { api, connectSocket, nextEvent, registerUser, type TestApp, useReplicas } from './harness.js';

describe('test/socket-access.e2e-spec.ts', () => {
  const replicas = useReplicas();
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  const sockets: Socket[] = [];
  beforeAll(() => ({ a, b, admin } = replicas));
  afterAll(() => sockets.forEach((s) => s.disconnect()));

  async function socketOnB(token: string) {
    const socket = await connectSocket(b.url, token);
    sockets.push(socket);
    return socket;
  }

  const join = (socket: Socket) => socket.timeout(3000).emitWithAck('presence.join', { area: 'schedule' }) as Promise<{ ok: boolean }>;
  const disconnected = (socket: Socket) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('still connected')), 5000);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });

  it('moves a promoted and then demoted user between the organisers and everyone else, on the other replica', async () => {
    const user = await registerUser(a);
    const socket = await socketOnB(user.token);
    expect(await join(socket)).toEqual({ ok: false });

    const promoted = nextEvent<{ user: { role: string } }>(socket, 'hello');
    expect((await api(a, 'PUT', `/api/admin/users/${user.user.id}`, { token: admin, body: { role: 'admin' } })).status).toBe(200);
    expect((await promoted).user.role).toBe('admin');
    expect(await join(socket)).toEqual({ ok: true });
    // In the organisers' room now: another admin's change reaches it.
    const told = nextEvent(socket, 'users.changed');
    await api(a, 'PUT', `/api/admin/users/${user.user.id}`, { token: admin, body: { full_name: 'Now an organiser' } });
    await told;

    const demoted = nextEvent<{ user: { role: string } }>(socket, 'hello');
    expect((await api(a, 'PUT', `/api/admin/users/${user.user.id}`, { token: admin, body: { role: 'user' } })).status).toBe(200);
    expect((await demoted).user.role).toBe('user');
    expect(await join(socket)).toEqual({ ok: false });
    let stillAdmin = false;
    socket.on('users.changed', () => (stillAdmin = true));
    const other = await registerUser(a);
    await api(a, 'PUT', `/api/admin/users/${other.user.id}`, { token: admin, body: { full_name: 'Someone else' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(stillAdmin).toBe(false);
    expect(socket.connected).toBe(true);
  });

  it("closes a deactivated account's sockets on the other replica", async () => {
    const user = await registerUser(a);
    const socket = await socketOnB(user.token);
    const closed = disconnected(socket);
    expect((await api(a, 'PUT', `/api/admin/users/${user.user.id}`, { token: admin, body: { status: 'inactive' } })).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('closes the sockets of the sign-in that signed out, and only those', async () => {
    const user = await registerUser(a);
    const second = await api(a, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(second.status).toBe(200);
    const cookie = (second.headers.get('set-cookie') ?? '').split(';')[0];
    const first = await socketOnB(user.token);
    const other = await socketOnB(second.body.access_token);
    const closed = disconnected(other);
    expect((await api(a, 'POST', '/api/auth/logout', { cookie })).status).toBe(204);
    expect(await closed).toBe('io server disconnect');
    await new Promise((r) => setTimeout(r, 300));
    expect(first.connected).toBe(true);
  });
});
