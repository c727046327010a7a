// An attendee's personal schedule: kept per user on the server, never another user's, never dangling; and the
// calendar files it feeds, read back with a real iCalendar parser.
import ICAL from 'ical.js';
import { api, connectSocket, nextEvent, registerUser, type TestApp, useAdminApp } from './harness.js';

describe('test/attendee-schedule.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  let admin: string;
  let sessionIds: number[];
  beforeAll(async () => {
    ({ app, admin } = context);
    sessionIds = [];
    const at = (hour: number) => `2025-11-18T${String(hour).padStart(2, '0')}:00:00Z`;
    for (const [title, hour] of [
      ['Morning talk', 8],
      ['Noon talk', 11],
      ['Afternoon talk', 13],
    ] as const) {
      const created = await api(app, 'POST', '/api/admin/sessions', {
        token: admin,
        body: { title, description: `${title} description`, startTime: at(hour), endTime: at(hour + 1), room: 'Room 2' },
      });
      expect(created.status).toBe(201);
      sessionIds.push(created.body.id);
    }
  });

  const events = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

  it('keeps each user’s saved sessions on the server, for that user only', async () => {
    const ann = await registerUser(app);
    const ben = await registerUser(app);
    const [a, b] = sessionIds;
    expect((await api(app, 'POST', `/api/user/schedule/${a}`, { token: ann.token })).body).toEqual({ session_ids: [a] });
    expect((await api(app, 'POST', `/api/user/schedule/${a}`, { token: ann.token })).body).toEqual({ session_ids: [a] });
    expect((await api(app, 'POST', `/api/user/schedule/${b}`, { token: ann.token })).body).toEqual({ session_ids: [a, b] });
    expect((await api(app, 'GET', '/api/user/schedule', { token: ann.token })).body).toEqual({ session_ids: [a, b] });
    expect((await api(app, 'GET', '/api/user/schedule', { token: ben.token })).body).toEqual({ session_ids: [] });
    expect((await api(app, 'DELETE', `/api/user/schedule/${a}`, { token: ann.token })).body).toEqual({ session_ids: [b] });

    expect((await api(app, 'GET', '/api/user/schedule')).status).toBe(401);
    expect((await api(app, 'POST', '/api/user/schedule/424242', { token: ann.token })).status).toBe(404);
    expect((await api(app, 'POST', '/api/user/schedule/abc', { token: ann.token })).status).toBe(404);
  });

  it('merges a browser’s local list on sign-in, ignoring sessions that no longer exist, and tells the user’s other pages', async () => {
    const ann = await registerUser(app);
    const [a, b, c] = sessionIds;
    await api(app, 'POST', `/api/user/schedule/${a}`, { token: ann.token });
    const socket = await connectSocket(app.url, ann.token);
    try {
      const pushed = nextEvent<{ session_ids: number[] }>(socket, 'schedule.updated');
      const merged = await api(app, 'POST', '/api/user/schedule/merge', { token: ann.token, body: { session_ids: [b, c, 999999, b] } });
      expect(merged.status).toBe(200);
      expect(merged.body).toEqual({ session_ids: [a, b, c] });
      expect(await pushed).toEqual({ session_ids: [a, b, c] });
    } finally {
      socket.disconnect();
    }
    for (const body of [{}, { session_ids: 'all' }, { session_ids: [1.5] }, { session_ids: [-1] }, { session_ids: Array(1001).fill(1) }]) {
      expect((await api(app, 'POST', '/api/user/schedule/merge', { token: ann.token, body })).status).toBe(400);
    }
  });

  it('drops a deleted session from every saved list', async () => {
    const ann = await registerUser(app);
    const doomed = await api(app, 'POST', '/api/admin/sessions', {
      token: admin,
      body: { title: 'Doomed', description: 'x', startTime: '2025-11-19T08:00:00Z', endTime: '2025-11-19T09:00:00Z' },
    });
    await api(app, 'POST', `/api/user/schedule/${doomed.body.id}`, { token: ann.token });
    expect((await api(app, 'DELETE', `/api/admin/sessions/${doomed.body.id}`, { token: admin })).status).toBe(204);
    expect((await api(app, 'GET', '/api/user/schedule', { token: ann.token })).body.session_ids).not.toContain(doomed.body.id);
  });

  it('serves a private, rotatable iCalendar feed of the saved sessions that follows their changes', async () => {
    const ann = await registerUser(app);
    const [a, b] = sessionIds;
    await api(app, 'POST', '/api/user/schedule/merge', { token: ann.token, body: { session_ids: [a, b] } });
    const links = (await api(app, 'GET', '/api/user/calendar', { token: ann.token })).body;
    expect(links.url).toMatch(/^http:\/\/.+\/calendar\/[\w-]{20,}\.ics$/);
    expect(links.webcal_url).toBe(links.url.replace('http:', 'webcal:'));
    expect((await api(app, 'GET', '/api/user/calendar', { token: ann.token })).body).toEqual(links);

    const feedPath = new URL(links.url).pathname;
    const first = await fetch(`${app.url}${feedPath}`);
    expect(first.headers.get('content-type')).toContain('text/calendar');
    const before = events(await first.text());
    expect(before.map((e) => e.summary)).toEqual(['Morning talk', 'Noon talk']);
    const uid = before[0].uid;
    expect(before[0].startDate.toJSDate().toISOString()).toBe('2025-11-18T08:00:00.000Z');

    const moved = await api(app, 'PUT', `/api/admin/sessions/${a}`, {
      token: admin,
      body: { startTime: '2025-11-18T15:00:00Z', endTime: '2025-11-18T16:00:00Z', room: 'Room 7' },
    });
    expect(moved.status).toBe(200);
    const after = events(await (await fetch(`${app.url}${feedPath}`)).text());
    const same = after.find((e) => e.uid === uid)!;
    expect(same.startDate.toJSDate().toISOString()).toBe('2025-11-18T15:00:00.000Z');
    expect(same.location).toBe('Room 7');
    expect(same.sequence).toBeGreaterThan(before[0].sequence);

    const rotated = (await api(app, 'POST', '/api/user/calendar/rotate', { token: ann.token })).body;
    expect(rotated.url).not.toBe(links.url);
    expect((await fetch(`${app.url}${feedPath}`)).status).toBe(404);
    expect((await fetch(`${app.url}${new URL(rotated.url).pathname}`)).status).toBe(200);
    expect((await fetch(`${app.url}/calendar/not-a-token.ics`)).status).toBe(404);
  });

  it('offers any session as an .ics download, cancelled ones marked cancelled', async () => {
    const [, , c] = sessionIds;
    await api(app, 'PUT', `/api/admin/sessions/${c}`, { token: admin, body: { status: 'cancelled' } });
    const response = await fetch(`${app.url}/public/sessions/${c}/ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="session-${c}.ics"`);
    const [event] = events(await response.text());
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.summary).toBe('Cancelled: Afternoon talk');
    expect((await fetch(`${app.url}/public/sessions/424242/ics`)).status).toBe(404);
  });
});
