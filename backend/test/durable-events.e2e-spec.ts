// Effects of a committed change survive what happens after the commit. The change's events are written in its
// transaction (the event outbox); the relay delivers them, retrying while a consumer fails, and each consumer records
// what it handled, so a crash at any point loses nothing and repeats nothing the user sees.
import { api, connectSocket, nextEvent, proposalBody, registerUser, type TestApp } from './harness.js';
import { useAppWithMail, waitFor, type Smtp } from './smtp.js';

describe('test/durable-events.e2e-spec.ts', () => {
  // One connection, as the embedded database has: work that asks for a second one inside a transaction would hang here.
  // A short session-notice window: a saver is told when it closes.
  const context = useAppWithMail({ DB_POOL_SIZE: '1', SESSION_NOTICE_WINDOW_SECONDS: '1' });
  let app: TestApp;
  let admin: string;
  let smtp: Smtp;
  beforeAll(() => ({ app, admin, smtp } = context));

  const sql = (text: string) => app.database.prisma.$executeRawUnsafe(text);

  /** While on, the database refuses new notifications, as a database having trouble would. */
  async function refuseNotifications(on: boolean) {
    if (on) {
      await sql(`CREATE OR REPLACE FUNCTION refuse_notification() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'injected fault: notifications unavailable'; END $$ LANGUAGE plpgsql`);
      await sql(`CREATE TRIGGER refuse_notification BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION refuse_notification()`);
    } else {
      await sql(`DROP TRIGGER IF EXISTS refuse_notification ON notifications`);
    }
  }

  /** Sent by the signed-in owner of the address, so the proposal is theirs at once. */
  async function submitProposal(email: string, token: string) {
    const res = await api(app, 'POST', '/cfp/submit', {
      token,
      body: proposalBody(email, { title: `Durable decisions ${email}`, speaker_name: 'Dee Durable', speaker_position: 'Engineer', organization: 'Lab' }),
    });
    expect(res.status).toBe(201);
    return res.body.id as number;
  }

  const decisionMails = (email: string) => smtp.received.filter((m) => m.to.includes(email) && m.subject.startsWith('Your proposal was accepted'));

  it('keeps a review decision and tells the speaker once the failing notice write recovers, exactly once', async () => {
    const speaker = await registerUser(app);
    const proposalId = await submitProposal(speaker.email, speaker.token);
    await refuseNotifications(true);
    try {
      const decided = await api(app, 'PATCH', `/cfp/submissions/${proposalId}/status`, { token: admin, body: { status: 'accepted' } });
      expect(decided.status).toBe(200);
      expect(decided.body.status).toBe('accepted');
      // The decision stands; its notice waits in the outbox with the reason.
      const waiting = await waitFor(async () => {
        const row = await app.database.prisma.eventOutbox.findFirst({ where: { name: { contains: 'proposal.decided' } }, orderBy: { id: 'desc' } });
        return row && row.attempts > 0 ? row : undefined;
      });
      expect(waiting.done_at).toBeNull();
      expect(waiting.last_error).toContain('injected fault');
      expect(decisionMails(speaker.email)).toHaveLength(0);
    } finally {
      await refuseNotifications(false);
    }
    const notice = await waitFor(async () => {
      const list = (await api(app, 'GET', '/api/notifications', { token: speaker.token })).body as { title: string }[];
      return list.find((n) => n.title === 'Proposal accepted');
    });
    expect(notice).toBeTruthy();
    await waitFor(() => decisionMails(speaker.email)[0]);
    // Retried, not repeated: one notice, one mail.
    await new Promise((r) => setTimeout(r, 1500));
    const notices = (await api(app, 'GET', '/api/notifications', { token: speaker.token })).body.filter(
      (n: { title: string }) => n.title === 'Proposal accepted',
    );
    expect(notices).toHaveLength(1);
    expect(decisionMails(speaker.email)).toHaveLength(1);
  });

  async function savedSession(title: string) {
    const created = await api(app, 'POST', '/api/admin/sessions', {
      token: admin,
      body: { title, description: 'x', startTime: '2025-11-17T09:00:00Z', endTime: '2025-11-17T10:00:00Z', room: 'Plenary Hall' },
    });
    expect(created.status).toBe(201);
    const attendee = await registerUser(app);
    expect((await api(app, 'POST', `/api/user/schedule/${created.body.id}`, { token: attendee.token })).status).toBeLessThan(300);
    return { id: created.body.id as number, attendee };
  }

  /** A move committed by an instance that died before delivering it: the change and its events, claimed by a dead relay. */
  async function moveLeftByDeadInstance(
    id: number,
    startTime: string,
    endTime: string,
    prisma: Pick<typeof app.database.prisma, 'session' | 'eventOutbox'> = app.database.prisma,
  ) {
    const before = await prisma.session.findUniqueOrThrow({ where: { id } });
    const after = await prisma.session.update({
      where: { id },
      data: { start_time: new Date(startTime), end_time: new Date(endTime), version: { increment: 1 } },
    });
    const snapshot = (s: typeof before) => ({ id: s.id, title: s.title, start_time: s.start_time, end_time: s.end_time, room: s.room, status: s.status });
    return prisma.eventOutbox.create({
      data: {
        name: 'sessions.changed,session.updated',
        events: JSON.parse(
          JSON.stringify([
            { name: 'sessions.changed', payload: { ids: [id] } },
            { name: 'session.updated', payload: { before: snapshot(before), after: snapshot(after) } },
          ]),
        ),
        claimed_by: 'a-replica-that-died',
        claimed_until: new Date(Date.now() - 1000),
      },
    });
  }

  it("delivers what a dead instance committed but never delivered: the saver's notice and the public programme", async () => {
    const { id, attendee } = await savedSession('Orphaned move');
    const socket = await connectSocket(app.url, attendee.token);
    try {
      const told = nextEvent<{ title: string; message: string }>(socket, 'notification.created', 10_000);
      const row = await moveLeftByDeadInstance(id, '2025-11-17T15:00:00Z', '2025-11-17T16:00:00Z');
      expect((await told).message).toBe("'Orphaned move' now takes place Mon, Nov 17, 4:00 PM - 5:00 PM.");
      const publicSession = await waitFor(async () => {
        const sessions = (await api(app, 'GET', '/public/sessions')).body.sessions as { id: number; startTime: string }[];
        return sessions.find((s) => s.id === id && s.startTime === '2025-11-17T15:00:00.000Z');
      });
      expect(publicSession).toBeTruthy();
      await waitFor(async () => ((await app.database.prisma.eventOutbox.findUniqueOrThrow({ where: { id: row.id } })).done_at ? true : undefined));
    } finally {
      socket.disconnect();
    }
  });

  it('does not repeat a consumer that recorded its work before the instance died', async () => {
    const { id, attendee } = await savedSession('Half-delivered move');
    const prisma = app.database.prisma;
    // The notice consumer's transaction committed (its notice and its delivery record), then the instance died.
    const row = await moveLeftByDeadInstance(id, '2025-11-17T11:00:00Z', '2025-11-17T12:00:00Z');
    await prisma.eventDelivery.create({ data: { event_id: row.id, consumer: 'session-change-notice' } });
    await waitFor(async () => ((await prisma.eventOutbox.findUniqueOrThrow({ where: { id: row.id } })).done_at ? true : undefined));
    const notices = (await api(app, 'GET', '/api/notifications', { token: attendee.token })).body.filter(
      (n: { link: string; title: string }) => n.title === 'Session changed',
    );
    expect(notices).toHaveLength(0);
    // The other consumers still ran: the public programme has the move.
    const sessions = (await api(app, 'GET', '/public/sessions')).body.sessions as { id: number; startTime: string }[];
    expect(sessions.find((s) => s.id === id)?.startTime).toBe('2025-11-17T11:00:00.000Z');
    expect((await prisma.eventDelivery.findMany({ where: { event_id: row.id } })).map((d) => d.consumer).sort()).toEqual([
      'proposal-slot',
      'public-read-model',
      'session-change-notice',
      'signup-cancellation',
      'signup-seats',
    ]);
  });

  it('delivers a burst of rows together: one public version for all, and every consumer handles each row once', async () => {
    const prisma = app.database.prisma;
    const saved: Awaited<ReturnType<typeof savedSession>>[] = [];
    for (let i = 0; i < 4; i++) saved.push(await savedSession(`Burst move ${i}`));
    const version = async () => (await prisma.$queryRawUnsafe<{ version: number }[]>('SELECT version FROM public_version'))[0].version;
    const before = await version();
    // Committed at once, so the relay claims them together.
    const rows = await prisma.$transaction(async (tx) => {
      const written = [];
      for (const [i, { id }] of saved.entries()) written.push(await moveLeftByDeadInstance(id, `2025-11-18T1${i}:00:00Z`, `2025-11-18T1${i}:30:00Z`, tx));
      return written;
    });
    const ids = rows.map((r) => r.id);
    await waitFor(async () => ((await prisma.eventOutbox.count({ where: { id: { in: ids }, done_at: null } })) === 0 ? true : undefined));

    expect(await version()).toBe(before + 1);
    const deliveries = await prisma.eventDelivery.findMany({ where: { event_id: { in: ids } } });
    for (const id of ids)
      expect(
        deliveries
          .filter((d) => d.event_id === id)
          .map((d) => d.consumer)
          .sort(),
      ).toEqual(['proposal-slot', 'public-read-model', 'session-change-notice', 'signup-cancellation', 'signup-seats']);
    const sessions = (await api(app, 'GET', '/public/sessions')).body.sessions as { id: number; startTime: string }[];
    for (const [i, { id }] of saved.entries()) expect(sessions.find((s) => s.id === id)?.startTime).toBe(`2025-11-18T1${i}:00:00.000Z`);
    // Each saver is told of their session's move, once.
    for (const { attendee } of saved) {
      const notices = await waitFor(async () => {
        const list = (await api(app, 'GET', '/api/notifications', { token: attendee.token })).body as { title: string }[];
        const told = list.filter((n) => n.title === 'Session changed');
        return told.length ? told : undefined;
      });
      expect(notices).toHaveLength(1);
    }
  });

  it('writes no events for a change that rolled back', async () => {
    const before = await app.database.prisma.eventOutbox.count();
    const clash = await api(app, 'PUT', '/api/admin/sessions/999999', { token: admin, body: { title: 'Nothing' } });
    expect(clash.status).toBe(404);
    const stale = await savedSession('Versioned');
    const conflict = await api(app, 'PUT', `/api/admin/sessions/${stale.id}`, { token: admin, body: { title: 'Late', version: 99 } });
    expect(conflict.status).toBe(409);
    // Only the creation above wrote a row.
    expect(await app.database.prisma.eventOutbox.count()).toBe(before + 1);
  });
});
