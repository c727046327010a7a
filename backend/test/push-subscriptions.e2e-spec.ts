// Web Push subscriptions (issue 44) against a real local push service that checks the VAPID signature and decrypts:
// a browser subscribes with or without a sign-in, its test notification arrives as sent, what it holds (endpoint and
// secret) lets it update or end its subscription, an account sees and removes only its own devices, and whatever is
// malformed or points anywhere but a push service is refused with a detail and stores nothing.
import { ADMIN, api, login, registerUser, startTestApp, useTestApp } from './harness.js';
import { startLocalPushService, type LocalPushService } from './push-service.js';

describe('test/push-subscriptions.e2e-spec.ts', () => {
  const env: Record<string, string> = {};
  let push: LocalPushService;
  beforeAll(async () => {
    push = await startLocalPushService();
    env.PUSH_SERVICE_ORIGINS = push.origin;
  });
  afterAll(() => push?.stop());
  const context = useTestApp(env);

  const publicKey = async () => (await api(context.app, 'GET', '/api/push/key')).body.public_key as string;
  const browser = async () => push.subscribe(await publicKey());
  const subscribe = (body: unknown, token?: string, headers?: Record<string, string>) =>
    api(context.app, 'POST', '/api/push/subscriptions', { body, token, headers });
  const holder = (s: { endpoint: string; keys: { auth: string } }) => ({ endpoint: s.endpoint, keys: { auth: s.keys.auth } });
  const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

  it('subscribes a device without a sign-in (201, then 200 when known), keeps its stars, and its test notification arrives decrypted', async () => {
    const { subscription, clientHash } = await browser();
    const created = await subscribe({ ...subscription, session_ids: [3, 1, 3] }, undefined, { 'user-agent': ANDROID_CHROME });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      endpoint: subscription.endpoint,
      browser: 'Chrome 131',
      system: 'Android 15',
      topics: ['session_changes', 'decisions', 'assignments', 'announcements'],
      reminder_minutes: null,
      language: 'en',
      session_ids: [3, 1],
    });
    const again = await subscribe({ ...subscription, topics: ['reminders', 'session_changes'], reminder_minutes: 10, language: 'de' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      id: created.body.id,
      topics: ['reminders', 'session_changes'],
      reminder_minutes: 10,
      language: 'de',
      session_ids: [3, 1],
    });

    expect((await api(context.app, 'PUT', '/api/push/subscriptions/sessions', { body: { ...holder(subscription), session_ids: [7] } })).status).toBe(204);
    expect((await subscribe(subscription)).body.session_ids).toEqual([7]);

    expect((await api(context.app, 'POST', '/api/push/test', { body: holder(subscription) })).status).toBe(204);
    const messages = (await push.received(clientHash)).map((m) => JSON.parse(m) as unknown);
    expect(messages).toEqual([{ title: 'Benachrichtigungen funktionieren', body: expect.any(String), url: '/de/dashboard', tag: 'test' }]);
  });

  it('belongs to the account signed in on it; an account lists and removes only its own devices', async () => {
    const ann = await registerUser(context.app);
    const bob = await registerUser(context.app);
    const { subscription } = await browser();
    const device = (await subscribe({ ...subscription, session_ids: [5] }, ann.token)).body;
    // An account's device follows the account's saved sessions, not stars of its own.
    expect(device.session_ids).toEqual([]);
    const stars = await api(context.app, 'PUT', '/api/push/subscriptions/sessions', { body: { ...holder(subscription), session_ids: [7] } });
    expect(stars.status).toBe(409);
    expect(stars.body.detail).toBe("This device follows its account's saved sessions");

    expect((await api(context.app, 'GET', '/api/push/devices', { token: ann.token })).body.devices.map((d: { id: number }) => d.id)).toEqual([device.id]);
    expect((await api(context.app, 'GET', '/api/push/devices', { token: bob.token })).body).toEqual({ devices: [] });
    expect((await api(context.app, 'DELETE', `/api/push/devices/${device.id}`, { token: bob.token })).status).toBe(404);
    expect((await api(context.app, 'GET', '/api/push/devices')).status).toBe(401);

    // Signed out on that browser, the device is no longer the account's.
    expect((await subscribe(subscription)).status).toBe(200);
    expect((await api(context.app, 'GET', '/api/push/devices', { token: ann.token })).body).toEqual({ devices: [] });
    const again = (await subscribe(subscription, ann.token)).body;
    expect((await api(context.app, 'DELETE', `/api/push/devices/${again.id}`, { token: ann.token })).status).toBe(204);
    expect((await api(context.app, 'GET', '/api/push/devices', { token: ann.token })).body).toEqual({ devices: [] });
  });

  it('is ended by whoever holds its secret, and by its push service (410): either way it is gone', async () => {
    const { subscription, clientHash } = await browser();
    await subscribe(subscription);
    const wrong = await api(context.app, 'DELETE', '/api/push/subscriptions', {
      body: { endpoint: subscription.endpoint, keys: { auth: 'AAAAAAAAAAAAAAAAAAAAAA' } },
    });
    expect(wrong.status).toBe(404);
    expect((await api(context.app, 'POST', '/api/push/test', { body: holder(subscription) })).status).toBe(204);
    expect((await api(context.app, 'DELETE', '/api/push/subscriptions', { body: holder(subscription) })).status).toBe(204);
    expect((await api(context.app, 'POST', '/api/push/test', { body: holder(subscription) })).status).toBe(404);

    // The browser unsubscribed: the push service answers 410, the subscription is removed.
    await subscribe(subscription);
    await push.expire(clientHash);
    const gone = await api(context.app, 'POST', '/api/push/test', { body: holder(subscription) });
    expect(gone.status).toBe(410);
    expect(gone.body.detail).toBe("This device's subscription has ended: turn notifications on again");
    expect((await api(context.app, 'POST', '/api/push/test', { body: holder(subscription) })).status).toBe(404);
  });

  it('mutes and unmutes one session for the device whose secret is shown', async () => {
    const { subscription } = await browser();
    expect((await subscribe(subscription)).body.muted_session_ids).toEqual([]);
    expect((await api(context.app, 'PUT', '/api/push/subscriptions/muted/12', { body: holder(subscription) })).status).toBe(204);
    expect((await api(context.app, 'PUT', '/api/push/subscriptions/muted/12', { body: holder(subscription) })).status).toBe(204);
    expect((await api(context.app, 'PUT', '/api/push/subscriptions/muted/30', { body: holder(subscription) })).status).toBe(204);
    expect((await subscribe(subscription)).body.muted_session_ids).toEqual([12, 30]);
    expect((await api(context.app, 'DELETE', '/api/push/subscriptions/muted/12', { body: holder(subscription) })).status).toBe(204);
    expect((await subscribe(subscription)).body.muted_session_ids).toEqual([30]);

    const stranger = await api(context.app, 'PUT', '/api/push/subscriptions/muted/40', {
      body: { endpoint: subscription.endpoint, keys: { auth: 'AAAAAAAAAAAAAAAAAAAAAA' } },
    });
    expect(stranger.status).toBe(404);
    const badId = await api(context.app, 'PUT', '/api/push/subscriptions/muted/abc', { body: holder(subscription) });
    expect(badId.status).toBe(404);
    expect(badId.body.detail).toBe('Not found');
    expect((await subscribe(subscription)).body.muted_session_ids).toEqual([30]);
  });

  it("hands a subscription the push service replaced to the new one: the account's, its choices and muted sessions, without a sign-in", async () => {
    const ann = await registerUser(context.app);
    const old = await browser();
    const first = (await subscribe({ ...old.subscription, topics: ['reminders', 'session_changes'], reminder_minutes: 5, language: 'de' }, ann.token)).body;
    expect((await api(context.app, 'PUT', '/api/push/subscriptions/muted/9', { body: holder(old.subscription) })).status).toBe(204);

    // The service worker posts the new subscription, naming the old one by what only it held: no sign-in there.
    const fresh = await browser();
    const replaced = await subscribe({ ...fresh.subscription, replaces: holder(old.subscription) });
    expect(replaced.status).toBe(201);
    expect(replaced.body).toMatchObject({ topics: ['reminders', 'session_changes'], reminder_minutes: 5, language: 'de', muted_session_ids: [9] });
    const devices = (await api(context.app, 'GET', '/api/push/devices', { token: ann.token })).body.devices as { id: number; endpoint: string }[];
    expect(devices.map((d) => d.endpoint)).toEqual([fresh.subscription.endpoint]);
    expect(devices[0].id).not.toBe(first.id);
    expect((await api(context.app, 'POST', '/api/push/test', { body: holder(old.subscription) })).status).toBe(404);
    expect((await api(context.app, 'POST', '/api/push/test', { body: holder(fresh.subscription) })).status).toBe(204);

    // Naming a subscription without its secret takes nothing over: the new one is a visitor's.
    const other = await browser();
    await subscribe(other.subscription, ann.token);
    const thief = await browser();
    const refused = await subscribe({
      ...thief.subscription,
      replaces: { endpoint: other.subscription.endpoint, keys: { auth: thief.subscription.keys.auth } },
    });
    expect(refused.status).toBe(201);
    expect(refused.body).toMatchObject({ topics: ['session_changes', 'decisions', 'assignments', 'announcements'], muted_session_ids: [] });
    expect((await api(context.app, 'GET', '/api/push/devices', { token: ann.token })).body.devices).toHaveLength(2);
  });

  it('refuses with a detail, and stores nothing, what is malformed or names anything but a push service', async () => {
    const { subscription } = await browser();
    const admin = await login(context.app, ADMIN.email, ADMIN.password);
    const before = (await api(context.app, 'GET', '/api/push/devices', { token: admin })).body.devices.length;
    const notOnTheCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const cases: [string, unknown, RegExp][] = [
      [
        'a web address that is no push service',
        { ...subscription, endpoint: 'https://evil.example/collect' },
        /endpoint must be the address of a browser's push service/,
      ],
      ['plain http', { ...subscription, endpoint: subscription.endpoint.replace('http://localhost', 'http://127.0.0.1') }, /endpoint/],
      ['a private address', { ...subscription, endpoint: 'https://10.0.0.7/push/abc' }, /endpoint/],
      ['the metadata address', { ...subscription, endpoint: 'http://169.254.169.254/latest/meta-data' }, /endpoint/],
      ['no endpoint', { keys: subscription.keys }, /endpoint/],
      ['a 100 KB key', { ...subscription, keys: { ...subscription.keys, p256dh: 'A'.repeat(100_000) } }, /keys\.p256dh/],
      ['a point off the curve', { ...subscription, keys: { ...subscription.keys, p256dh: notOnTheCurve } }, /keys\.p256dh/],
      ['a short secret', { ...subscription, keys: { ...subscription.keys, auth: 'abc' } }, /keys\.auth/],
      ['an unknown topic', { ...subscription, topics: ['gossip'] }, /topics must be one of/],
      ['a reminder time not offered', { ...subscription, reminder_minutes: 7 }, /reminder_minutes must be one of/],
      ['a language not offered', { ...subscription, language: 'fr' }, /language/],
    ];
    for (const [what, body, detail] of cases) {
      const response = await subscribe(body, admin);
      expect({ what, status: response.status }).toEqual({ what, status: 400 });
      expect(JSON.stringify(response.body.detail)).toMatch(detail);
    }
    const huge = await subscribe({ ...subscription, keys: { ...subscription.keys, p256dh: 'A'.repeat(1024 * 1024) } }, admin);
    expect(huge.status).toBe(413);
    expect((await api(context.app, 'GET', '/api/push/devices', { token: admin })).body.devices).toHaveLength(before);

    // Known with other keys: not taken over.
    await subscribe(subscription);
    const other = await browser();
    const takeover = await subscribe({ ...subscription, keys: other.subscription.keys });
    expect(takeover.status).toBe(409);
    expect((await api(context.app, 'POST', '/api/push/test', { body: holder(subscription) })).status).toBe(204);
  });

  it('publishes one VAPID public key, made once and kept in the database for every replica and restart', async () => {
    const key = await publicKey();
    const point = Buffer.from(key, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    // Another replica on the same database reads the same pair. Last in the file: passport's strategies are one per
    // process, so the replica's takes over the first app's sign-ins, and they fail once it has closed.
    const replica = await startTestApp({ DATABASE_URL: context.app.config.database.url, PUSH_SERVICE_ORIGINS: push.origin });
    try {
      expect((await api(replica, 'GET', '/api/push/key')).body).toEqual({ public_key: key });
    } finally {
      await replica.close();
    }
  });
});
