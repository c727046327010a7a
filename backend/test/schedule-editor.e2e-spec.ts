// The collaborative schedule editor's server side: move commands, clashes, presence and the public change list.
import { ADMIN, api, connectSocket, login, nextEvent, nextPublicChange, registerUser, type TestApp, upserts, useAdminApp } from './harness.js';
import type { Socket } from 'socket.io-client';

describe('test/schedule-editor.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  let admin: string;
  beforeAll(() => ({ app, admin } = context));

  const { asAdmin } = context;
  let day = 0;
  /** Each test gets its own day, so clashes from other tests never interfere. */
  function nextDay() {
    day += 1;
    const date = new Date(Date.UTC(2030, 0, day));
    return (hhmm: string) => `${date.toISOString().slice(0, 10)}T${hhmm}:00.000Z`;
  }

  async function session(at: (t: string) => string, body: Record<string, unknown> = {}) {
    const response = await asAdmin('POST', '/api/admin/sessions', {
      title: 'Talk',
      description: 'd',
      type: 'talk',
      startTime: at('09:00'),
      endTime: at('10:00'),
      room: 'Hall A',
      ...body,
    });
    expect(response.status).toBe(201);
    return response.body;
  }

  describe('move commands', () => {
    it('moves to a new start keeping the duration, changes room, and resizes', async () => {
      const at = nextDay();
      const created = await session(at, { endTime: at('10:30') });
      const moved = await asAdmin('POST', `/api/admin/sessions/${created.id}/move`, { startTime: at('13:00'), room: 'Hall B', version: 1 });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ startTime: at('13:00'), endTime: at('14:30'), room: 'Hall B', version: 2 });
      const resized = await asAdmin('POST', `/api/admin/sessions/${created.id}/move`, { endTime: at('15:00'), version: 2 });
      expect(resized.body).toMatchObject({ startTime: at('13:00'), endTime: at('15:00'), version: 3 });
      const history = (await asAdmin('GET', `/api/admin/audit?entity=session&entity_id=${created.id}`)).body.entries;
      expect(history.map((e: { action: string }) => e.action)).toEqual(['move', 'move', 'create']);
      expect(history[1].changed_fields.sort()).toEqual(['endTime', 'room', 'startTime', 'time'].sort());
    });

    it('refuses a move based on a stale version with 409 and the current record', async () => {
      const at = nextDay();
      const created = await session(at);
      expect((await asAdmin('POST', `/api/admin/sessions/${created.id}/move`, { startTime: at('11:00'), version: 1 })).status).toBe(200);
      const stale = await asAdmin('POST', `/api/admin/sessions/${created.id}/move`, { startTime: at('12:00'), version: 1 });
      expect(stale.status).toBe(409);
      expect(stale.body.detail).toBe('This session was changed by someone else in the meantime');
      expect(stale.body.current).toMatchObject({ id: created.id, startTime: at('11:00'), version: 2, conflicts: [] });
    });

    it('answers bad moves with 4xx and a detail', async () => {
      const at = nextDay();
      const created = await session(at);
      const cases: [unknown, number][] = [
        [{ startTime: at('11:00') }, 400],
        [{ version: 1 }, 400],
        [{ startTime: 'noon', version: 1 }, 400],
        [{ endTime: at('08:00'), version: 1 }, 400],
        [{ room: '', version: 1 }, 400],
        [{ room: 'x'.repeat(101), version: 1 }, 400],
        ['[]', 400],
      ];
      for (const [body, status] of cases) {
        const response = await asAdmin('POST', `/api/admin/sessions/${created.id}/move`, body);
        expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), status]);
        expect(response.body.detail).toBeTruthy();
      }
      expect((await asAdmin('POST', '/api/admin/sessions/999999/move', { startTime: at('11:00'), version: 1 })).status).toBe(404);
      const user = await registerUser(app);
      expect((await api(app, 'POST', `/api/admin/sessions/${created.id}/move`, { token: user.token, body: { room: 'X', version: 1 } })).status).toBe(403);
      expect((await api(app, 'POST', `/api/admin/sessions/${created.id}/move`, { body: { room: 'X', version: 1 } })).status).toBe(401);
      expect((await asAdmin('GET', '/api/admin/sessions')).body.find((s: { id: number }) => s.id === created.id).version).toBe(1);
    });
  });

  describe('clashes', () => {
    it('flags a room used twice at once on both sessions, in the list and in the save response', async () => {
      const at = nextDay();
      const first = await session(at, { title: 'First' });
      const second = await session(at, { title: 'Second', startTime: at('09:30'), endTime: at('10:30'), room: ' hall a ' });
      expect(second.conflicts).toEqual([{ type: 'room', session_id: first.id, title: 'First' }]);
      const list = (await asAdmin('GET', '/api/admin/sessions')).body;
      const byId = (id: number) => list.find((s: { id: number }) => s.id === id);
      expect(byId(first.id).conflicts).toEqual([{ type: 'room', session_id: second.id, title: 'Second' }]);
      expect(byId(second.id).conflicts).toEqual([{ type: 'room', session_id: first.id, title: 'First' }]);

      // Back to back is not a clash; a cancelled session clashes with nothing.
      await asAdmin('POST', `/api/admin/sessions/${second.id}/move`, { startTime: at('10:00'), version: second.version });
      expect((await asAdmin('GET', '/api/admin/sessions')).body.find((s: { id: number }) => s.id === first.id).conflicts).toEqual([]);
      const third = await session(at, { title: 'Third', status: 'cancelled' });
      expect(third.conflicts).toEqual([]);
      const tba = await session(at, { title: 'Unplaced', room: 'TBA' });
      const tba2 = await session(at, { title: 'Unplaced too', room: 'TBA' });
      expect([tba.conflicts, tba2.conflicts]).toEqual([[], []]);
    });

    it('flags a speaker booked in two rooms at once, hidden speakers included', async () => {
      const at = nextDay();
      const speaker = await app.database.prisma.speaker.create({ data: { name: 'Busy Bee', display_on_public: false } });
      const a = await session(at, { title: 'Keynote', speaker_ids: [speaker.id] });
      const b = await session(at, { title: 'Panel', room: 'Hall B', startTime: at('09:45'), endTime: at('11:00'), speaker_ids: [speaker.id] });
      expect(b.conflicts).toEqual([{ type: 'speaker', session_id: a.id, title: 'Keynote', speaker_id: speaker.id, speaker_name: 'Busy Bee' }]);
      expect(b.speakers).toEqual([expect.objectContaining({ id: speaker.id, name: 'Busy Bee', display_on_public: false, display_order: 0 })]);

      const check = await asAdmin('POST', '/api/admin/sessions/conflicts', {
        startTime: at('09:30'),
        endTime: at('09:50'),
        room: 'Hall B',
        speaker_ids: [speaker.id],
      });
      expect(check.status).toBe(200);
      expect(check.body.conflicts).toEqual(
        expect.arrayContaining([
          { type: 'speaker', session_id: a.id, title: 'Keynote', speaker_id: speaker.id, speaker_name: 'Busy Bee' },
          { type: 'room', session_id: b.id, title: 'Panel' },
          { type: 'speaker', session_id: b.id, title: 'Panel', speaker_id: speaker.id, speaker_name: 'Busy Bee' },
        ]),
      );
      // Checking a session against the others leaves itself out.
      const self = await asAdmin('POST', '/api/admin/sessions/conflicts', {
        id: b.id,
        startTime: b.startTime,
        endTime: b.endTime,
        room: 'Hall B',
        speaker_ids: [],
      });
      expect(self.body.conflicts).toEqual([]);
      expect((await asAdmin('POST', '/api/admin/sessions/conflicts', { startTime: at('10:00'), endTime: at('09:00') })).status).toBe(400);
      expect((await asAdmin('POST', '/api/admin/sessions/conflicts', { startTime: 'x', endTime: at('09:00') })).status).toBe(400);
    });
  });

  describe('presence', () => {
    const join = (socket: Socket, area = 'schedule') => socket.emitWithAck('presence.join', { area });

    it('shows every admin on the schedule tab and what they are editing; attendees cannot join', async () => {
      const second = await registerUser(app, { full_name: 'Second Organiser' });
      await app.database.prisma.user.update({ where: { id: second.user.id }, data: { is_admin: true } });
      const secondToken = await login(app, second.email, second.password);
      const one = await connectSocket(app.url, admin);
      const two = await connectSocket(app.url, secondToken);
      const attendee = await connectSocket(app.url, (await registerUser(app)).token);
      try {
        expect(await join(one)).toEqual({ ok: true });
        const bothThere = nextEvent<{ editors: { name: string }[] }>(one, 'presence.state');
        expect(await join(two)).toEqual({ ok: true });
        expect((await bothThere).editors.map((e) => e.name).sort()).toEqual(['Administrator', 'Second Organiser'].sort());

        const editing = nextEvent<{ editors: { user_id: number; editing_session_id: number | null }[] }>(one, 'presence.state');
        expect(await two.emitWithAck('presence.editing', { session_id: 42 })).toEqual({ ok: true });
        expect((await editing).editors.find((e) => e.user_id === second.user.id)?.editing_session_id).toBe(42);

        expect(await join(attendee)).toEqual({ ok: false });
        expect(await join(one, 'payroll')).toEqual({ ok: false });
        expect(await one.emitWithAck('presence.editing', { session_id: 'drop table' })).toEqual({ ok: false });

        const left = nextEvent<{ editors: { user_id: number }[] }>(one, 'presence.state');
        two.disconnect();
        expect((await left).editors.map((e) => e.user_id)).not.toContain(second.user.id);
      } finally {
        one.disconnect();
        two.disconnect();
        attendee.disconnect();
      }
    });
  });

  describe("the public 'What changed' list", () => {
    it('lists moves, room changes, cancellations and removals, newest first, without who made them', async () => {
      const at = nextDay();
      const [moved, roomed, cancelled, removed] = [await session(at), await session(at), await session(at), await session(at)];
      await asAdmin('PUT', `/api/admin/sessions/${moved.id}`, { description: 'Only wording', version: 1 });
      await asAdmin('POST', `/api/admin/sessions/${moved.id}/move`, { startTime: at('11:00'), version: 2 });
      await asAdmin('PUT', `/api/admin/sessions/${roomed.id}`, { room: 'Hall C', version: 1 });
      await asAdmin('PUT', `/api/admin/sessions/${cancelled.id}`, { status: 'cancelled', version: 1 });
      await asAdmin('DELETE', `/api/admin/sessions/${removed.id}`);
      const response = await api(app, 'GET', '/public/schedule/changes');
      expect(response.status).toBe(200);
      const ids = [moved.id, roomed.id, cancelled.id, removed.id];
      const mine = response.body.changes.filter((c: { session_id: number }) => ids.includes(c.session_id));
      expect(mine.map((c: { session_id: number; kinds: string[] }) => [c.session_id, c.kinds])).toEqual([
        [removed.id, ['removed']],
        [cancelled.id, ['cancelled']],
        [roomed.id, ['room']],
        [moved.id, ['moved']],
      ]);
      expect(mine[3]).toMatchObject({
        title: 'Talk',
        before: { startTime: at('09:00'), endTime: at('10:00'), room: 'Hall A', status: 'scheduled' },
        after: { startTime: at('11:00'), endTime: at('12:00') },
      });
      expect(JSON.stringify(response.body)).not.toContain(ADMIN.email);
      expect((await api(app, 'GET', '/public/schedule/changes?limit=1')).body.changes).toHaveLength(1);
      expect((await api(app, 'GET', '/public/schedule/changes?limit=0')).status).toBe(400);
    });
  });

  it('pushes a move to open public pages', async () => {
    const at = nextDay();
    const s = await session(at);
    const socket = await connectSocket(app.url);
    try {
      const changed = nextPublicChange(socket, (d) => upserts(d, 'sessions').some((x) => x.id === s.id));
      await asAdmin('POST', `/api/admin/sessions/${s.id}/move`, { startTime: at('16:00'), version: 1 });
      const delta = await changed;
      expect(upserts(delta, 'sessions')).toEqual([expect.objectContaining({ id: s.id, startTime: new Date(at('16:00')).toISOString(), version: 2 })]);
      // The 'What changed' entry travels with it, so the page's list needs no request either.
      expect(upserts(delta, 'schedule-changes')).toEqual([expect.objectContaining({ session_id: s.id, kinds: ['moved'] })]);
    } finally {
      socket.disconnect();
    }
  });
});
