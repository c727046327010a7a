// What is pushed, and its delivery (issue 44): when the notice window of a saved session's change closes, each of
// the attendee's devices that asked for session changes gets the notice, decrypted by a real local push service as
// the phone would; a device that did not ask gets nothing; a push service that says the subscription has ended (410)
// has it removed; and two replicas sending at once still push each change to each device once.
import { useAdminApp, api, newSpeakerAccount, registerUser, startTestApp, type TestApp } from './harness.js';
import { startLocalPushService, startRecordingProxy, type LocalPushService, type RecordingProxy } from './push-service.js';
import { PushReminders } from '../src/push/push-reminders.js';
import { PrismaService } from '../src/prisma/database.js';

describe('test/push-delivery.e2e-spec.ts', () => {
  const env: Record<string, string> = { SESSION_NOTICE_WINDOW_SECONDS: '0.5' };
  let push: LocalPushService;
  let proxy: RecordingProxy;
  beforeAll(async () => {
    push = await startLocalPushService();
    proxy = await startRecordingProxy(push.origin);
    env.PUSH_SERVICE_ORIGINS = `${push.origin},${proxy.origin}`;
  });
  afterAll(async () => {
    await proxy?.stop();
    await push?.stop();
  });
  const context = useAdminApp(env);

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
    for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 100))) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() - started > 15_000) throw new Error(`not within 15 s: ${what} (${JSON.stringify(value)})`);
    }
  }

  async function newSession(title: string) {
    const created = await context.asAdmin('POST', '/api/admin/sessions', {
      title,
      description: 'x',
      startTime: '2025-11-17T09:00:00Z',
      endTime: '2025-11-17T10:00:00Z',
      room: 'Plenary Hall',
    });
    expect(created.status).toBe(201);
    return created.body.id as number;
  }

  /**
   * An attendee who saved `sessionId`, with a device subscribed (topics as given) and the handle to what reaches it;
   * `recorded` sends its pushes through the recording proxy.
   */
  async function attendeeWithDevice(app: TestApp, sessionId: number, topics?: string[], recorded = false) {
    const attendee = await registerUser(app);
    expect((await api(app, 'POST', `/api/user/schedule/${sessionId}`, { token: attendee.token })).status).toBe(200);
    const key = (await api(app, 'GET', '/api/push/key')).body.public_key as string;
    const device = await push.subscribe(key);
    const subscription = recorded ? proxy.through(device.subscription) : device.subscription;
    const subscribed = await api(app, 'POST', '/api/push/subscriptions', { token: attendee.token, body: { ...subscription, ...(topics && { topics }) } });
    expect(subscribed.status).toBe(201);
    return { ...attendee, ...device, subscription };
  }

  const holder = (s: { endpoint: string; keys: { auth: string } }) => ({ endpoint: s.endpoint, keys: { auth: s.keys.auth } });

  const received = async (clientHash: string) => (await push.received(clientHash)).map((m) => JSON.parse(m) as Record<string, string>);

  it("pushes a saved session's change to the devices that asked, once the notice window closes, and to no other", async () => {
    const sessionId = await newSession('Pushed keynote');
    const ann = await attendeeWithDevice(context.app, sessionId);
    const quiet = await attendeeWithDevice(context.app, sessionId, ['announcements']);

    expect((await context.asAdmin('PUT', `/api/admin/sessions/${sessionId}`, { room: 'Room 4' })).status).toBe(200);
    const [pushed] = await until(
      () => received(ann.clientHash),
      (m) => m.length > 0,
      'the push',
    );
    expect(pushed).toEqual({
      title: 'Session changed',
      body: "'Pushed keynote' is now in Room 4.",
      url: '/dashboard',
      tag: `session-${sessionId}`,
      session_id: sessionId,
    });

    // The notice went out once: nothing more comes, and the device that asked only for announcements got nothing.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await received(ann.clientHash)).toHaveLength(1);
    expect(await received(quiet.clientHash)).toEqual([]);
  });

  it("pushes a starred session's change to an anonymous device, in its language, opening the session's page", async () => {
    const sessionId = await newSession('Starred talk');
    const key = (await api(context.app, 'GET', '/api/push/key')).body.public_key as string;
    const device = await push.subscribe(key);
    expect(
      (await api(context.app, 'POST', '/api/push/subscriptions', { body: { ...device.subscription, language: 'de', session_ids: [sessionId] } })).status,
    ).toBe(201);
    const other = await push.subscribe(key);
    expect((await api(context.app, 'POST', '/api/push/subscriptions', { body: { ...other.subscription, session_ids: [] } })).status).toBe(201);

    expect((await context.asAdmin('PUT', `/api/admin/sessions/${sessionId}`, { status: 'cancelled' })).status).toBe(200);
    const [pushed] = await until(
      () => received(device.clientHash),
      (m) => m.length > 0,
      'the anonymous push',
    );
    expect(pushed).toEqual({
      title: 'Session abgesagt',
      body: expect.stringContaining('Starred talk'),
      url: `/de/sessions/${sessionId}`,
      tag: `session-${sessionId}`,
      session_id: sessionId,
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await received(other.clientHash)).toEqual([]);
  });

  it('removes a device whose push service says its subscription has ended (410)', async () => {
    const sessionId = await newSession('Gone talk');
    const ann = await attendeeWithDevice(context.app, sessionId);
    await push.expire(ann.clientHash);
    expect((await context.asAdmin('PUT', `/api/admin/sessions/${sessionId}`, { room: 'Room 9' })).status).toBe(200);
    await until(
      async () => (await api(context.app, 'GET', '/api/push/devices', { token: ann.token })).body.devices.length,
      (count) => count === 0,
      'the ended subscription removed',
    );
  });

  it("pushes a speaker's decision to their devices that asked for decisions, in their language", async () => {
    const email = `pushed-speaker-${Date.now()}@test.example`;
    const speaker = await newSpeakerAccount(context.app, email);
    expect((await api(context.app, 'PUT', '/api/user/profile', { token: speaker.token, body: { language: 'de' } })).status).toBe(200);
    const key = (await api(context.app, 'GET', '/api/push/key')).body.public_key as string;
    const device = await push.subscribe(key);
    expect(
      (await api(context.app, 'POST', '/api/push/subscriptions', { token: speaker.token, body: { ...device.subscription, topics: ['decisions'] } })).status,
    ).toBe(201);

    const decided = await context.asAdmin('PATCH', `/cfp/submissions/${speaker.proposalId}/status`, { status: 'accepted' });
    expect(decided.status).toBe(200);
    const [pushed] = await until(
      () => received(device.clientHash),
      (m) => m.length > 0,
      'the decision pushed',
    );
    expect(pushed).toMatchObject({ title: 'Einreichung angenommen', url: '/de/speaker', tag: expect.stringMatching(/^notification-\d+$/) });
    expect(pushed.body).toContain('angenommen');
  });

  it('reminds each device once before a session it follows starts, at its own reminder time, and again only if it moves', async () => {
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const created = await context.asAdmin('POST', '/api/admin/sessions', {
      title: 'Reminded talk',
      description: 'x',
      startTime: inMinutes(8),
      endTime: inMinutes(50),
      room: 'Hall R',
    });
    expect(created.status).toBe(201);
    const sessionId = created.body.id as number;
    const key = (await api(context.app, 'GET', '/api/push/key')).body.public_key as string;
    const subscribe = async (body: object, token?: string) => {
      const device = await push.subscribe(key);
      expect((await api(context.app, 'POST', '/api/push/subscriptions', { token, body: { ...device.subscription, ...body } })).status).toBe(201);
      return device;
    };
    const attendee = await registerUser(context.app);
    await api(context.app, 'POST', `/api/user/schedule/${sessionId}`, { token: attendee.token });
    const tenMinutes = await subscribe({ topics: ['reminders'], reminder_minutes: 10 }, attendee.token);
    const fiveMinutes = await subscribe({ topics: ['reminders'], reminder_minutes: 5 }, attendee.token);
    const anonymous = await subscribe({ topics: ['reminders'], reminder_minutes: 15, language: 'de', session_ids: [sessionId] });
    const noReminders = await subscribe({ topics: ['session_changes'] }, attendee.token);
    // Through the recording proxy: the push service is told the reminder is urgent, and worthless once the talk starts.
    const recorded = await push.subscribe(key);
    const viaProxy = proxy.through(recorded.subscription);
    expect(
      (
        await api(context.app, 'POST', '/api/push/subscriptions', {
          body: { ...viaProxy, topics: ['reminders'], reminder_minutes: 15, session_ids: [sessionId] },
        })
      ).status,
    ).toBe(201);
    // A device that muted the session is not reminded of it.
    const muted = await subscribe({ topics: ['reminders'], reminder_minutes: 15, session_ids: [sessionId] });
    expect((await api(context.app, 'PUT', `/api/push/subscriptions/muted/${sessionId}`, { body: holder(muted.subscription) })).status).toBe(204);

    const reminders = context.app.app.get(PushReminders);
    // The reminders queued, per start time. The app's own planning pass (every 15 s) may have written some first.
    const queued = async () => {
      const rows = await context.app.app
        .get(PrismaService)
        .pushOutbox.findMany({ where: { key: { startsWith: `reminder:${sessionId}:` } }, select: { key: true } });
      return rows.reduce<Record<string, number>>((counts, { key }) => ({ ...counts, [key]: (counts[key] ?? 0) + 1 }), {});
    };
    await reminders.plan();
    expect(Object.values(await queued())).toEqual([3]);
    // Planned again: nothing new.
    expect(await reminders.plan()).toBe(0);
    const [reminder] = await until(
      () => received(tenMinutes.clientHash),
      (m) => m.length > 0,
      'the reminder',
    );
    expect(reminder).toEqual({
      title: 'Starts in 8 minutes',
      body: 'Reminded talk, in Hall R',
      url: `/sessions/${sessionId}`,
      tag: `reminder-${sessionId}`,
      session_id: sessionId,
    });
    const [german] = await until(
      () => received(anonymous.clientHash),
      (m) => m.length > 0,
      'the anonymous reminder',
    );
    expect(german).toMatchObject({ title: 'Beginnt in 8 Minuten', url: `/de/sessions/${sessionId}` });
    expect(await received(fiveMinutes.clientHash)).toEqual([]);
    expect(await received(noReminders.clientHash)).toEqual([]);
    await until(
      () => received(recorded.clientHash),
      (m) => m.length > 0,
      'the reminder through the proxy',
    );
    const [sent] = proxy.pushesTo(viaProxy.endpoint);
    expect(sent).toMatchObject({ urgency: 'high', topic: `reminder-${sessionId}`, contentEncoding: 'aes128gcm', answered: 201 });
    // Kept until the talk starts, about 8 minutes from now.
    expect(Number(sent.ttl)).toBeGreaterThan(7 * 60 - 30);
    expect(Number(sent.ttl)).toBeLessThanOrEqual(8 * 60);
    expect(await received(muted.clientHash)).toEqual([]);

    // Moved a little later: reminded again at the new time; cancelled: no reminder.
    expect((await context.asAdmin('PUT', `/api/admin/sessions/${sessionId}`, { startTime: inMinutes(9), endTime: inMinutes(50) })).status).toBe(200);
    await reminders.plan();
    expect(Object.values(await queued())).toEqual([3, 3]);
    expect(
      (await context.asAdmin('PUT', `/api/admin/sessions/${sessionId}`, { startTime: inMinutes(7), endTime: inMinutes(50), status: 'cancelled' })).status,
    ).toBe(200);
    await reminders.plan();
    expect(Object.values(await queued())).toEqual([3, 3]);
  });

  it('tells the push service how long to keep a change, how urgent it is and what it replaces, and tries again when it asks to wait (429)', async () => {
    const sessionId = await newSession('Headed talk');
    const ann = await attendeeWithDevice(context.app, sessionId, undefined, true);
    proxy.refuse(ann.subscription.endpoint, 1, 429, '1');
    expect((await context.asAdmin('PUT', `/api/admin/sessions/${sessionId}`, { room: 'Room 5' })).status).toBe(200);
    await until(
      () => received(ann.clientHash),
      (m) => m.length > 0,
      'the push after the 429',
    );
    const pushes = proxy.pushesTo(ann.subscription.endpoint);
    // Refused once, sent again after the second the push service asked for, and taken.
    expect(pushes.map((p) => p.answered)).toEqual([429, 201]);
    // A change of a session that is not about to start: kept a day, normal urgency, one per session on the service.
    for (const sent of pushes) expect(sent).toMatchObject({ urgency: 'normal', topic: `session-${sessionId}`, contentEncoding: 'aes128gcm' });
    // Kept a day from the change: the second try is told what is left of it.
    const [first, second] = pushes.map((p) => Number(p.ttl));
    expect(first).toBeGreaterThan(86_400 - 10);
    expect(first).toBeLessThanOrEqual(86_400);
    expect(second).toBeLessThanOrEqual(first);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await received(ann.clientHash)).toHaveLength(1);
  });

  it("does not push a session's changes to a device that muted it, and does again once unmuted", async () => {
    const sessionId = await newSession('Muted talk');
    const ann = await attendeeWithDevice(context.app, sessionId);
    // The same account's second device, which mutes the session from a notification.
    const key = (await api(context.app, 'GET', '/api/push/key')).body.public_key as string;
    const phone = await push.subscribe(key);
    expect((await api(context.app, 'POST', '/api/push/subscriptions', { token: ann.token, body: phone.subscription })).status).toBe(201);
    expect((await api(context.app, 'PUT', `/api/push/subscriptions/muted/${sessionId}`, { body: holder(phone.subscription) })).status).toBe(204);

    expect((await context.asAdmin('PUT', `/api/admin/sessions/${sessionId}`, { room: 'Room 6' })).status).toBe(200);
    await until(
      () => received(ann.clientHash),
      (m) => m.length > 0,
      'the push to the device that did not mute',
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await received(phone.clientHash)).toEqual([]);

    expect((await api(context.app, 'DELETE', `/api/push/subscriptions/muted/${sessionId}`, { body: holder(phone.subscription) })).status).toBe(204);
    expect((await context.asAdmin('PUT', `/api/admin/sessions/${sessionId}`, { room: 'Room 7' })).status).toBe(200);
    await until(
      () => received(phone.clientHash),
      (m) => m.length > 0,
      'the push once unmuted',
    );
  });

  // Last in the file: passport's strategies are one per process, so the replica's takes over the first app's sign-ins.
  it('pushes each change to each device once while two replicas send', async () => {
    const replica = await startTestApp({ ...env, DATABASE_URL: context.app.config.database.url });
    try {
      const sessionIds = [await newSession('Busy talk 1'), await newSession('Busy talk 2'), await newSession('Busy talk 3')];
      const devices = [];
      for (const sessionId of sessionIds) for (let i = 0; i < 4; i++) devices.push(await attendeeWithDevice(context.app, sessionId));
      for (const sessionId of sessionIds) expect((await context.asAdmin('PUT', `/api/admin/sessions/${sessionId}`, { room: 'Hall B' })).status).toBe(200);
      for (const device of devices)
        await until(
          () => received(device.clientHash),
          (m) => m.length > 0,
          'every device pushed',
        );
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await Promise.all(devices.map(async (d) => (await received(d.clientHash)).length))).toEqual(devices.map(() => 1));
    } finally {
      await replica.close();
    }
  });
});
