// Running late and what runs now (issue 47), on real PostgreSQL: who may mark a room, what a bad mark gets, that a
// mark from yesterday is no delay, /public/now with and without a delay, and the savers told once per mark.
import { createECDH, randomBytes } from 'node:crypto';
import { Clock } from '../src/common/clock.js';
import { api, connectSocket, nextPublicChange, registerUser, type TestApp, upserts, useAdminApp } from './harness.js';

describe('test/room-delays.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  let clock: Clock;
  const { asAdmin } = context;

  // 10:00 in Vienna (the fresh install's zone) on a day of its own.
  const NOW = Date.parse('2031-06-10T08:00:00Z');
  const at = (time: string, day = '2031-06-10') => new Date(`${day}T${time}:00Z`).toISOString();
  const ids: Record<string, number> = {};

  async function session(title: string, room: string, start: string, end: string) {
    const created = await asAdmin('POST', '/api/admin/sessions', { title, startTime: start, endTime: end, room });
    expect(created.status).toBe(201);
    return (ids[title] = created.body.id as number);
  }

  const mark = (room: string, body: unknown, token?: string) => api(app, 'PUT', `/api/rooms/${encodeURIComponent(room)}/delay`, { token, body });
  type RoomNow = { room: string; now: { id: number; title: string; speakers: string[] } | null; next: { id: number } | null; delay_minutes: number };
  const roomNow = async (room: string) => ((await api(app, 'GET', '/public/now')).body.rooms as RoomNow[]).find((r) => r.room === room);

  beforeAll(async () => {
    app = context.app;
    clock = app.app.get(Clock);
    clock.shift(NOW - clock.now().getTime());
    await session('Early', 'Hall A', at('06:30'), at('07:30'));
    await session('Running', 'Hall A', at('07:30'), at('08:30'));
    await session('After', 'Hall A', at('08:45'), at('09:30'));
    await session('Tomorrow', 'Hall A', at('08:00', '2031-06-11'), at('09:00', '2031-06-11'));
    await session('Elsewhere', 'Room B', at('07:00'), at('09:00'));
  });
  afterAll(() => clock.reset());

  it('lets organisers and the host of a session in the room today mark it, and nobody else', async () => {
    const host = await registerUser(app);
    const other = await registerUser(app);
    await app.database.prisma.session.update({ where: { id: ids.After }, data: { host_user_id: host.user.id } });

    expect((await mark('Hall A', { minutes: 5 })).status).toBe(401);
    const refused = await mark('Hall A', { minutes: 5 }, other.token);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBeTruthy();
    // The host's room only: another room is refused as well.
    expect((await mark('Room B', { minutes: 5 }, host.token)).status).toBe(403);
    const byHost = await mark('hall a', { minutes: 5 }, host.token);
    expect(byHost.status).toBe(200);
    expect(byHost.body).toEqual({ room: 'Hall A', day: '2031-06-10', delay_minutes: 5 });
    expect((await api(app, 'GET', '/api/room-delays', { token: host.token })).body).toEqual({
      day: '2031-06-10',
      rooms: [{ room: 'Hall A', day: '2031-06-10', delay_minutes: 5 }],
    });
    expect((await api(app, 'GET', '/api/room-delays', { token: other.token })).body.rooms).toEqual([]);
    const byAdmin = await mark('Hall A', { minutes: 0 }, context.admin);
    expect(byAdmin.body.delay_minutes).toBe(0);
    expect((await asAdmin('GET', '/api/room-delays')).body.rooms.map((r: { room: string }) => r.room)).toEqual(['Hall A', 'Room B']);
  });

  it('refuses bad marks with a detail', async () => {
    for (const body of [{ minutes: -5 }, { minutes: 181 }, { minutes: 2.5 }, { minutes: '10' }, {}, { minutes: [10] }]) {
      const res = await mark('Hall A', body, context.admin);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBeTruthy();
    }
    const nowhere = await mark('Nowhere', { minutes: 5 }, context.admin);
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.detail).toBeTruthy();
    expect((await mark('TBA', { minutes: 5 }, context.admin)).status).toBe(400);
  });

  it('says what runs now and next in each room, taking the delay into account', async () => {
    await mark('Hall A', { minutes: 0 }, context.admin);
    const onTime = await api(app, 'GET', '/public/now');
    expect(onTime.status).toBe(200);
    expect(onTime.headers.get('etag')).toBeTruthy();
    expect(Math.abs(Date.parse(onTime.body.generated_at) - NOW)).toBeLessThan(60_000);
    expect(onTime.body.rooms.map((r: RoomNow) => r.room)).toEqual(['Hall A', 'Room B']);
    expect(await roomNow('Hall A')).toMatchObject({ now: { id: ids.Running, title: 'Running', speakers: [] }, next: { id: ids.After }, delay_minutes: 0 });
    // Unchanged: the same ETag answers 304.
    const again = await api(app, 'GET', '/public/now', { headers: { 'if-none-match': onTime.headers.get('etag')! } });
    expect(again.status).toBe(304);

    // 20 minutes late: 'Running' is still on (it ends at 08:50 now), 'After' still next.
    await mark('Hall A', { minutes: 20 }, context.admin);
    expect(await roomNow('Hall A')).toMatchObject({ now: { id: ids.Running }, next: { id: ids.After }, delay_minutes: 20 });
    // 40 minutes late: 'Running' has not started (08:10), so it is next, and 'Early' (until 08:10) is still on.
    await mark('Hall A', { minutes: 40 }, context.admin);
    expect(await roomNow('Hall A')).toMatchObject({ now: { id: ids.Early }, next: { id: ids.Running }, delay_minutes: 40 });
    expect(await roomNow('Room B')).toMatchObject({ now: { id: ids.Elsewhere }, next: null, delay_minutes: 0 });
    const rooms = (await api(app, 'GET', '/public/rooms')).body.rooms;
    expect(rooms).toEqual([{ name: 'Hall A', stream_url: null, delay_day: '2031-06-10', delay_minutes: 40 }]);
  });

  it('pushes a mark to open pages as a public change', async () => {
    const visitor = await connectSocket(app.url);
    try {
      const pushed = nextPublicChange(visitor, (d) => upserts(d, 'rooms').length > 0);
      await mark('Room B', { minutes: 10 }, context.admin);
      expect(upserts(await pushed, 'rooms')[0].rooms).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Room B', delay_minutes: 10 })]));
    } finally {
      visitor.close();
    }
    await mark('Room B', { minutes: 0 }, context.admin);
  });

  it('tells those who saved a remaining session of the room once per change of mark, in the app and by push', async () => {
    const saver = await registerUser(app);
    const prisma = app.database.prisma;
    // Saved two of the room's sessions: told once, not twice.
    for (const id of [ids.Running, ids.After]) expect((await api(app, 'POST', `/api/user/schedule/${id}`, { token: saver.token })).status).toBeLessThan(300);
    const device = await prisma.pushSubscription.create({
      data: {
        endpoint: 'https://push.test.example/late',
        p256dh: createECDH('prime256v1').generateKeys('base64url'),
        auth: randomBytes(16).toString('base64url'),
        user_id: saver.user.id,
        topics: ['session_changes'],
      },
    });
    const told = async () =>
      ((await api(app, 'GET', '/api/notifications', { token: saver.token })).body as { title: string }[]).filter((n) => n.title.startsWith('Hall A'));

    await mark('Hall A', { minutes: 10 }, context.admin);
    expect((await told()).map((n) => n.title)).toEqual(['Hall A is running 10 min late']);
    expect(await prisma.pushOutbox.count({ where: { subscription_id: device.id } })).toBe(1);
    // The same mark again changes nothing and tells nobody.
    await mark('Hall A', { minutes: 10 }, context.admin);
    expect(await told()).toHaveLength(1);
    await mark('Hall A', { minutes: 0 }, context.admin);
    expect((await told()).map((n) => n.title)).toEqual(['Hall A is on time again', 'Hall A is running 10 min late']);
    expect(await prisma.pushOutbox.count({ where: { subscription_id: device.id } })).toBe(2);
  });

  it('forgets a mark at the end of its day: yesterday’s mark is no delay', async () => {
    await mark('Hall A', { minutes: 30 }, context.admin);
    expect((await roomNow('Hall A'))?.delay_minutes).toBe(30);
    clock.shift(86_400_000);
    try {
      expect(await roomNow('Hall A')).toMatchObject({ now: { id: ids.Tomorrow }, next: null, delay_minutes: 0 });
      expect((await asAdmin('GET', '/api/room-delays')).body).toEqual({ day: '2031-06-11', rooms: [{ room: 'Hall A', day: '2031-06-11', delay_minutes: 0 }] });
      // A mark today starts from on time.
      expect((await mark('Hall A', { minutes: 5 }, context.admin)).body).toEqual({ room: 'Hall A', day: '2031-06-11', delay_minutes: 5 });
    } finally {
      clock.shift(-86_400_000);
    }
  });
});
