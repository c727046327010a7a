// Schedule releases as visitors, attendees and organisers see them: in live mode every edit is public at once; in
// release mode edits stay in a draft that no public answer, export, feed, push or notice shows, until an organiser
// releases it as a named version (pushed live, savers told once, listed under its release in 'What changed', kept
// browsable); switching back to live publishes the draft the same way.
import type { Socket } from 'socket.io-client';
import { Described } from './described.js';
import { ADMIN, api, connectSocket, nextEvent, nextPublicChange, registerUser, upserts, useAdminApp, type TestApp } from './harness.js';
import { waitFor } from './smtp.js';

describe('test/schedule-releases.e2e-spec.ts', () => {
  // A short notice window: each release starts a notice of its own, told when the window closes.
  const context = useAdminApp({ SESSION_NOTICE_WINDOW_SECONDS: '0.5' });
  let app: TestApp;
  let described: Described;
  beforeAll(async () => {
    app = context.app;
    described = await Described.load(app);
  });

  const asAdmin = (method: string, route: string, body?: unknown) => context.asAdmin(method, route, body);
  const at = (day: number, hour: number) => `2031-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

  async function newSession(title: string, day: number, hour: number, room = 'Hall A') {
    const created = await asAdmin('POST', '/api/admin/sessions', {
      title,
      description: 'About it',
      startTime: at(day, hour),
      endTime: at(day, hour + 1),
      room,
    });
    expect(created.status).toBe(201);
    return created.body as { id: number; version: number };
  }
  const move = async (id: number, day: number, hour: number) => {
    const current = (await asAdmin('GET', '/api/admin/sessions')).body.find((s: { id: number }) => s.id === id);
    const moved = await asAdmin('POST', `/api/admin/sessions/${id}/move`, { startTime: at(day, hour), version: current.version });
    expect(moved.status).toBe(200);
  };
  const setMode = async (mode: 'live' | 'release') => {
    const changed = await asAdmin('PUT', '/api/admin/schedule/mode', { mode });
    described.check('PUT', '/api/admin/schedule/mode', changed.status, changed.body);
    expect(changed.status).toBe(200);
    expect(changed.body.mode).toBe(mode);
    return changed.body.release as { number: number; name: string; change_count: number } | null;
  };
  const raw = (route: string, headers: Record<string, string> = {}) => fetch(`${app.url}${route}`, { headers });
  const publicSessions = async () =>
    (await api(app, 'GET', '/public/sessions')).body.sessions as { id: number; title: string; startTime: string; room: string }[];
  const publicOne = async (id: number) => (await publicSessions()).find((s) => s.id === id);
  const changes = async () => (await api(app, 'GET', '/public/schedule/changes')).body.changes as any[];
  const changeNotices = async (token: string) =>
    (await api(app, 'GET', '/api/notifications', { token })).body.filter(
      (n: { link: string; title: string }) => n.link === '/dashboard' && !n.title.startsWith('Welcome'),
    );

  /** Every public answer of the programme, by route, with its ETag (the ones the read model versions) and body. */
  const PUBLIC_ROUTES = ['/public/schedule', '/public/sessions', '/public/schedule.json', '/public/schedule/changes', '/public/site-flags'];
  async function publicState() {
    const state: Record<string, { etag: string | null; body: string }> = {};
    for (const route of PUBLIC_ROUTES) {
      const response = await raw(route);
      state[route] = { etag: response.headers.get('etag'), body: await response.text() };
    }
    // The calendar files carry a stamp of when they were made: compare their events only.
    state['/public/schedule.ics'] = { etag: (await raw('/public/schedule.ics')).headers.get('etag'), body: '' };
    return state;
  }
  const icsEvents = (ics: string) => ics.replace(/^DTSTAMP:.*$/gm, '');

  describe('live mode', () => {
    it('publishes every edit at once; What changed lists it without a release, and Release is refused', async () => {
      const s = await newSession('Live talk', 10, 9);
      await move(s.id, 10, 11);
      expect((await publicOne(s.id))?.startTime).toBe(at(10, 11));
      const [latest] = await changes();
      expect(latest).toMatchObject({ session_id: s.id, kinds: ['moved'], release: null, before: { title: 'Live talk', startTime: at(10, 9) } });

      const draft = await asAdmin('GET', '/api/admin/schedule/draft');
      described.check('GET', '/api/admin/schedule/draft', draft.status, draft.body);
      expect(draft.body).toEqual({ mode: 'live', latest: null, changes: [] });
      const refused = await asAdmin('POST', '/api/admin/schedule/releases', {});
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe('The schedule is in live mode: every edit is already public. Turn on release mode to publish versions.');
      expect((await api(app, 'GET', '/public/schedule/releases')).body).toEqual({ mode: 'live', releases: [] });
      expect((await asAdmin('PUT', '/api/admin/schedule/mode', { mode: 'live' })).body).toEqual({ mode: 'live', release: null });
      expect((await asAdmin('PUT', '/api/admin/schedule/mode', { mode: 'draft' })).status).toBe(400);
    });
  });

  describe('release mode', () => {
    let anna: Awaited<ReturnType<typeof registerUser>>;
    let moved: { id: number };
    let dropped: { id: number };
    let added: { id: number };
    let socket: Socket;
    let versionBefore: number;
    let before: Awaited<ReturnType<typeof publicState>>;

    beforeAll(async () => {
      moved = await newSession('Keynote on speech', 11, 9);
      dropped = await newSession('Panel on terms', 11, 13, 'Hall B');
      anna = await registerUser(app, { full_name: 'Anna Attendee' });
      await api(app, 'POST', '/api/user/schedule/merge', { token: anna.token, body: { session_ids: [moved.id, dropped.id] } });
      socket = await connectSocket(app.url);
    });
    afterAll(() => socket?.disconnect());

    it('starts with Version 1 of what is public, so the public site does not change', async () => {
      before = await publicState();
      expect(await setMode('release')).toMatchObject({ number: 1, name: 'Version 1', change_count: 0, changes: [] });
      const after = await publicState();
      for (const route of PUBLIC_ROUTES) expect({ route, ...after[route] }).toEqual({ route, ...before[route] });
      const list = await api(app, 'GET', '/public/schedule/releases');
      described.check('GET', '/public/schedule/releases', list.status, list.body);
      expect(list.body).toEqual({ mode: 'release', releases: [{ number: 1, name: 'Version 1', released_at: expect.any(String), change_count: 0 }] });
      const nothing = await asAdmin('POST', '/api/admin/schedule/releases', { name: 'Too soon' });
      expect(nothing.status).toBe(409);
      expect(nothing.body.detail).toBe('Nothing changed since Version 1: there is nothing to release.');
    });

    it('keeps draft edits out of every public answer, export, feed and push, and tells no attendee', async () => {
      before = await publicState();
      versionBefore = Number((await raw('/public/sessions')).headers.get('x-public-version'));
      const feedUrl = (await api(app, 'GET', '/api/user/calendar', { token: anna.token })).body.url.replace(/^.*\/calendar\//, '/calendar/');
      const feedBefore = icsEvents(await (await raw(feedUrl)).text());
      const sessionIcsBefore = icsEvents(await (await raw(`/public/sessions/${moved.id}/ics`)).text());

      await move(moved.id, 12, 14);
      added = await newSession('Workshop on corpora', 12, 9);
      expect((await asAdmin('DELETE', `/api/admin/sessions/${dropped.id}`)).status).toBe(204);

      // The organisers see the draft.
      const adminList = (await asAdmin('GET', '/api/admin/sessions')).body as { id: number; startTime: string }[];
      expect(adminList.find((s) => s.id === moved.id)?.startTime).toBe(at(12, 14));
      expect(adminList.map((s) => s.id)).not.toContain(dropped.id);
      expect(adminList.map((s) => s.id)).toContain(added.id);

      // Visitors do not: same bytes, same ETags (a conditional request is answered 304), nothing to catch up on.
      const after = await publicState();
      for (const route of PUBLIC_ROUTES) expect({ route, ...after[route] }).toEqual({ route, ...before[route] });
      expect(after['/public/schedule.ics'].etag).toBe(before['/public/schedule.ics'].etag);
      expect((await raw('/public/schedule', { 'if-none-match': before['/public/schedule'].etag! })).status).toBe(304);
      const catchUp = (await api(app, 'GET', `/public/changes?since=${versionBefore}`)).body;
      expect(catchUp.collections.sessions).toBeUndefined();
      expect(catchUp.collections['schedule-changes']).toBeUndefined();
      expect(icsEvents(await (await raw(`/public/sessions/${moved.id}/ics`)).text())).toBe(sessionIcsBefore);
      expect((await raw(`/public/sessions/${added.id}/ics`)).status).toBe(404);
      expect(icsEvents(await (await raw(feedUrl)).text())).toBe(feedBefore);

      // Attendees keep the released programme: their saved list, and nothing to save from the draft.
      expect((await api(app, 'GET', '/api/user/schedule', { token: anna.token })).body.session_ids).toEqual([moved.id, dropped.id]);
      expect((await api(app, 'POST', `/api/user/schedule/${added.id}`, { token: anna.token })).status).toBe(404);
      expect(await changeNotices(anna.token)).toEqual([]);

      // The draft preview shows what Release would publish.
      const draft = await asAdmin('GET', '/api/admin/schedule/draft');
      described.check('GET', '/api/admin/schedule/draft', draft.status, draft.body);
      expect(draft.body.mode).toBe('release');
      expect(draft.body.latest).toMatchObject({ number: 1, name: 'Version 1' });
      expect(draft.body.changes.map((c: { session_id: number; kinds: string[] }) => [c.session_id, c.kinds])).toEqual([
        [dropped.id, ['removed']],
        [added.id, ['added']],
        [moved.id, ['moved']],
      ]);
    });

    it('publishes the draft on release: pushed live, listed under the release, savers told once', async () => {
      const pushed = nextPublicChange(socket, (delta) => upserts(delta, 'sessions').length > 0);
      const announced = nextEvent<{ number: number; name: string }>(socket, 'schedule.released');
      const released = await asAdmin('POST', '/api/admin/schedule/releases', { name: '  Version 2  ' });
      described.check('POST', '/api/admin/schedule/releases', released.status, released.body);
      expect(released.status).toBe(201);
      expect(released.body).toMatchObject({ number: 2, name: 'Version 2', change_count: 3, released_by: ADMIN.email });
      expect(released.body.changes.find((c: { session_id: number }) => c.session_id === moved.id)).toEqual({
        session_id: moved.id,
        title: 'Keynote on speech',
        kinds: ['moved'],
        before: { title: 'Keynote on speech', startTime: at(11, 9), endTime: at(11, 10), room: 'Hall A', status: 'scheduled' },
        after: { title: 'Keynote on speech', startTime: at(12, 14), endTime: at(12, 15), room: 'Hall A', status: 'scheduled' },
      });

      expect(upserts(await pushed, 'sessions').map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([moved.id, added.id]));
      expect(await announced).toEqual({ number: 2, name: 'Version 2' });

      const shown = await publicSessions();
      expect(shown.find((s) => s.id === moved.id)?.startTime).toBe(at(12, 14));
      expect(shown.map((s) => s.id)).toContain(added.id);
      expect(shown.map((s) => s.id)).not.toContain(dropped.id);
      expect((await raw('/public/schedule', { 'if-none-match': before['/public/schedule'].etag! })).status).toBe(200);
      expect(await (await raw(`/public/sessions/${moved.id}/ics`)).text()).toContain('DTSTART:20310312T140000Z');
      expect(await (await raw('/public/schedule.ics')).text()).toContain('Workshop on corpora');

      const listed = await api(app, 'GET', '/public/schedule/changes');
      described.check('GET', '/public/schedule/changes', listed.status, listed.body);
      const ofRelease = listed.body.changes.filter((c: { release: { number: number } | null }) => c.release?.number === 2);
      expect(ofRelease.map((c: { session_id: number; kinds: string[] }) => [c.session_id, c.kinds])).toEqual(
        expect.arrayContaining([
          [moved.id, ['moved']],
          [added.id, ['added']],
          [dropped.id, ['removed']],
        ]),
      );
      expect(ofRelease[0]).toMatchObject({ release: { number: 2, name: 'Version 2', released_at: released.body.released_at }, at: released.body.released_at });
      // The draft edits themselves are never listed.
      expect(listed.body.changes.filter((c: { release: unknown; session_id: number }) => c.release === null && c.session_id === moved.id)).toEqual([]);

      // One notice for Anna, with a line for each of her sessions.
      await waitFor(async () => (await changeNotices(anna.token)).length > 0);
      const notices = await changeNotices(anna.token);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ title: 'Schedule changes', type: 'warning' });
      expect(notices[0].message).toContain("'Keynote on speech' now takes place Wed, Mar 12, 3:00 PM - 4:00 PM.");
      expect(notices[0].message).toContain("'Panel on terms' was removed from the programme.");
      expect((await api(app, 'GET', '/api/user/schedule', { token: anna.token })).body.session_ids).toEqual([moved.id]);

      const refused = await asAdmin('POST', '/api/admin/schedule/releases', {});
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe('Nothing changed since Version 2: there is nothing to release.');
    });

    it('names renames, cancellations, reinstatements, room and other changes, and keeps every release browsable', async () => {
      const other = await newSession('Talk on glossaries', 13, 9);
      await asAdmin('POST', '/api/admin/schedule/releases', {});
      const current = async (id: number) => (await asAdmin('GET', '/api/admin/sessions')).body.find((s: { id: number }) => s.id === id);
      await asAdmin('PUT', `/api/admin/sessions/${moved.id}`, { title: 'Opening keynote', room: 'Plenary', version: (await current(moved.id)).version });
      await asAdmin('PUT', `/api/admin/sessions/${added.id}`, { status: 'cancelled', version: (await current(added.id)).version });
      await asAdmin('PUT', `/api/admin/sessions/${other.id}`, { description: 'A new abstract', version: (await current(other.id)).version });
      const third = await asAdmin('POST', '/api/admin/schedule/releases', {});
      expect(third.body).toMatchObject({ number: 4, name: 'Version 4', change_count: 3 });
      // In programme order: the workshop (Mar 12, 9:00) before the keynote (Mar 12, 14:00).
      expect(third.body.changes.map((c: { session_id: number; kinds: string[] }) => [c.session_id, c.kinds])).toEqual([
        [added.id, ['cancelled']],
        [moved.id, ['room', 'renamed']],
        [other.id, ['details']],
      ]);
      await asAdmin('PUT', `/api/admin/sessions/${added.id}`, { status: 'scheduled', version: (await current(added.id)).version });
      const fifth = await asAdmin('POST', '/api/admin/schedule/releases', { name: 'Back on' });
      expect(fifth.body.changes).toEqual([expect.objectContaining({ session_id: added.id, kinds: ['reinstated'] })]);

      const list = (await api(app, 'GET', '/public/schedule/releases')).body.releases;
      expect(list.map((r: { number: number; name: string; change_count: number }) => [r.number, r.name, r.change_count])).toEqual([
        [5, 'Back on', 1],
        [4, 'Version 4', 3],
        [3, 'Version 3', 1],
        [2, 'Version 2', 3],
        [1, 'Version 1', 0],
      ]);
      const second = await api(app, 'GET', '/public/schedule/releases/2');
      described.check('GET', '/public/schedule/releases/{number}', second.status, second.body);
      expect(second.body).toMatchObject({ number: 2, name: 'Version 2', change_count: 3 });
      expect(second.body.programme.find((s: { id: number }) => s.id === moved.id)).toMatchObject({
        title: 'Keynote on speech',
        room: 'Hall A',
        startTime: at(12, 14),
      });
      expect(second.body.programme.map((s: { id: number }) => s.id)).not.toContain(other.id);
      expect((await api(app, 'GET', '/public/schedule/releases/99')).status).toBe(404);

      const history = await asAdmin('GET', '/api/admin/schedule/releases');
      described.check('GET', '/api/admin/schedule/releases', history.status, history.body);
      expect(history.body.map((r: { number: number }) => r.number)).toEqual([5, 4, 3, 2, 1]);
      expect(history.body[1]).toMatchObject({ released_by: ADMIN.email, changes: expect.any(Array) });
    });

    it('refuses a name that is not short text', async () => {
      await move(moved.id, 12, 16);
      for (const name of [42, 'x'.repeat(101), ['a']]) {
        const refused = await asAdmin('POST', '/api/admin/schedule/releases', { name });
        expect(refused.status).toBe(400);
        expect(refused.body.detail).toBeDefined();
      }
    });

    it('publishes the draft when switching back to live, then publishes edits at once again', async () => {
      // The earlier release's notice has gone out (its notice window closed): this release's change is told on its own,
      // not joined to that one's (changes within one window are told as their net change).
      await waitFor(async () => (await changeNotices(anna.token)).find((n: { message: string }) => n.message.includes('Plenary')));
      const pushed = nextPublicChange(socket, (delta) => upserts(delta, 'sessions').some((s: { id: number }) => s.id === moved.id));
      expect(await setMode('live')).toMatchObject({ number: 6, name: 'Version 6', change_count: 1 });
      expect((await api(app, 'GET', '/public/schedule/releases')).body.mode).toBe('live');
      expect((await publicOne(moved.id))?.startTime).toBe(at(12, 16));
      expect(upserts(await pushed, 'sessions').find((s: { id: number }) => s.id === moved.id).startTime).toBe(at(12, 16));
      const [latest] = (await api(app, 'GET', '/public/schedule/releases')).body.releases;
      expect(latest).toMatchObject({ number: 6, name: 'Version 6', change_count: 1 });
      const told = await waitFor(async () => (await changeNotices(anna.token)).find((n: { message: string }) => n.message.includes('5:00 PM')));
      expect(told?.message).toContain("'Opening keynote' now takes place Wed, Mar 12, 5:00 PM - 6:00 PM.");

      await move(moved.id, 12, 8);
      expect((await publicOne(moved.id))?.startTime).toBe(at(12, 8));
      const [newest] = await changes();
      expect(newest).toMatchObject({ session_id: moved.id, kinds: ['moved'], release: null });
      const refused = await asAdmin('POST', '/api/admin/schedule/releases', {});
      expect(refused.status).toBe(409);
    });
  });
});
