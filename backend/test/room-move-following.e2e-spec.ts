// Moving a late room's following sessions (issue 47), on real PostgreSQL: organisers only; the sessions still to come
// today in that room move by N minutes as ordinary schedule moves (in the organiser's undo history, undone one by
// one), nothing else moves, the room's mark is lowered by what moved when the schedule is live and kept in release
// mode, where the moves wait for the release.
import { Clock } from '../src/common/clock.js';
import { api, registerUser, type TestApp, useAdminApp } from './harness.js';
import { Described } from './described.js';

describe('test/room-move-following.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  let clock: Clock;
  let described: Described;

  // 10:00 in Vienna on a day of its own.
  const NOW = Date.parse('2031-07-15T08:00:00Z');
  const at = (time: string, day = '2031-07-15') => new Date(`${day}T${time}:00.000Z`).toISOString();
  const ids: Record<string, number> = {};

  async function call(method: string, route: string, body?: unknown, token: string | undefined = context.admin) {
    const response = await api(app, method, route, { token, body });
    const path = route
      .replace(/\/api\/admin\/rooms\/[^/]+\//, '/api/admin/rooms/{room}/')
      .replace(/\/api\/rooms\/[^/]+\//, '/api/rooms/{room}/')
      .replace(/\/\d+(?=\/|$)/, '/{id}')
      .replace(/\?.*/, '');
    described.check(method, path, response.status, response.body);
    return response;
  }
  const moveFollowing = (room: string, body: unknown, token?: string) =>
    call('POST', `/api/admin/rooms/${encodeURIComponent(room)}/move-following`, body, token ?? context.admin);
  const mark = (room: string, minutes: number) => call('PUT', `/api/rooms/${encodeURIComponent(room)}/delay`, { minutes });

  async function session(title: string, room: string, start: string, end: string) {
    const created = await call('POST', '/api/admin/sessions', { title, startTime: start, endTime: end, room });
    expect(created.status).toBe(201);
    ids[title] = created.body.id as number;
  }
  /** Each session's [start, end] as stored. */
  async function times(...titles: string[]) {
    const rows = await app.database.prisma.session.findMany({ where: { id: { in: titles.map((t) => ids[t]) } } });
    return Object.fromEntries(titles.map((t) => [t, ((r) => [r.start_time.toISOString(), r.end_time.toISOString()])(rows.find((r) => r.id === ids[t])!)]));
  }

  beforeAll(async () => {
    app = context.app;
    described = await Described.load(app);
    clock = app.app.get(Clock);
    clock.shift(NOW - clock.now().getTime());
    await session('Done', 'Hall M', at('06:30'), at('07:30'));
    await session('Running', 'Hall M', at('07:30'), at('08:30'));
    await session('Next', 'Hall M', at('08:45'), at('09:30'));
    await session('Last', 'hall m', at('10:00'), at('11:00'));
    await session('Tomorrow', 'Hall M', at('08:45', '2031-07-16'), at('09:30', '2031-07-16'));
    await session('Elsewhere', 'Room N', at('08:45'), at('09:30'));
    await session('Over', 'Hall Z', at('06:00'), at('07:00'));
  });
  afterAll(() => clock.reset());

  it('is for organisers only, not for the host who may mark the room late', async () => {
    const host = await registerUser(app);
    await app.database.prisma.session.update({ where: { id: ids.Next }, data: { host_user_id: host.user.id } });
    expect((await api(app, 'POST', '/api/admin/rooms/Hall%20M/move-following', { body: { minutes: 10 } })).status).toBe(401);
    const refused = await moveFollowing('Hall M', { minutes: 10 }, host.token);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBeTruthy();
    expect((await api(app, 'PUT', '/api/rooms/Hall%20M/delay', { token: host.token, body: { minutes: 0 } })).status).toBe(200);
  });

  it('refuses bad input with a detail', async () => {
    for (const body of [{ minutes: 0 }, { minutes: 181 }, { minutes: 2.5 }, { minutes: '10' }, {}, { minutes: [10] }]) {
      const res = await moveFollowing('Hall M', body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.detail).toBeTruthy();
    }
    expect((await moveFollowing('TBA', { minutes: 5 })).status).toBe(400);
    const nowhere = await moveFollowing('Nowhere', { minutes: 5 });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.detail).toBeTruthy();
    const over = await moveFollowing('Hall Z', { minutes: 5 });
    expect(over.status).toBe(409);
    expect(over.body.detail).toBe('No session is still to come in this room today');
  });

  it("moves the room's sessions still to come by N minutes and nothing else, lowers the mark, and undo puts them back", async () => {
    const before = await times('Done', 'Running', 'Next', 'Last', 'Tomorrow', 'Elsewhere');
    expect((await mark('Hall M', 15)).body.delay_minutes).toBe(15);

    const moved = await moveFollowing('hall m', { minutes: 10 });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({
      room: 'Hall M',
      day: '2031-07-15',
      // Live: the moved sessions carry 10 of the 15 minutes now.
      delay_minutes: 5,
      draft: false,
      moved: [
        { id: ids.Next, title: 'Next', start_time: at('08:55'), end_time: at('09:40') },
        { id: ids.Last, title: 'Last', start_time: at('10:10'), end_time: at('11:10') },
      ],
    });
    expect(await times('Done', 'Running', 'Next', 'Last', 'Tomorrow', 'Elsewhere')).toEqual({
      ...before,
      Next: [at('08:55'), at('09:40')],
      Last: [at('10:10'), at('11:10')],
    });
    const rooms = (await call('GET', '/api/room-delays')).body.rooms as { room: string; delay_minutes: number }[];
    expect(rooms.find((r) => r.room === 'Hall M')?.delay_minutes).toBe(5);

    // Each move is an ordinary move of the organiser's, audited and undone like a calendar drag.
    const history = (await call('GET', '/api/admin/schedule/history')).body as { undo: { id: number; label: string }[] };
    expect(history.undo.slice(0, 2).map((c) => c.label)).toEqual([expect.stringMatching(/^Move 'Last' to /), expect.stringMatching(/^Move 'Next' to /)]);
    const audited = await app.database.prisma.auditEntry.findMany({
      where: { entity: 'session', entity_id: { in: [String(ids.Next), String(ids.Last)] }, action: 'move' },
    });
    expect(audited).toHaveLength(2);
    for (const command of history.undo.slice(0, 2)) expect((await call('POST', '/api/admin/schedule/undo', { command_id: command.id })).status).toBe(200);
    expect(await times('Done', 'Running', 'Next', 'Last', 'Tomorrow', 'Elsewhere')).toEqual(before);
    await mark('Hall M', 0);
  });

  it('in release mode moves the draft, for the next release, and keeps the mark the public still needs', async () => {
    expect((await call('PUT', '/api/admin/schedule/mode', { mode: 'release' })).status).toBe(200);
    try {
      await mark('Hall M', 10);
      const moved = await moveFollowing('Hall M', { minutes: 10 });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ delay_minutes: 10, draft: true, moved: [{ id: ids.Next }, { id: ids.Last }] });
      const audited = await app.database.prisma.auditEntry.count({ where: { entity: 'session', entity_id: String(ids.Next), action: 'draft_move' } });
      expect(audited).toBe(1);
      const unreleased = (await call('GET', `/api/admin/sessions?ids=${ids.Next}`)).body[0] as { unreleased: string[] };
      expect(unreleased.unreleased.length).toBeGreaterThan(0);
    } finally {
      await mark('Hall M', 0);
      await call('PUT', '/api/admin/schedule/mode', { mode: 'live' });
    }
  });
});
