// A sign-in ends when its owner says so, and then nothing of it works any more: not a refresh token rotated a moment
// ago (the two-tabs grace), not an access token issued before, not a socket opened with one. Sockets also end with
// the access token they were opened with, unless the page hands them the renewed one.
import { io, type Socket } from 'socket.io-client';
import { ADMIN, api, connectSocket, cookieFrom, login, nextEvent, registerUser, useTestApp } from './harness.js';

describe('test/session-end.e2e-spec.ts', () => {
  const TTL_SECONDS = 30;
  const context = useTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS) });
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.disconnect()));

  /** A second sign-in of the same account (another browser): its cookie and access token. */
  async function signIn(email: string, password: string) {
    const response = await api(context.app, 'POST', '/api/auth/login', { body: { email, password } });
    expect(response.status).toBe(200);
    return { cookie: cookieFrom(response.headers), token: response.body.access_token as string };
  }

  /** An attacker's copy: a sign-in whose first refresh token was just rotated (still inside the two-tabs grace). */
  async function stolenSignIn(email: string, password: string) {
    const stolen = await signIn(email, password);
    const rotated = await api(context.app, 'POST', '/api/auth/refresh', { cookie: stolen.cookie });
    expect(rotated.status).toBe(200);
    return { retired: stolen.cookie, token: rotated.body.access_token as string };
  }

  const refresh = (cookie: string) => api(context.app, 'POST', '/api/auth/refresh', { cookie });
  const me = (token: string) => api(context.app, 'GET', '/api/auth/me', { token });

  describe('a refresh token rotated seconds ago', () => {
    it('stops working once the password is changed from another sign-in', async () => {
      const user = await registerUser(context.app);
      const attacker = await stolenSignIn(user.email, user.password);
      const owner = await signIn(user.email, user.password);
      const changed = await api(context.app, 'POST', '/api/auth/change-password', {
        token: owner.token,
        cookie: owner.cookie,
        body: { current_password: user.password, new_password: 'a-brand-new-password' },
      });
      expect(changed.status).toBe(200);
      expect((await refresh(attacker.retired)).status).toBe(401);
      // The owner's browser goes on, signed in afresh by the change.
      expect((await refresh(cookieFrom(changed.headers))).status).toBe(200);
    });

    it('stops working once the password is changed from the very sign-in it was rotated in (issue 43, item 3)', async () => {
      const user = await registerUser(context.app);
      // The owner's browser rotated its token a moment ago; a copy of the retired one is the thief's.
      const first = await signIn(user.email, user.password);
      const rotated = await refresh(first.cookie);
      expect(rotated.status).toBe(200);
      const changed = await api(context.app, 'POST', '/api/auth/change-password', {
        token: rotated.body.access_token,
        cookie: cookieFrom(rotated.headers),
        body: { current_password: user.password, new_password: 'a-brand-new-password' },
      });
      expect(changed.status).toBe(200);
      expect((await refresh(first.cookie)).status).toBe(401);
      // The sign-in the change was made in ended too: its cookie and access token are over, its sockets closed.
      expect((await refresh(cookieFrom(rotated.headers))).status).toBe(401);
      expect((await me(rotated.body.access_token)).status).toBe(401);
      // The browser that changed it holds a new sign-in.
      expect((await me(changed.body.access_token)).status).toBe(200);
      expect((await refresh(cookieFrom(changed.headers))).status).toBe(200);
    });

    it('stops working after "sign out everywhere"', async () => {
      const user = await registerUser(context.app);
      const attacker = await stolenSignIn(user.email, user.password);
      expect((await api(context.app, 'POST', '/api/auth/logout-all', { token: user.token })).status).toBe(204);
      expect((await refresh(attacker.retired)).status).toBe(401);
    });

    it('stops working after its own sign-out', async () => {
      const user = await registerUser(context.app);
      const session = await signIn(user.email, user.password);
      const rotated = await refresh(session.cookie);
      expect((await api(context.app, 'POST', '/api/auth/logout', { cookie: cookieFrom(rotated.headers) })).status).toBe(204);
      expect((await refresh(session.cookie)).status).toBe(401);
    });

    it('still serves a second tab of a live sign-in', async () => {
      const user = await registerUser(context.app);
      const first = await refresh(cookieFrom(user.response.headers));
      expect(first.status).toBe(200);
      const twin = await refresh(cookieFrom(user.response.headers));
      expect(twin.status).toBe(200);
      expect((await me(twin.body.access_token)).status).toBe(200);
    });
  });

  describe('an access token', () => {
    it('is refused once its sign-in is ended by "sign out everywhere"', async () => {
      const user = await registerUser(context.app);
      const other = await signIn(user.email, user.password);
      expect((await me(other.token)).status).toBe(200);
      expect((await api(context.app, 'POST', '/api/auth/logout-all', { token: user.token })).status).toBe(204);
      const refused = await me(other.token);
      expect(refused.status).toBe(401);
      expect(refused.body.detail).toBeTruthy();
      expect((await me(user.token)).status).toBe(401);
    });

    it('of another sign-in is refused after a password change, and the changing one goes on', async () => {
      const user = await registerUser(context.app);
      const other = await signIn(user.email, user.password);
      const changed = await api(context.app, 'POST', '/api/auth/change-password', {
        token: user.token,
        cookie: cookieFrom(user.response.headers),
        body: { current_password: user.password, new_password: 'another-new-password' },
      });
      expect(changed.status).toBe(200);
      expect((await me(other.token)).status).toBe(401);
      // The changing browser goes on with the access token the change answered (its old one ended with its old sign-in).
      expect((await me(changed.body.access_token)).status).toBe(200);
      expect((await me(user.token)).status).toBe(401);
    });

    it('is refused after its sign-out, while the account signs in again', async () => {
      const user = await registerUser(context.app);
      expect((await api(context.app, 'POST', '/api/auth/logout', { cookie: cookieFrom(user.response.headers) })).status).toBe(204);
      expect((await me(user.token)).status).toBe(401);
      expect((await me(await login(context.app, user.email, user.password))).status).toBe(200);
    });

    it('opens no socket as its user once its sign-in has ended', async () => {
      const user = await registerUser(context.app);
      expect((await api(context.app, 'POST', '/api/auth/logout', { cookie: cookieFrom(user.response.headers) })).status).toBe(204);
      const hello = await new Promise<{ user: unknown }>((resolve, reject) => {
        const socket = io(context.app.url, { auth: { token: user.token }, transports: ['websocket'], reconnection: false });
        sockets.push(socket);
        socket.once('hello', resolve);
        socket.once('connect_error', reject);
      });
      expect(hello.user).toBeNull();
    });
  });

  describe('a socket', () => {
    /** Counts the user's private pushes (`user.updated`) a socket receives. */
    function countPrivate(socket: Socket) {
      const seen = { count: 0 };
      socket.on('user.updated', () => seen.count++);
      return seen;
    }

    it(
      'stops receiving private pushes when its token expires, unless the page renews it',
      async () => {
        const user = await registerUser(context.app);
        // The admin's own token lasts no longer: each rename signs in afresh.
        const rename = async (full_name: string) =>
          api(context.app, 'PUT', `/api/admin/users/${user.user.id}`, { token: await login(context.app, ADMIN.email, ADMIN.password), body: { full_name } });

        const forgotten = await connectSocket(context.app.url, user.token);
        const renewed = await connectSocket(context.app.url, user.token);
        sockets.push(forgotten, renewed);
        const forgottenSaw = countPrivate(forgotten);
        const renewedSaw = countPrivate(renewed);
        const closed = new Promise<string>((resolve) => forgotten.once('disconnect', resolve));

        // Before expiry both get the user's pushes.
        const both = Promise.all([nextEvent(forgotten, 'user.updated'), nextEvent(renewed, 'user.updated')]);
        expect((await rename('Before expiry')).status).toBe(200);
        await both;

        // Halfway through the token's life the page refreshes and hands the renewed socket its new token.
        await new Promise((r) => setTimeout(r, (TTL_SECONDS / 2) * 1000));
        const refreshed = await refresh(cookieFrom(user.response.headers));
        expect(refreshed.status).toBe(200);
        expect(await renewed.timeout(3000).emitWithAck('auth.renew', { token: refreshed.body.access_token })).toEqual({ ok: true });
        // A token of someone else is no renewal.
        const stranger = await registerUser(context.app);
        expect(await renewed.timeout(3000).emitWithAck('auth.renew', { token: stranger.token })).toEqual({ ok: false });

        // The first token has expired: the socket that kept it is closed by the server.
        expect(await closed).toBe('io server disconnect');
        const before = forgottenSaw.count;
        const stillTold = nextEvent(renewed, 'user.updated');
        expect((await rename('After expiry')).status).toBe(200);
        await stillTold;
        await new Promise((r) => setTimeout(r, 300));
        expect(forgottenSaw.count).toBe(before);
        expect(renewedSaw.count).toBe(2);
        expect(renewed.connected).toBe(true);
      },
      3 * TTL_SECONDS * 1000,
    );

    it('cannot be renewed with the token of an ended sign-in', async () => {
      const user = await registerUser(context.app);
      const other = await signIn(user.email, user.password);
      const socket = await connectSocket(context.app.url, user.token);
      sockets.push(socket);
      expect((await api(context.app, 'POST', '/api/auth/logout', { cookie: other.cookie })).status).toBe(204);
      expect(await socket.timeout(3000).emitWithAck('auth.renew', { token: other.token })).toEqual({ ok: false });
    });

    it('of a visitor has nothing to renew', async () => {
      const user = await registerUser(context.app);
      const socket = await connectSocket(context.app.url);
      sockets.push(socket);
      expect(await socket.timeout(3000).emitWithAck('auth.renew', { token: user.token })).toEqual({ ok: false });
    });
  });
});
