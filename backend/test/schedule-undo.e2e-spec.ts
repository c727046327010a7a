// Undo and redo in the schedule editor: each organiser's own changes, as commands the server checks. A step applies
// only to a session still as the organiser's history left it; a change by someone else since is refused with 409 and
// the session as it is now, unless the organiser overwrites it or keeps it.
import { api, connectSocket, login, nextEvent, nextPublicChange, registerUser, type TestApp, upserts, useAdminApp } from './harness.js';
import { Described } from './described.js';

describe('test/schedule-undo.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  let described: Described;
  /** A second organiser. */
  let other: string;
  beforeAll(async () => {
    app = context.app;
    described = await Described.load(app);
    const second = await registerUser(app, { full_name: 'Second Organiser' });
    await app.database.prisma.user.update({ where: { id: second.user.id }, data: { is_admin: true } });
    other = await login(app, second.email, second.password);
  });

  /** A call checked against the API description (ids in the path as the description writes them). */
  async function call(token: string, method: string, route: string, body?: unknown) {
    const response = await api(app, method, route, { token, body });
    described.check(method, route.replace(/\/\d+(?=\/|$)/, '/{id}').replace(/\?.*/, ''), response.status, response.body);
    return response;
  }
  const asAdmin = (method: string, route: string, body?: unknown) => call(context.admin, method, route, body);
  const asOther = (method: string, route: string, body?: unknown) => call(other, method, route, body);

  const history = async (token = context.admin) => (await call(token, 'GET', '/api/admin/schedule/history')).body;
  const undo = (body: object, token = context.admin) => call(token, 'POST', '/api/admin/schedule/undo', body);
  const redo = (body: object, token = context.admin) => call(token, 'POST', '/api/admin/schedule/redo', body);
  /** The command on top of a stack. */
  const top = async (stack: 'undo' | 'redo', token = context.admin) => (await history(token))[stack][0];

  let day = 0;
  /** Each test gets its own day in January 2030 (Vienna is UTC+1 then). */
  function nextDay() {
    day += 1;
    const date = new Date(Date.UTC(2030, 0, day));
    return (hhmm: string) => `${date.toISOString().slice(0, 10)}T${hhmm}:00.000Z`;
  }

  async function session(at: (t: string) => string, title = 'Keynote') {
    const created = await asAdmin('POST', '/api/admin/sessions', { title, startTime: at('09:00'), endTime: at('10:00'), room: 'Hall A' });
    expect(created.status).toBe(201);
    return created.body as { id: number; version: number };
  }

  async function move(id: number, body: object, token = context.admin) {
    const current = (await call(token, 'GET', '/api/admin/sessions')).body.find((s: { id: number }) => s.id === id);
    const moved = await call(token, 'POST', `/api/admin/sessions/${id}/move`, { ...body, version: current.version });
    expect(moved.status).toBe(200);
    return moved.body;
  }

  const stored = (id: number) => app.database.prisma.session.findUniqueOrThrow({ where: { id } });
  const placed = async (id: number) => {
    const s = await stored(id);
    return [s.start_time.toISOString(), s.end_time.toISOString(), s.room];
  };

  describe('undo and redo', () => {
    it('undoes a move and redoes it, audited and pushed like any move, and a repeated undo of the same command changes nothing', async () => {
      const at = nextDay();
      const keynote = await session(at);
      await move(keynote.id, { startTime: at('11:00'), room: 'Hall B' });
      const { undo: stack, redo: none } = await history();
      expect(none).toEqual([]);
      expect(stack[0]).toMatchObject({
        kind: 'move',
        label: "Move 'Keynote' to 12:00 PM, Hall B",
        session_id: keynote.id,
        title: 'Keynote',
        before: { startTime: at('09:00'), endTime: at('10:00'), room: 'Hall A', status: 'scheduled' },
        after: { startTime: at('11:00'), endTime: at('12:00'), room: 'Hall B', status: 'scheduled' },
      });

      const socket = await connectSocket(app.url, context.admin);
      try {
        const pushed = nextEvent<{ ids: number[] }>(socket, 'sessions.changed');
        const undone = await undo({ command_id: stack[0].id });
        expect(undone.status).toBe(200);
        expect(undone.body.command).toMatchObject({ id: stack[0].id, label: "Move 'Keynote' to 12:00 PM, Hall B" });
        expect(undone.body.session).toMatchObject({ id: keynote.id, startTime: at('09:00'), endTime: at('10:00'), room: 'Hall A', version: 3 });
        expect(undone.body.history).toEqual({ undo: [], redo: [expect.objectContaining({ id: stack[0].id })] });
        expect((await pushed).ids).toEqual([keynote.id]);
      } finally {
        socket.disconnect();
      }
      expect(await placed(keynote.id)).toEqual([at('09:00'), at('10:00'), 'Hall A']);

      // The same command again (a double click): it is no longer on top, so nothing happens.
      const twice = await undo({ command_id: stack[0].id });
      expect(twice.status).toBe(409);
      expect(twice.body).toEqual({ detail: 'That change is no longer the next one to undo: your history changed in the meantime' });
      expect((await stored(keynote.id)).version).toBe(3);

      const redone = await redo({ command_id: stack[0].id });
      expect(redone.status).toBe(200);
      expect(redone.body.session).toMatchObject({ startTime: at('11:00'), endTime: at('12:00'), room: 'Hall B', version: 4 });
      expect(redone.body.history).toEqual({ undo: [expect.objectContaining({ id: stack[0].id })], redo: [] });

      const trail = (await asAdmin('GET', `/api/admin/audit?entity=session&entity_id=${keynote.id}`)).body.entries;
      expect(trail.map((e: { action: string }) => e.action)).toEqual(['redo', 'undo', 'move', 'create']);
      // 'What changed' lists the net change of the move, its undo and its redo (within the notice window): one entry.
      const changes = (await api(app, 'GET', '/public/schedule/changes')).body.changes.filter((c: { session_id: number }) => c.session_id === keynote.id);
      expect(changes).toEqual([
        expect.objectContaining({
          id: trail[0].id,
          kinds: ['moved', 'room'],
          before: expect.objectContaining({ startTime: at('09:00'), room: 'Hall A' }),
          after: expect.objectContaining({ startTime: at('11:00'), room: 'Hall B' }),
        }),
      ]);
    });

    it("takes a move's 'What changed' entry away when the move is undone within the notice window, on open pages too", async () => {
      const at = nextDay();
      const talk = await session(at, 'Undone talk');
      const visitor = await connectSocket(app.url);
      try {
        const listing = nextPublicChange(visitor, (d) => upserts(d, 'schedule-changes').length > 0);
        await move(talk.id, { startTime: at('14:00') });
        const [entry] = upserts(await listing, 'schedule-changes') as { id: number; session_id: number }[];
        expect(entry.session_id).toBe(talk.id);

        const unlisting = nextPublicChange(visitor, (d) => (d.collections['schedule-changes']?.remove ?? []).includes(entry.id));
        expect((await undo({ command_id: (await top('undo')).id })).status).toBe(200);
        expect(upserts(await unlisting, 'schedule-changes')).toEqual([]);
      } finally {
        visitor.disconnect();
      }
      const changes = (await api(app, 'GET', '/public/schedule/changes')).body.changes as { session_id: number }[];
      expect(changes.filter((c) => c.session_id === talk.id)).toEqual([]);
    });

    it("steps back through several of one's own moves of a session, and forward again", async () => {
      const at = nextDay();
      const talk = await session(at, 'Talk');
      await move(talk.id, { startTime: at('10:00') });
      await move(talk.id, { room: 'Hall C' });
      await move(talk.id, { endTime: at('12:00') });
      expect((await history()).undo.slice(0, 3).map((c: { label: string }) => c.label)).toEqual([
        "Resize 'Talk' to 11:00 AM - 1:00 PM",
        "Move 'Talk' to Hall C",
        "Move 'Talk' to 11:00 AM, Hall A",
      ]);
      const seen: unknown[] = [];
      for (let i = 0; i < 3; i++) {
        expect((await undo({ command_id: (await top('undo')).id })).status).toBe(200);
        seen.push(await placed(talk.id));
      }
      expect(seen).toEqual([
        [at('10:00'), at('11:00'), 'Hall C'],
        [at('10:00'), at('11:00'), 'Hall A'],
        [at('09:00'), at('10:00'), 'Hall A'],
      ]);
      expect((await top('undo')).title).not.toBe('Talk');
      for (let i = 0; i < 3; i++) expect((await redo({ command_id: (await top('redo')).id })).status).toBe(200);
      expect(await placed(talk.id)).toEqual([at('10:00'), at('12:00'), 'Hall C']);
    });

    it("keeps each organiser's stack to their own changes", async () => {
      const at = nextDay();
      const mine = await session(at, 'Mine');
      const theirs = await session(at, 'Theirs');
      await move(mine.id, { startTime: at('13:00') });
      await move(theirs.id, { startTime: at('14:00') }, other);
      const [adminStack, otherStack] = [await history(), await history(other)];
      expect(adminStack.undo[0].title).toBe('Mine');
      expect(adminStack.undo.map((c: { title: string }) => c.title)).not.toContain('Theirs');
      expect(otherStack.undo.map((c: { title: string }) => c.title)).toEqual(['Theirs']);

      // Nobody steps another organiser's command.
      const foreign = await undo({ command_id: otherStack.undo[0].id });
      expect(foreign.status).toBe(404);
      expect(foreign.body.detail).toBe('That change is not in your history');
      expect(await placed(theirs.id)).toEqual([at('14:00'), at('15:00'), 'Hall A']);
    });

    it('a new change clears the redo stack', async () => {
      const at = nextDay();
      const talk = await session(at);
      await move(talk.id, { startTime: at('10:00') });
      const command = await top('undo');
      await undo({ command_id: command.id });
      expect((await history()).redo).toHaveLength(1);
      await move(talk.id, { room: 'Hall D' });
      expect((await history()).redo).toEqual([]);
      expect((await redo({ command_id: command.id })).status).toBe(404);
      expect(await placed(talk.id)).toEqual([at('09:00'), at('10:00'), 'Hall D']);
    });

    it("records the form's changes of time, room and status, and nothing for other fields", async () => {
      const at = nextDay();
      const talk = await session(at, 'Panel');
      const before = (await history()).undo.length;
      expect((await asAdmin('PUT', `/api/admin/sessions/${talk.id}`, { title: 'Panel', description: 'New words', version: 1 })).status).toBe(200);
      expect((await history()).undo).toHaveLength(before);
      expect((await asAdmin('PUT', `/api/admin/sessions/${talk.id}`, { status: 'cancelled', version: 2 })).status).toBe(200);
      const command = await top('undo');
      expect(command).toMatchObject({ kind: 'edit', label: "Mark 'Panel' cancelled" });
      expect((await undo({ command_id: command.id })).body.session).toMatchObject({ status: 'scheduled', description: 'New words' });
    });
  });

  describe('conflicts', () => {
    it('asks instead of overwriting a move someone else has since changed, and overwrites only when forced', async () => {
      const at = nextDay();
      const keynote = await session(at);
      await move(keynote.id, { startTime: at('11:00') });
      const command = await top('undo');
      const theirs = await move(keynote.id, { room: 'Hall Z' }, other);

      const refused = await undo({ command_id: command.id });
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe("'Keynote' was changed by someone else since your move");
      expect(refused.body.current).toMatchObject({ id: keynote.id, startTime: at('11:00'), room: 'Hall Z', version: theirs.version });
      expect((await stored(keynote.id)).version).toBe(theirs.version);
      expect((await top('undo')).id).toBe(command.id);

      const forced = await undo({ command_id: command.id, force: true });
      expect(forced.status).toBe(200);
      // Only what the move changed goes back: the other organiser's room stays.
      expect(forced.body.session).toMatchObject({ startTime: at('09:00'), endTime: at('10:00'), room: 'Hall Z' });
      expect(forced.body.history.redo[0].id).toBe(command.id);
    });

    it('keeps their change when asked to, and the command leaves the stack', async () => {
      const at = nextDay();
      const talk = await session(at, 'Contested');
      await move(talk.id, { startTime: at('10:00') });
      const earlier = await top('undo');
      await move(talk.id, { startTime: at('12:00') });
      const command = await top('undo');
      await move(talk.id, { startTime: at('15:00') }, other);
      expect((await undo({ command_id: command.id })).status).toBe(409);

      const kept = await undo({ command_id: command.id, keep_theirs: true });
      expect(kept.status).toBe(200);
      expect(kept.body.session).toMatchObject({ startTime: at('15:00') });
      expect(kept.body.history.undo[0].id).toBe(earlier.id);
      expect(kept.body.history.redo).toEqual([]);
      expect(await placed(talk.id)).toEqual([at('15:00'), at('16:00'), 'Hall A']);
      // The earlier move of the same session was overtaken by the other change too.
      expect((await undo({ command_id: earlier.id })).body.detail).toBe("'Contested' was changed by someone else since your move");
    });

    it('refuses a redo after someone else changed the session', async () => {
      const at = nextDay();
      const talk = await session(at);
      await move(talk.id, { startTime: at('10:00') });
      const command = await top('undo');
      await undo({ command_id: command.id });
      await move(talk.id, { startTime: at('16:00') }, other);
      const refused = await redo({ command_id: command.id });
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe("'Keynote' was changed by someone else since you undid your move");
      expect(refused.body.current).toMatchObject({ startTime: at('16:00') });
      expect(await placed(talk.id)).toEqual([at('16:00'), at('17:00'), 'Hall A']);
    });

    it("does not blame someone else for the organiser's own later edit", async () => {
      const at = nextDay();
      const talk = await session(at, 'Renamed');
      const moved = await move(talk.id, { startTime: at('10:00') });
      await asAdmin('PUT', `/api/admin/sessions/${talk.id}`, { title: 'Renamed again', version: moved.version });
      const refused = await undo({ command_id: (await top('undo')).id });
      expect(refused.body.detail).toBe("'Renamed again' was changed since your move");
    });

    it("cannot undo a deleted session's move: 410, and the next undo reaches the change before it", async () => {
      const at = nextDay();
      const kept = await session(at, 'Stays');
      const gone = await session(at, 'Goes');
      await move(kept.id, { startTime: at('13:00') });
      await move(gone.id, { startTime: at('14:00') });
      const command = await top('undo');
      expect((await asOther('DELETE', `/api/admin/sessions/${gone.id}`)).status).toBe(204);
      expect((await top('undo')).session_id).toBeNull();

      const refused = await undo({ command_id: command.id });
      expect(refused.status).toBe(410);
      expect(refused.body.detail).toBe("'Goes' was deleted, so your move cannot be undone");
      const next = await top('undo');
      expect(next.title).toBe('Stays');
      expect((await undo({ command_id: next.id })).status).toBe(200);
      expect(await placed(kept.id)).toEqual([at('09:00'), at('10:00'), 'Hall A']);
    });
  });

  describe('limits and refusals', () => {
    it('keeps the last 50 changes per organiser and shows the top 10', async () => {
      const at = nextDay();
      const busy = await session(at, 'Busy');
      const admin = await app.database.prisma.user.findUniqueOrThrow({ where: { email: 'admin@test.example' } });
      const { before, after } = await app.database.prisma.scheduleCommand.findFirstOrThrow({ where: { actor_id: admin.id } });
      // A long afternoon of editing, written directly; the next two moves push the oldest out.
      await app.database.prisma.scheduleCommand.createMany({
        data: Array.from({ length: 50 }, () => ({
          actor_id: admin.id,
          session_id: busy.id,
          title: 'Busy',
          kind: 'move',
          before: before!,
          after: after!,
          version: 1,
          base_version: 1,
        })),
      });
      const oldest = await app.database.prisma.scheduleCommand.findFirstOrThrow({ where: { actor_id: admin.id }, orderBy: { id: 'asc' } });
      await move(busy.id, { endTime: at('10:30') });
      await move(busy.id, { endTime: at('11:00') });
      expect((await history()).undo).toHaveLength(10);
      expect((await history()).undo[0].label).toBe("Resize 'Busy' to 10:00 AM - 12:00 PM");
      expect(await app.database.prisma.scheduleCommand.count({ where: { actor_id: admin.id } })).toBe(50);
      expect((await undo({ command_id: oldest.id })).status).toBe(404);
    });

    it('refuses bad bodies with 400 and a detail, and everyone but organisers', async () => {
      const cases: unknown[] = [{}, { command_id: 'one' }, { command_id: 0 }, { command_id: 2_147_483_648 }, { command_id: 1, force: 'yes' }, '[]'];
      for (const body of cases) {
        const response = await undo(body as object);
        expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
        expect(response.body.detail).toBeTruthy();
      }
      const both = await redo({ command_id: 1, force: true, keep_theirs: true });
      expect(both.status).toBe(400);
      expect(both.body.detail[0].msg).toBe('force and keep_theirs cannot both be true');
      const user = await registerUser(app);
      for (const [method, route] of [
        ['GET', '/api/admin/schedule/history'],
        ['POST', '/api/admin/schedule/undo'],
        ['POST', '/api/admin/schedule/redo'],
      ]) {
        expect((await api(app, method, route, { token: user.token, body: method === 'POST' ? { command_id: 1 } : undefined })).status).toBe(403);
        expect((await api(app, method, route, { body: method === 'POST' ? { command_id: 1 } : undefined })).status).toBe(401);
      }
    });
  });
});
