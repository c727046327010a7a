// Interest-aware rooms: organisers keep a capacity per room; each session in the admin API carries how many attendees
// saved it, and when that is more than its room holds, a flag with the larger rooms free for its whole time.
import type { Socket } from 'socket.io-client';
import { Described } from './described.js';
import { api, connectSocket, nextEvent, registerUser, type TestApp, useAdminApp } from './harness.js';

describe('test/room-interest.e2e-spec.ts', () => {
  const context = useAdminApp();
  const { asAdmin } = context;
  let app: TestApp;
  let described: Described;
  let attendees: { token: string }[];

  beforeAll(async () => {
    app = context.app;
    described = await Described.load(app);
    attendees = await Promise.all([0, 1, 2, 3].map(() => registerUser(app)));
  });

  /** A room's stream and place on a map (issue 47), none set here. */
  const NOTHING_ELSE = { stream_url: null, map_id: null, map_x: null, map_y: null };
  let day = 0;
  /** Each test gets its own day and its own rooms, so no test sees another's sessions or capacities. */
  function nextDay() {
    day += 1;
    const date = new Date(Date.UTC(2031, 2, day));
    return { at: (hhmm: string) => `${date.toISOString().slice(0, 10)}T${hhmm}:00.000Z`, room: (name: string) => `${name} ${day}` };
  }

  async function session(body: Record<string, unknown>) {
    const response = await asAdmin('POST', '/api/admin/sessions', { title: 'Talk', type: 'talk', ...body });
    expect(response.status).toBe(201);
    return response.body as { id: number; version: number };
  }

  async function setCapacities(rooms: { name: string; capacity: number | null }[]) {
    const response = await asAdmin('PUT', '/api/admin/rooms', { rooms });
    expect(response.status).toBe(200);
    described.check('PUT', '/api/admin/rooms', 200, response.body);
    return response.body as { name: string; capacity: number | null; sessions: number }[];
  }

  async function adminSession(id: number) {
    const response = await asAdmin('GET', '/api/admin/sessions');
    described.check('GET', '/api/admin/sessions', 200, response.body);
    return (response.body as { id: number; saved_count: number; room_capacity: number | null; interest: unknown; version: number }[]).find((s) => s.id === id)!;
  }

  const save = (who: { token: string }, id: number) => api(app, 'POST', `/api/user/schedule/${id}`, { token: who.token });
  const unsave = (who: { token: string }, id: number) => api(app, 'DELETE', `/api/user/schedule/${id}`, { token: who.token });

  describe('room capacities', () => {
    it('lists every room sessions use (one per name whatever its case) and those with a capacity, never TBA', async () => {
      const { at, room } = nextDay();
      await session({ startTime: at('09:00'), endTime: at('10:00'), room: room('Blue Room') });
      await session({ startTime: at('11:00'), endTime: at('12:00'), room: `  ${room('blue room')} ` });
      await session({ startTime: at('13:00'), endTime: at('14:00'), room: room('Blue Room'), status: 'cancelled' });
      await session({ startTime: at('09:00'), endTime: at('10:00') });
      const listed = await asAdmin('GET', '/api/admin/rooms');
      expect(listed.status).toBe(200);
      described.check('GET', '/api/admin/rooms', 200, listed.body);
      expect(listed.body).toContainEqual({ name: room('Blue Room'), capacity: null, sessions: 3, ...NOTHING_ELSE });
      expect(listed.body.filter((r: { name: string }) => r.name.toLowerCase() === room('blue room'))).toHaveLength(1);
      expect(listed.body.some((r: { name: string }) => r.name.toLowerCase() === 'tba')).toBe(false);

      // Set for a room in use (matched whatever the case) and for one no session uses yet.
      const after = await setCapacities([
        { name: room('BLUE ROOM'), capacity: 40 },
        { name: room('Annex'), capacity: 12 },
      ]);
      expect(after).toContainEqual({ name: room('BLUE ROOM'), capacity: 40, sessions: 3, ...NOTHING_ELSE });
      expect(after).toContainEqual({ name: room('Annex'), capacity: 12, sessions: 0, ...NOTHING_ELSE });
      expect((await asAdmin('GET', '/api/admin/rooms')).body).toEqual(after);

      // A room left out keeps its capacity; null clears one, and a room nothing uses then leaves the list.
      const cleared = await setCapacities([{ name: room('annex'), capacity: null }]);
      expect(cleared.some((r) => r.name.toLowerCase() === room('annex'))).toBe(false);
      expect(cleared).toContainEqual({ name: room('BLUE ROOM'), capacity: 40, sessions: 3, ...NOTHING_ELSE });
      const unset = await setCapacities([{ name: room('Blue Room'), capacity: null }]);
      expect(unset).toContainEqual({ name: room('Blue Room'), capacity: null, sessions: 3, ...NOTHING_ELSE });

      const history = (await asAdmin('GET', '/api/admin/audit?entity=room')).body.entries as { action: string; summary: string }[];
      expect(history.filter((e) => e.summary.toLowerCase().includes(room('annex')))).toHaveLength(2);
      expect(history[0]).toMatchObject({ action: 'set_capacity', summary: `Room '${room('Blue Room')}'` });
    });

    it('refuses bad capacities and names with a 400 that says what is wrong', async () => {
      const { room } = nextDay();
      const cases: [unknown, string][] = [
        [{ rooms: [{ name: room('R'), capacity: 0 }] }, 'capacity must be at least 1'],
        [{ rooms: [{ name: room('R'), capacity: -3 }] }, 'capacity must be at least 1'],
        [{ rooms: [{ name: room('R'), capacity: 2.5 }] }, 'capacity must be a whole number, or null to clear it'],
        [{ rooms: [{ name: room('R'), capacity: '30' }] }, 'capacity must be a whole number, or null to clear it'],
        [{ rooms: [{ name: room('R') }] }, 'capacity must be a whole number, or null to clear it'],
        [{ rooms: [{ name: room('R'), capacity: 100_001 }] }, 'capacity must be at most 100000'],
        [{ rooms: [{ name: '  ', capacity: 10 }] }, 'name is required'],
        [{ rooms: [{ name: 'x'.repeat(101), capacity: 10 }] }, 'name must be shorter than or equal to 100 characters'],
        [{ rooms: [{ name: 'Hall\u0007A', capacity: 10 }] }, 'name must not contain control characters'],
        [{ rooms: [{ name: ' tba ', capacity: 10 }] }, "'tba' is not a room: it has no capacity"],
        [
          {
            rooms: [
              { name: room('Hall'), capacity: 10 },
              { name: ` ${room('HALL')} `, capacity: 20 },
            ],
          },
          `'${room('HALL')}' is named twice`,
        ],
        [{ rooms: [] }, 'rooms must name at least one room'],
        [{ rooms: 'Hall' }, 'rooms must be a list'],
        [{}, 'rooms must be a list'],
        [{ rooms: Array.from({ length: 201 }, (_, i) => ({ name: `R${i}`, capacity: 1 })) }, 'rooms must contain no more than 200 elements'],
      ];
      for (const [body, message] of cases) {
        const response = await asAdmin('PUT', '/api/admin/rooms', body);
        expect({ body, status: response.status }).toEqual({ body, status: 400 });
        expect(JSON.stringify(response.body.detail)).toContain(JSON.stringify(message).slice(1, -1));
      }
      // Nothing of a refused request was kept.
      expect((await asAdmin('GET', '/api/admin/rooms')).body.some((r: { name: string }) => r.name.startsWith(room('Hall')))).toBe(false);
      // A session's room is a room name too.
      const badRoom = await asAdmin('POST', '/api/admin/sessions', {
        title: 'T',
        startTime: '2031-01-01T09:00:00Z',
        endTime: '2031-01-01T10:00:00Z',
        room: 'A\u001bB',
      });
      expect(badRoom.status).toBe(400);
      expect(JSON.stringify(badRoom.body.detail)).toContain('room must not contain control characters');
    });

    it('is for organisers only', async () => {
      const body = { rooms: [{ name: 'Somewhere', capacity: 10 }] };
      expect((await api(app, 'GET', '/api/admin/rooms')).status).toBe(401);
      expect((await api(app, 'PUT', '/api/admin/rooms', { body })).status).toBe(401);
      expect((await api(app, 'GET', '/api/admin/rooms', { token: attendees[0].token })).status).toBe(403);
      expect((await api(app, 'PUT', '/api/admin/rooms', { token: attendees[0].token, body })).status).toBe(403);
      expect((await asAdmin('GET', '/api/admin/rooms')).body.some((r: { name: string }) => r.name === 'Somewhere')).toBe(false);
    });
  });

  describe('interest against room size', () => {
    it('counts the attendees who saved each session, once each', async () => {
      const { at, room } = nextDay();
      const talk = await session({ startTime: at('09:00'), endTime: at('10:00'), room: room('Hall') });
      expect((await adminSession(talk.id)).saved_count).toBe(0);
      await save(attendees[0], talk.id);
      await save(attendees[0], talk.id);
      await save(attendees[1], talk.id);
      expect((await adminSession(talk.id)).saved_count).toBe(2);
      await unsave(attendees[0], talk.id);
      expect((await adminSession(talk.id)).saved_count).toBe(1);
      // A merge from another device counts too.
      await api(app, 'POST', '/api/user/schedule/merge', { token: attendees[2].token, body: { session_ids: [talk.id, 987654] } });
      expect((await adminSession(talk.id)).saved_count).toBe(2);
    });

    it('flags a session while its savers outnumber its room, as savers and the capacity change', async () => {
      const { at, room } = nextDay();
      const talk = await session({ startTime: at('09:00'), endTime: at('10:00'), room: room('Small') });
      for (const who of attendees.slice(0, 3)) await save(who, talk.id);
      // No capacity known: a count, no flag.
      expect(await adminSession(talk.id)).toMatchObject({ saved_count: 3, room_capacity: null, interest: null });

      await setCapacities([{ name: room('Small'), capacity: 2 }]);
      expect(await adminSession(talk.id)).toMatchObject({ saved_count: 3, room_capacity: 2, interest: { saved: 3, capacity: 2, suggested_rooms: [] } });

      await unsave(attendees[2], talk.id);
      expect((await adminSession(talk.id)).interest).toBeNull();
      await save(attendees[3], talk.id);
      expect((await adminSession(talk.id)).interest).toMatchObject({ saved: 3, capacity: 2 });
      await setCapacities([{ name: room('Small'), capacity: 3 }]);
      expect(await adminSession(talk.id)).toMatchObject({ room_capacity: 3, interest: null });
      await setCapacities([{ name: room('Small'), capacity: 1 }]);

      // A cancelled session needs no room; the session's own capacity is left as it was set.
      const current = await adminSession(talk.id);
      const edited = await asAdmin('PUT', `/api/admin/sessions/${talk.id}`, { status: 'cancelled', version: current.version });
      expect(edited.status).toBe(200);
      described.check('PUT', '/api/admin/sessions/{id}', 200, edited.body);
      expect(edited.body).toMatchObject({ status: 'cancelled', saved_count: 3, room_capacity: 1, interest: null, capacity: null });
    });

    it('suggests larger rooms free for the whole session, smallest first, and moving there clears the flag', async () => {
      const { at, room } = nextDay();
      await setCapacities([
        { name: room('Small'), capacity: 2 },
        { name: room('Tiny'), capacity: 1 },
        { name: room('Studio'), capacity: 5 },
        { name: room('Busy Hall'), capacity: 300 },
        { name: room('Late Hall'), capacity: 250 },
        { name: room('Grand Hall'), capacity: 500 },
      ]);
      const talk = await session({ startTime: at('09:00'), endTime: at('10:00'), room: room('Small') });
      // The busy hall is taken for the talk's last half hour; the late hall only once the talk is over; a cancelled
      // session leaves the studio free.
      await session({ startTime: at('09:30'), endTime: at('11:00'), room: room('busy hall') });
      await session({ startTime: at('10:00'), endTime: at('11:00'), room: room('Late Hall') });
      await session({ startTime: at('09:00'), endTime: at('10:00'), room: room('Studio'), status: 'cancelled' });
      for (const who of attendees.slice(0, 3)) await save(who, talk.id);

      const flagged = await adminSession(talk.id);
      expect(flagged.interest).toEqual({
        saved: 3,
        capacity: 2,
        suggested_rooms: [
          { name: room('Studio'), capacity: 5 },
          { name: room('Late Hall'), capacity: 250 },
          { name: room('Grand Hall'), capacity: 500 },
        ],
      });

      // A stale edit's 409 carries the record with its interest too.
      const stale = await asAdmin('POST', `/api/admin/sessions/${talk.id}/move`, { room: room('Studio'), version: flagged.version + 5 });
      expect(stale.status).toBe(409);
      expect(stale.body.current).toMatchObject({ id: talk.id, saved_count: 3, interest: { saved: 3, capacity: 2 } });

      const moved = await asAdmin('POST', `/api/admin/sessions/${talk.id}/move`, { room: room('Studio'), version: flagged.version });
      expect(moved.status).toBe(200);
      described.check('POST', '/api/admin/sessions/{id}/move', 200, moved.body);
      expect(moved.body).toMatchObject({ room: room('Studio'), saved_count: 3, room_capacity: 5, interest: null });
    });
  });

  describe('live', () => {
    let adminSocket: Socket;
    let attendeeSocket: Socket;
    afterEach(() => {
      adminSocket?.disconnect();
      attendeeSocket?.disconnect();
    });

    it('tells organisers which sessions’ counts moved and which capacities changed, and attendees nothing of it', async () => {
      const { at, room } = nextDay();
      const talk = await session({ startTime: at('09:00'), endTime: at('10:00'), room: room('Hall') });
      adminSocket = await connectSocket(app.url, context.admin);
      attendeeSocket = await connectSocket(app.url, attendees[1].token);
      const seenByAttendee: string[] = [];
      attendeeSocket.onAny((event: string) => seenByAttendee.push(event));

      const saved = nextEvent<{ ids: number[] }>(adminSocket, 'sessions.interest');
      await save(attendees[0], talk.id);
      expect(await saved).toEqual({ ids: [talk.id] });
      const unsaved = nextEvent<{ ids: number[] }>(adminSocket, 'sessions.interest');
      await unsave(attendees[0], talk.id);
      expect(await unsaved).toEqual({ ids: [talk.id] });

      const capacity = nextEvent<{ names: string[] }>(adminSocket, 'rooms.changed');
      await setCapacities([{ name: room('Hall'), capacity: 80 }]);
      expect(await capacity).toEqual({ names: [room('Hall')] });

      // The attendee's own save comes after the others on the same connection: by then they would have had the pushes.
      const own = nextEvent(attendeeSocket, 'schedule.updated');
      await save(attendees[1], talk.id);
      await own;
      expect(seenByAttendee.filter((e) => e === 'sessions.interest' || e === 'rooms.changed')).toEqual([]);
    });
  });
});
