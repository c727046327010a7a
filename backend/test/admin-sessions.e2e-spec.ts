// Organisers' session routes: the spec's payload, speaker order, validation, and versions that refuse a stale edit.
import { api, connectSocket, nextEvent, registerUser, type TestApp, useAdminApp } from './harness.js';

describe('test/admin-sessions.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  let admin: string;
  beforeAll(() => ({ app, admin } = context));

  const base = {
    title: 'Panel',
    description: 'About things',
    type: 'panel',
    startTime: '2025-11-18T09:00:00Z',
    endTime: '2025-11-18T10:00:00Z',
    room: 'Room 1',
    capacity: 80,
  };

  it('creates a session with speakers in the given order and pushes the change', async () => {
    const [x, y, z] = await Promise.all(['X', 'Y', 'Z'].map((name) => app.database.prisma.speaker.create({ data: { name } })));
    // Admins' consoles are told which sessions to refetch (visitors get the records themselves: public-read-model spec).
    const socket = await connectSocket(app.url, admin);
    try {
      const changed = nextEvent<{ ids: number[]; versions: number[] }>(socket, 'sessions.changed');
      const created = await api(app, 'POST', '/api/admin/sessions', {
        token: admin,
        body: {
          ...base,
          speakers: [
            { id: z.id, display_order: 2 },
            { id: x.id, display_order: 0 },
            { id: y.id, display_order: 1 },
          ],
          speaker_ids: [z.id, x.id, y.id],
        },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ title: 'Panel', type: 'panel', room: 'Room 1', capacity: 80, status: 'scheduled', version: 1, duration: 60 });
      expect(created.body.speakers.map((s: { name: string; display_order: number }) => [s.name, s.display_order])).toEqual([
        ['X', 0],
        ['Y', 1],
        ['Z', 2],
      ]);
      // The version lets the console that made the edit recognise its own echo.
      expect(await changed).toEqual({ ids: [created.body.id], versions: [created.body.version] });
    } finally {
      socket.disconnect();
    }
    const fromIds = await api(app, 'POST', '/api/admin/sessions', { token: admin, body: { ...base, speaker_ids: [y.id, x.id] } });
    expect(fromIds.body.speakers.map((s: { name: string }) => s.name)).toEqual(['Y', 'X']);
  });

  it('refuses a stale edit with 409 and the current record, and accepts the current version', async () => {
    const created = (await api(app, 'POST', '/api/admin/sessions', { token: admin, body: base })).body;
    const first = await api(app, 'PUT', `/api/admin/sessions/${created.id}`, { token: admin, body: { room: 'Room 2', version: 1 } });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const stale = await api(app, 'PUT', `/api/admin/sessions/${created.id}`, { token: admin, body: { room: 'Room 3', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe('This session was changed by someone else in the meantime');
    expect(stale.body.current).toMatchObject({ id: created.id, room: 'Room 2', version: 2 });
    const current = await api(app, 'PUT', `/api/admin/sessions/${created.id}`, { token: admin, body: { room: 'Room 3', version: 2 } });
    expect(current.body).toMatchObject({ room: 'Room 3', version: 3 });
  });

  it('lets two concurrent edits of one version through only once', async () => {
    const created = (await api(app, 'POST', '/api/admin/sessions', { token: admin, body: base })).body;
    const results = await Promise.all(
      ['Room A', 'Room B', 'Room C'].map((room) => api(app, 'PUT', `/api/admin/sessions/${created.id}`, { token: admin, body: { room, version: 1 } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('answers bad input with 400 naming the field, unknown ids with 404, and keeps attendees out', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['title', { title: '' }],
      ['startTime', { startTime: 'tomorrow' }],
      ['endTime', { endTime: '2025-11-18T08:00:00Z' }],
      ['capacity', { capacity: 0 }],
      ['capacity', { capacity: 'many' }],
      ['status', { status: 'postponed' }],
      ['type', { type: 'party' }],
      ['language', { language: 'fr' }],
      ['speakers', { speakers: [{ id: 999999, display_order: 0 }] }],
      ['speakers', { speakers: 'x' }],
      ['speaker_ids', { speaker_ids: Array.from({ length: 11 }, (_, i) => i + 1) }],
    ];
    for (const [field, change] of cases) {
      const response = await api(app, 'POST', '/api/admin/sessions', { token: admin, body: { ...base, ...change } });
      expect([field, response.status]).toEqual([field, 400]);
      expect(response.body.detail[0].loc[1]).toBe(field);
    }
    expect((await api(app, 'PUT', '/api/admin/sessions/424242', { token: admin, body: { room: 'x' } })).status).toBe(404);
    expect((await api(app, 'DELETE', '/api/admin/sessions/424242', { token: admin })).status).toBe(404);
    const user = await registerUser(app);
    expect((await api(app, 'POST', '/api/admin/sessions', { token: user.token, body: base })).status).toBe(403);
    expect((await api(app, 'POST', '/api/admin/sessions', { body: base })).status).toBe(401);
  });

  it('answers ?ids= with only those sessions as the full list shows them, refuses bad lists with 400 and keeps non-admins out', async () => {
    const room = 'Room ids';
    const a = (await api(app, 'POST', '/api/admin/sessions', { token: admin, body: { ...base, room, title: 'Ids A' } })).body;
    const b = (await api(app, 'POST', '/api/admin/sessions', { token: admin, body: { ...base, room, title: 'Ids B' } })).body;
    const gone = (await api(app, 'POST', '/api/admin/sessions', { token: admin, body: { ...base, room: 'Room gone', title: 'Ids gone' } })).body;
    expect((await api(app, 'DELETE', `/api/admin/sessions/${gone.id}`, { token: admin })).status).toBe(204);

    const some = await api(app, 'GET', `/api/admin/sessions?ids=${b.id},${a.id},${gone.id},${a.id}`, { token: admin });
    expect(some.status).toBe(200);
    // A removed session is left out; each one is what the full list says of it (its clash with the other included).
    const full = (await api(app, 'GET', '/api/admin/sessions', { token: admin })).body as { id: number }[];
    const byId = (list: { id: number }[]) => [...list].sort((x, y) => x.id - y.id);
    expect(byId(some.body)).toEqual(byId(full.filter((s) => s.id === a.id || s.id === b.id)));
    expect(some.body.find((s: { id: number }) => s.id === a.id).conflicts).toEqual([expect.objectContaining({ session_id: b.id, type: 'room' })]);

    for (const bad of ['', 'x', '1,,2', '0', '-3', '1.5', '99999999999', Array.from({ length: 201 }, (_, i) => i + 1).join(',')]) {
      const response = await api(app, 'GET', `/api/admin/sessions?ids=${bad}`, { token: admin });
      expect([bad.slice(0, 20), response.status]).toEqual([bad.slice(0, 20), 400]);
      expect(response.body.detail[0].loc).toEqual(['query', 'ids']);
    }
    const user = await registerUser(app);
    expect((await api(app, 'GET', `/api/admin/sessions?ids=${a.id}`, { token: user.token })).status).toBe(403);
    expect((await api(app, 'GET', `/api/admin/sessions?ids=${a.id}`)).status).toBe(401);
  });
});
