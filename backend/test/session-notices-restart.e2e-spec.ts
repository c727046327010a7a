// A session-change notice still open when the app restarts (a deploy) is told exactly once: by the new process when
// its window closes, with one notification in the app and one mail. That holds for a notice the new code opened, and
// for one opened by the code before notices were told at close, which had already told the app at the first change:
// that notification is brought up to date, never joined by a second.
import { api, createTestDatabase, dropTestDatabase, login, ADMIN, registerUser, startTestApp, type TestApp } from './harness.js';
import { waitFor } from './smtp.js';

describe('test/session-notices-restart.e2e-spec.ts', () => {
  const WINDOW = { SESSION_NOTICE_WINDOW_SECONDS: '5' };
  let dbUrl: string;
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    dbUrl = await createTestDatabase();
    app = await startTestApp({ DATABASE_URL: dbUrl, ...WINDOW });
    admin = await login(app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await app?.close();
    if (dbUrl) await dropTestDatabase(dbUrl);
  });

  /** A deploy: this process stops, a new one starts on the same database. */
  async function restart() {
    await app.close();
    app = await startTestApp({ DATABASE_URL: dbUrl, ...WINDOW });
  }

  const at = (hour: number) => `2025-11-17T${String(hour).padStart(2, '0')}:00:00.000Z`;
  const asAdmin = (method: string, route: string, body?: unknown) => api(app, method, route, { token: admin, body });
  async function savedSession(title: string) {
    const created = await asAdmin('POST', '/api/admin/sessions', { title, description: 'x', startTime: at(9), endTime: at(10), room: 'Plenary Hall' });
    expect(created.status).toBe(201);
    const attendee = await registerUser(app);
    expect((await api(app, 'POST', `/api/user/schedule/${created.body.id}`, { token: attendee.token })).status).toBeLessThan(300);
    return { sessionId: created.body.id as number, attendee };
  }
  const notices = (userId: number) => app.database.prisma.sessionChangeNotice.findMany({ where: { user_id: userId } });
  const changeNotifications = async (token: string) =>
    ((await api(app, 'GET', '/api/notifications', { token })).body as { id: number; title: string; message: string }[]).filter((n) =>
      ['Session changed', 'Session cancelled', 'Schedule changes'].includes(n.title),
    );
  const changeMails = (email: string) => app.database.prisma.mailOutbox.count({ where: { to: email, template: 'session-changes' } });
  const told = (userId: number) => waitFor(async () => ((await notices(userId)).every((n) => n.mailed_at !== null) ? true : undefined));

  it('tells a notice the stopped process opened once, from the new process, when its window closes', async () => {
    const { sessionId, attendee } = await savedSession('Moved before a deploy');
    expect((await asAdmin('PUT', `/api/admin/sessions/${sessionId}`, { room: 'Room 2' })).status).toBe(200);
    // The change is noted (its window open, nobody told yet) before the process stops.
    const [open] = await waitFor(async () => {
      const rows = await notices(attendee.user.id);
      return rows.length === 1 ? rows : undefined;
    });
    expect(open).toMatchObject({ mailed_at: null, notification_id: null });
    await restart();

    await told(attendee.user.id);
    expect(await changeNotifications(attendee.token)).toEqual([expect.objectContaining({ message: "'Moved before a deploy' is now in Room 2." })]);
    expect(await changeMails(attendee.email)).toBe(1);
    expect(await notices(attendee.user.id)).toHaveLength(1);
  });

  it('brings up to date the notification the code before told at the first change, and mails once', async () => {
    const { sessionId, attendee } = await savedSession('Moved while the old code ran');
    expect((await asAdmin('PUT', `/api/admin/sessions/${sessionId}`, { room: 'Room 3' })).status).toBe(200);
    await told(attendee.user.id);
    await app.database.prisma.sessionChangeNotice.deleteMany({ where: { user_id: attendee.user.id } });
    await app.database.prisma.notification.deleteMany({ where: { user_id: attendee.user.id } });
    await app.database.prisma.mailOutbox.deleteMany({ where: { to: attendee.email } });
    // As the code before wrote it: the app told at once (the notification, unread), the line without where the session
    // stood, the mail due when the window closes.
    const line = { line: "'Moved while the old code ran' is now in Room 3.", cancelled: false, speaker: false };
    const earlier = await app.database.prisma.notification.create({
      data: { user_id: attendee.user.id, type: 'info', title: 'Session changed', message: line.line, link: '/dashboard' },
    });
    await app.database.prisma.sessionChangeNotice.create({
      data: { user_id: attendee.user.id, notification_id: earlier.id, changes: { [String(sessionId)]: line }, due_at: new Date(Date.now() + 5000) },
    });
    await restart();

    await told(attendee.user.id);
    expect(await changeNotifications(attendee.token)).toEqual([expect.objectContaining({ id: earlier.id, message: line.line })]);
    expect(await changeMails(attendee.email)).toBe(1);
    const [notice] = await notices(attendee.user.id);
    expect(notice.notification_id).toBe(earlier.id);
  });
});
