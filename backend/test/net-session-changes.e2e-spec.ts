// Net changes (issue 30, part 7): an organiser's change undone within the session-notice window, or any edits that
// end where they began, tell nobody (no notice in the app, no push, no mail) and leave no 'What changed' entry; edits
// that end somewhere new are told once and listed once, from where the session was to where it ended. Mail reaches a
// real SMTP server here.
import type { Socket } from 'socket.io-client';
import { api, connectSocket, newSpeakerAccount, nextEvent, proposalBody, registerUser, type TestApp } from './harness.js';
import { useAppWithMail, waitFor, type Smtp } from './smtp.js';

describe('test/net-session-changes.e2e-spec.ts', () => {
  // One connection, as the embedded database has: work that asks for a second one inside a transaction would hang here.
  // Each test's edits come back to back, well within the window: 3 s, as each edit's notices are written by the event
  // relay after its push to visitors, and on a CI machine running three test files at once (and another checkout's
  // tests) a cancellation and its undo were once delivered 1.5 s apart.
  const context = useAppWithMail({ SESSION_NOTICE_WINDOW_SECONDS: '3', DB_POOL_SIZE: '1' });
  let app: TestApp;
  let admin: string;
  let smtp: Smtp;
  beforeAll(() => ({ app, admin, smtp } = context));

  type Notice = { title: string; message: string; type: string; link: string };
  type Change = {
    id: number;
    session_id: number;
    kinds: string[];
    before: Record<string, string> | null;
    after: Record<string, string> | null;
    release: { name: string } | null;
  };
  const at = (hour: number) => `2025-11-17T${String(hour).padStart(2, '0')}:00:00.000Z`;
  const asAdmin = (method: string, route: string, body?: unknown) => api(app, method, route, { token: admin, body });

  async function newSession(title: string, body: object = {}) {
    const created = await asAdmin('POST', '/api/admin/sessions', { title, description: 'x', startTime: at(9), endTime: at(10), room: 'Plenary Hall', ...body });
    expect(created.status).toBe(201);
    return created.body.id as number;
  }
  const edit = async (id: number, body: object) => expect((await asAdmin('PUT', `/api/admin/sessions/${id}`, body)).status).toBe(200);
  const moveTo = (id: number, hour: number, room?: string) => edit(id, { startTime: at(hour), endTime: at(hour + 1), ...(room ? { room } : {}) });
  /** The organiser's last change, undone through the schedule editor's history. */
  async function undoLast() {
    const [last] = (await asAdmin('GET', '/api/admin/schedule/history')).body.undo;
    expect((await asAdmin('POST', '/api/admin/schedule/undo', { command_id: last.id })).status).toBe(200);
  }
  const save = async (token: string, ...ids: number[]) =>
    expect((await api(app, 'POST', '/api/user/schedule/merge', { token, body: { session_ids: ids } })).status).toBeLessThan(300);

  const changeNotices = async (token: string) =>
    ((await api(app, 'GET', '/api/notifications', { token })).body as Notice[]).filter((n) =>
      ['Session changed', 'Session cancelled', 'Schedule changes'].includes(n.title),
    );
  const changeMails = (email: string) =>
    smtp.received.filter((m) => m.to.includes(email) && /: (your session|changes to your|a saved session)/.test(m.subject));
  const mailLines = (email: string) => changeMails(email).flatMap((m) => m.text.split('\n').filter((line) => line.startsWith('- ')));
  /** Change mail written for the address, sent or not: it is written in the transaction that closes the notice. */
  const queuedMail = (email: string) => app.database.prisma.mailOutbox.count({ where: { to: email, template: 'session-changes' } });
  /** 'What changed' for one session, newest first. */
  const listed = async (sessionId: number) =>
    ((await api(app, 'GET', '/public/schedule/changes')).body.changes as Change[]).filter((c) => c.session_id === sessionId);
  /** Every notice the user's changes opened has closed (told or not): nothing more will come of them. */
  const windowClosed = (userId: number) =>
    waitFor(async () => {
      const notices = await app.database.prisma.sessionChangeNotice.findMany({ where: { user_id: userId } });
      return notices.length > 0 && notices.every((n) => n.mailed_at !== null) ? notices : undefined;
    });
  /** Counts the notification pushes a user's open page receives. */
  function pushesTo(socket: Socket) {
    let count = 0;
    socket.on('notification.created', () => (count += 1));
    socket.on('notification.updated', () => (count += 1));
    return () => count;
  }

  it("tells nobody of a move and its undo, and lists nothing in 'What changed'", async () => {
    const email = `net-speaker${Date.now()}@test.example`;
    const sam = await newSpeakerAccount(app, email, { proposal: proposalBody(email, { title: 'Moved and moved back' }) });
    expect((await asAdmin('PATCH', `/cfp/submissions/${sam.proposalId}/status`, { status: 'accepted' })).status).toBe(200);
    const movedBack = await newSession('Moved and moved back', { proposal_id: sam.proposalId });
    const movedForGood = await newSession('Moved for good');
    const ann = await registerUser(app);
    const ben = await registerUser(app);
    await save(ann.token, movedBack, movedForGood);
    await save(ben.token, movedBack);
    const benPage = await connectSocket(app.url, ben.token);
    const samPage = await connectSocket(app.url, sam.token);
    const annPage = await connectSocket(app.url, ann.token);
    const toBen = pushesTo(benPage);
    const toSam = pushesTo(samPage);
    try {
      const told = nextEvent<Notice>(annPage, 'notification.created', 10_000);
      await moveTo(movedBack, 13, 'Room 4');
      expect(await listed(movedBack)).toHaveLength(1);
      await undoLast();
      // The entry the move made is gone with its undo.
      expect(await listed(movedBack)).toEqual([]);
      // In the same window another of Ann's sessions moves for good: her notice, when it comes, says only that.
      await edit(movedForGood, { room: 'Room 2' });
      expect(await told).toMatchObject({ title: 'Session changed', message: "'Moved for good' is now in Room 2." });
      await windowClosed(ben.user.id);
      await windowClosed(sam.user.id);
    } finally {
      for (const socket of [benPage, samPage, annPage]) socket.disconnect();
    }
    expect(toBen()).toBe(0);
    expect(toSam()).toBe(0);
    expect(await changeNotices(ben.token)).toEqual([]);
    expect(await changeNotices(sam.token)).toEqual([]);
    expect(await queuedMail(ben.email)).toBe(0);
    expect(await queuedMail(email)).toBe(0);
    expect(await changeNotices(ann.token)).toHaveLength(1);
    await waitFor(() => changeMails(ann.email)[0]);
    expect(mailLines(ann.email)).toEqual(["- 'Moved for good' is now in Room 2."]);
    expect(changeMails(ben.email)).toEqual([]);
    expect(changeMails(email)).toEqual([]);
    expect((await listed(movedForGood)).map((c) => c.kinds)).toEqual([['room']]);
  });

  it('tells nobody of edits by hand that end where they began, a cancellation taken back included', async () => {
    const wandering = await newSession('Wandering talk');
    const unsure = await newSession('Unsure talk');
    const cara = await registerUser(app);
    await save(cara.token, wandering, unsure);
    await moveTo(wandering, 11);
    await edit(wandering, { room: 'Room 7' });
    await moveTo(wandering, 9, 'Plenary Hall');
    await edit(unsure, { status: 'cancelled' });
    await edit(unsure, { status: 'scheduled' });
    expect(await listed(wandering)).toEqual([]);
    expect(await listed(unsure)).toEqual([]);
    await windowClosed(cara.user.id);
    expect(await changeNotices(cara.token)).toEqual([]);
    expect(await queuedMail(cara.email)).toBe(0);
  });

  it('tells once, from where a session was to where it ended, and lists that once', async () => {
    const travelling = await newSession('Travelling talk');
    const dan = await registerUser(app);
    await save(dan.token, travelling);
    const page = await connectSocket(app.url, dan.token);
    const pushes = pushesTo(page);
    try {
      const told = nextEvent<Notice>(page, 'notification.created', 10_000);
      await moveTo(travelling, 11, 'Room 2');
      await moveTo(travelling, 15, 'Room 3');
      // 15:00 UTC is 4:00 PM at the venue in Vienna.
      expect(await told).toMatchObject({
        title: 'Session changed',
        message: "'Travelling talk' now takes place Mon, Nov 17, 4:00 PM - 5:00 PM and is now in Room 3.",
      });
      await windowClosed(dan.user.id);
    } finally {
      page.disconnect();
    }
    expect(pushes()).toBe(1);
    expect(await changeNotices(dan.token)).toHaveLength(1);
    await waitFor(() => changeMails(dan.email)[0]);
    expect(mailLines(dan.email)).toEqual(["- 'Travelling talk' now takes place Mon, Nov 17, 4:00 PM - 5:00 PM and is now in Room 3."]);
    expect(await queuedMail(dan.email)).toBe(1);
    expect(await listed(travelling)).toEqual([
      expect.objectContaining({
        kinds: ['moved', 'room'],
        before: expect.objectContaining({ startTime: at(9), room: 'Plenary Hall' }),
        after: expect.objectContaining({ startTime: at(15), room: 'Room 3' }),
      }),
    ]);
  });

  it('says a cancellation or a removal that follows a move, from the slot the session had', async () => {
    const cancelled = await newSession('Moved, then cancelled');
    const removed = await newSession('Moved, then removed');
    const eva = await registerUser(app);
    await save(eva.token, cancelled, removed);
    await moveTo(cancelled, 12);
    await edit(cancelled, { status: 'cancelled' });
    await moveTo(removed, 14);
    expect((await asAdmin('DELETE', `/api/admin/sessions/${removed}`)).status).toBe(204);

    const [notice] = await waitFor(async () => {
      const notices = await changeNotices(eva.token);
      return notices.length > 0 ? notices : undefined;
    });
    expect(notice).toMatchObject({
      title: 'Schedule changes',
      type: 'warning',
      message: "'Moved, then cancelled' has been cancelled. 'Moved, then removed' was removed from the programme.",
    });
    expect(await listed(cancelled)).toEqual([
      expect.objectContaining({ kinds: ['moved', 'cancelled'], before: expect.objectContaining({ startTime: at(9), status: 'scheduled' }) }),
    ]);
    expect(await listed(removed)).toEqual([
      expect.objectContaining({ kinds: ['removed'], before: expect.objectContaining({ startTime: at(9) }), after: null }),
    ]);
    await windowClosed(eva.user.id);
    expect(await changeNotices(eva.token)).toHaveLength(1);
    expect(await queuedMail(eva.email)).toBe(1);
  });

  it('tells a move back made after the window closed, as its own change', async () => {
    const talk = await newSession('Moved back later');
    const finn = await registerUser(app);
    await save(finn.token, talk);
    await moveTo(talk, 11);
    await waitFor(async () => (await changeNotices(finn.token))[0]);
    await moveTo(talk, 9);
    const notices = await waitFor(async () => {
      const all = await changeNotices(finn.token);
      return all.length === 2 ? all : undefined;
    });
    expect(notices.map((n) => n.message).sort()).toEqual([
      "'Moved back later' now takes place Mon, Nov 17, 10:00 AM - 11:00 AM.",
      "'Moved back later' now takes place Mon, Nov 17, 12:00 PM - 1:00 PM.",
    ]);
    const entries = await listed(talk);
    expect(entries.map((c) => [c.before?.startTime, c.after?.startTime])).toEqual([
      [at(11), at(9)],
      [at(9), at(11)],
    ]);
  });

  describe('release mode', () => {
    beforeAll(async () => {
      expect((await asAdmin('PUT', '/api/admin/schedule/mode', { mode: 'release' })).status).toBe(200);
    });
    afterAll(async () => {
      await asAdmin('PUT', '/api/admin/schedule/mode', { mode: 'live' });
    });

    it("leaves a draft change and its undo out of the release's changelog, and lists the net change of the others", async () => {
      const back = await newSession('Drafted back and forth');
      const onward = await newSession('Drafted onward');
      expect((await asAdmin('POST', '/api/admin/schedule/releases', { name: 'Base' })).status).toBe(201);
      await moveTo(back, 11);
      await undoLast();
      await moveTo(onward, 11);
      await moveTo(onward, 13, 'Room 5');
      const draft = (await asAdmin('GET', '/api/admin/schedule/draft')).body;
      const mine = (draft.changes as Change[]).filter((c) => [back, onward].includes(c.session_id));
      expect(mine).toEqual([
        expect.objectContaining({
          session_id: onward,
          kinds: ['moved', 'room'],
          before: expect.objectContaining({ startTime: at(9), room: 'Plenary Hall' }),
          after: expect.objectContaining({ startTime: at(13), room: 'Room 5' }),
        }),
      ]);
      expect((await asAdmin('POST', '/api/admin/schedule/releases', { name: 'Onward' })).status).toBe(201);
      // 'What changed' lists the release's net change, under the release.
      const inRelease = async (id: number) => (await listed(id)).filter((c) => c.release?.name === 'Onward');
      expect(await inRelease(onward)).toEqual([expect.objectContaining({ kinds: ['moved', 'room'] })]);
      expect(await inRelease(back)).toEqual([]);
    });
  });
});
