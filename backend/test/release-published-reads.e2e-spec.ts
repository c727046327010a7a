// In release mode attendees deal with the released programme everywhere: a session is rated as it was released (its
// time and status there, not the draft's; a session only in the draft cannot be rated at all). The release freezes
// the schedule, not the speakers' profiles: a renamed speaker shows on the released sessions at once, pushed to open
// pages, without a release, while a release browsed by number keeps the profiles as they were released.
import { attendee } from './attendees.js';
import { Described } from './described.js';
import { api, connectSocket, nextPublicChange, upserts, useAdminApp, type TestApp } from './harness.js';

describe('test/release-published-reads.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  let described: Described;
  beforeAll(async () => {
    app = context.app;
    described = await Described.load(app);
  });
  // Every test that turns release mode on puts the event back in live mode.
  afterEach(async () => {
    expect((await asAdmin('PUT', '/api/admin/schedule/mode', { mode: 'live' })).status).toBe(200);
  });

  const asAdmin = (method: string, route: string, body?: unknown) => context.asAdmin(method, route, body);
  const PAST = (hour: number) => `2025-11-18T${String(hour).padStart(2, '0')}:00:00.000Z`;
  const FUTURE = (hour: number) => `2099-11-18T${String(hour).padStart(2, '0')}:00:00.000Z`;

  async function newSession(title: string, start: string, end: string, speakerIds: number[] = []) {
    const created = await asAdmin('POST', '/api/admin/sessions', {
      title,
      startTime: start,
      endTime: end,
      room: 'Hall A',
      speakers: speakerIds.map((id) => ({ id })),
    });
    expect(created.status).toBe(201);
    return created.body.id as number;
  }
  const current = async (id: number) => (await asAdmin('GET', '/api/admin/sessions')).body.find((s: { id: number }) => s.id === id);
  async function edit(id: number, changes: Record<string, unknown>, route = `/api/admin/sessions/${id}`, method = 'PUT') {
    const edited = await asAdmin(method, route, { ...changes, version: (await current(id)).version });
    expect(edited.status).toBe(200);
  }
  const setMode = async (mode: 'live' | 'release') => expect((await asAdmin('PUT', '/api/admin/schedule/mode', { mode })).status).toBe(200);
  const rate = (token: string, id: number, rating = 4) => api(app, 'PUT', `/api/user/feedback/${id}`, { token, body: { rating } });

  type Speaker = { id: number; name: string; title: string; image: string | null; display_order: number };
  type Shown = { id: number; speakers: Speaker[] };
  const speakersOn = async (route: '/public/sessions' | '/public/schedule', id: number) => {
    const body = (await api(app, 'GET', route)).body as { sessions?: Shown[]; schedule?: Shown[] };
    return (body.sessions ?? body.schedule)!.find((s) => s.id === id)?.speakers.map((s) => s.name);
  };

  describe('rating in release mode', () => {
    it('goes by the released session: its end and status, and only sessions that are released', async () => {
      const ann = await attendee(app, { full_name: 'Ann Attendee' });
      const movedBack = await newSession('Released for 2099', FUTURE(9), FUTURE(10));
      const calledOff = await newSession('Held, then called off in the draft', PAST(9), PAST(10));
      await setMode('release');

      // The draft moves one session into the past and cancels the other; a third exists only in the draft.
      await edit(movedBack, { startTime: PAST(11) }, `/api/admin/sessions/${movedBack}/move`, 'POST');
      expect((await current(movedBack)).endTime).toBe(PAST(12));
      await edit(calledOff, { status: 'cancelled' });
      const draftOnly = await newSession('Only in the draft', PAST(13), PAST(14));

      // Attendees know the released programme: the first has not taken place, the second has, the third does not exist.
      const early = await rate(ann.token, movedBack);
      described.check('PUT', '/api/user/feedback/{sessionId}', early.status, early.body);
      expect(early.status).toBe(409);
      expect(early.body.detail).toBe('You can rate a session once it has ended');
      const held = await rate(ann.token, calledOff, 5);
      expect(held.status).toBe(200);
      expect(held.body).toMatchObject({ session_id: calledOff, rating: 5 });
      const unknown = await rate(ann.token, draftOnly);
      expect(unknown.status).toBe(404);
      expect(unknown.body.detail).toBe('Session not found');

      // Once released, the draft is what attendees know.
      expect((await asAdmin('POST', '/api/admin/schedule/releases', {})).status).toBe(201);
      expect((await rate(ann.token, movedBack)).status).toBe(200);
      const cancelled = await rate(ann.token, calledOff);
      expect(cancelled.status).toBe(409);
      expect(cancelled.body.detail).toBe('A cancelled session cannot be rated');
      expect((await rate(ann.token, draftOnly, 3)).status).toBe(200);
      expect((await api(app, 'GET', '/api/user/feedback', { token: ann.token })).body.map((f: { session_id: number }) => f.session_id)).toEqual(
        [movedBack, calledOff, draftOnly].sort((a, b) => a - b),
      );
    });
  });

  describe('speaker profiles in release mode', () => {
    it('shows a renamed speaker on the released sessions at once, pushed to open pages, with nothing to release', async () => {
      const created = await asAdmin('POST', '/api/admin/speakers', { name: 'Ada Byron', title: 'Analyst' });
      const second = await asAdmin('POST', '/api/admin/speakers', { name: 'Grace Hopper' });
      const [ada, grace] = [created.body.id as number, second.body.id as number];
      const talk = await newSession('Notes on the engine', FUTURE(11), FUTURE(12), [grace, ada]);
      await setMode('release');
      const released = (await api(app, 'GET', '/public/schedule/releases')).body.releases[0].number as number;

      const socket = await connectSocket(app.url);
      try {
        const pushed = nextPublicChange(socket, (delta) => upserts(delta, 'sessions').some((s: Shown) => s.id === talk));
        const renamed = await asAdmin('PUT', `/api/admin/speakers/${ada}`, { name: 'Ada Lovelace', title: 'Countess' });
        expect(renamed.status).toBe(200);

        // The anonymous page is told, with the session's speakers in their released order.
        const session = upserts(await pushed, 'sessions').find((s: Shown) => s.id === talk) as Shown;
        expect(session.speakers.map((s) => [s.id, s.name, s.title, s.display_order])).toEqual([
          [grace, 'Grace Hopper', '', 0],
          [ada, 'Ada Lovelace', 'Countess', 1],
        ]);
      } finally {
        socket.disconnect();
      }
      expect(await speakersOn('/public/sessions', talk)).toEqual(['Grace Hopper', 'Ada Lovelace']);
      expect(await speakersOn('/public/schedule', talk)).toEqual(['Grace Hopper', 'Ada Lovelace']);

      // A profile is no change for a release to publish; a release browsed by number shows it as released.
      const draft = await asAdmin('GET', '/api/admin/schedule/draft');
      expect(draft.body.changes).toEqual([]);
      expect((await asAdmin('POST', '/api/admin/schedule/releases', {})).status).toBe(409);
      const browsed = (await api(app, 'GET', `/public/schedule/releases/${released}`)).body.programme.find((s: Shown) => s.id === talk) as Shown;
      expect(browsed.speakers.map((s) => s.name)).toEqual(['Grace Hopper', 'Ada Byron']);

      // A speaker deleted or hidden since leaves the released session; the other stays where the release put them.
      expect((await asAdmin('DELETE', `/api/admin/speakers/${grace}`)).status).toBe(204);
      expect(await speakersOn('/public/sessions', talk)).toEqual(['Ada Lovelace']);
      expect((await asAdmin('PUT', `/api/admin/speakers/${ada}`, { display_on_public: false })).status).toBe(200);
      expect(await speakersOn('/public/sessions', talk)).toEqual([]);
    });
  });
});
