// When an organiser moves, re-rooms or cancels a session, everyone who saved it hears of it once the notice window
// closes, in the app and by one mail (received here by a real SMTP server); a burst of edits makes one notice, not a
// storm, and says each session's net change.
import { api, connectSocket, nextEvent, registerUser, type TestApp } from './harness.js';
import { useAppWithMail, waitFor, type Smtp } from './smtp.js';

describe('test/session-notices.e2e-spec.ts', () => {
  // One connection, as the embedded database has: work that asks for a second one inside a transaction would hang here.
  const context = useAppWithMail({ SESSION_NOTICE_WINDOW_SECONDS: '1.5', DB_POOL_SIZE: '1' });
  let app: TestApp;
  let admin: string;
  let smtp: Smtp;
  beforeAll(() => ({ app, admin, smtp } = context));

  async function newSession(title: string) {
    const created = await api(app, 'POST', '/api/admin/sessions', {
      token: admin,
      body: { title, description: 'x', startTime: '2025-11-17T09:00:00Z', endTime: '2025-11-17T10:00:00Z', room: 'Plenary Hall' },
    });
    expect(created.status).toBe(201);
    return created.body.id as number;
  }
  const changeMails = (email: string) => smtp.received.filter((m) => m.to.includes(email) && / [sS]ession/.test(m.subject));
  const edit = (id: number, body: object) => api(app, 'PUT', `/api/admin/sessions/${id}`, { token: admin, body });
  const changeNotices = async (token: string) =>
    (await api(app, 'GET', '/api/notifications', { token })).body.filter(
      (n: { link: string; title: string }) => n.link === '/dashboard' && n.title !== 'Welcome to LT-Summit',
    );

  it('tells the attendees who saved a session when the window closes, in the app and by one mail, and nobody else', async () => {
    const sessionId = await newSession('Saved keynote');
    const other = await newSession('Unrelated talk');
    const ann = await registerUser(app, { full_name: 'Ann Attendee' });
    const ben = await registerUser(app);
    await api(app, 'POST', `/api/user/schedule/${sessionId}`, { token: ann.token });
    await api(app, 'POST', `/api/user/schedule/${other}`, { token: ben.token });
    const annSocket = await connectSocket(app.url, ann.token);
    const benSocket = await connectSocket(app.url, ben.token);
    let benNotified = false;
    let annUpdated = false;
    benSocket.on('notification.created', () => (benNotified = true));
    annSocket.on('notification.updated', () => (annUpdated = true));
    try {
      const told = nextEvent<{ title: string; message: string; type: string }>(annSocket, 'notification.created');
      expect((await edit(sessionId, { startTime: '2025-11-17T13:00:00Z', endTime: '2025-11-17T14:00:00Z' })).status).toBe(200);
      // A second edit within the window joins the same notice: it says both, from where the session was before.
      await edit(sessionId, { room: 'Room 4' });
      expect(await told).toMatchObject({
        type: 'info',
        title: 'Session changed',
        message: "'Saved keynote' now takes place Mon, Nov 17, 2:00 PM - 3:00 PM and is now in Room 4.",
      });
      expect(await changeNotices(ann.token)).toHaveLength(1);
    } finally {
      annSocket.disconnect();
      benSocket.disconnect();
    }
    expect(annUpdated).toBe(false);
    expect(benNotified).toBe(false);
    expect(await changeNotices(ben.token)).toHaveLength(0);

    const mail = await waitFor(() => changeMails(ann.email)[0]);
    expect(mail.subject).toBe('LT-Summit: a saved session changed');
    expect(mail.text).toContain("- 'Saved keynote' now takes place Mon, Nov 17, 2:00 PM - 3:00 PM and is now in Room 4.");
    await new Promise((r) => setTimeout(r, 2500));
    expect(changeMails(ann.email)).toHaveLength(1);
    expect(changeMails(ben.email)).toHaveLength(0);
  });

  it('gathers several sessions changed in one window into one notice and one mail', async () => {
    const a = await newSession('Talk A');
    const b = await newSession('Talk B');
    const cara = await registerUser(app);
    await api(app, 'POST', '/api/user/schedule/merge', { token: cara.token, body: { session_ids: [a, b] } });
    await edit(a, { room: 'Room 5' });
    await edit(b, { status: 'cancelled' });
    // Told when the window closes.
    const notice = await waitFor(async () => (await changeNotices(cara.token))[0]);
    expect(await changeNotices(cara.token)).toHaveLength(1);
    expect(notice).toMatchObject({ title: 'Schedule changes', type: 'warning' });
    expect(notice.message).toBe("'Talk A' is now in Room 5. 'Talk B' has been cancelled.");
    const mail = await waitFor(() => changeMails(cara.email)[0]);
    expect(mail.subject).toBe('LT-Summit: changes to your saved sessions');
    expect(mail.text).toContain("- 'Talk A' is now in Room 5.");
    expect(mail.text).toContain("- 'Talk B' has been cancelled.");
  });

  it('says nothing when only the wording of a session changes, and tells savers when one is deleted', async () => {
    const id = await newSession('Quiet session');
    const dan = await registerUser(app);
    await api(app, 'POST', `/api/user/schedule/${id}`, { token: dan.token });
    await edit(id, { title: 'Quiet session, renamed', description: 'New words' });
    await new Promise((r) => setTimeout(r, 300));
    expect(await changeNotices(dan.token)).toHaveLength(0);

    expect((await api(app, 'DELETE', `/api/admin/sessions/${id}`, { token: admin })).status).toBe(204);
    await waitFor(async () => (await changeNotices(dan.token)).length > 0);
    const [notice] = await changeNotices(dan.token);
    expect(notice).toMatchObject({ title: 'Session cancelled', message: "'Quiet session, renamed' was removed from the programme." });
  });

  it('tells a German reader in German, naming the session by its German title, in the notice and the mail', async () => {
    const id = await newSession('Captions for everyone');
    expect((await edit(id, { translations: { de: { title: 'Untertitel für alle' } } })).status).toBe(200);
    const eva = await registerUser(app, { full_name: 'Eva Berger' });
    expect((await api(app, 'PUT', '/api/user/profile', { token: eva.token, body: { language: 'de' } })).status).toBe(200);
    const fred = await registerUser(app);
    for (const reader of [eva, fred]) await api(app, 'POST', `/api/user/schedule/${id}`, { token: reader.token });
    await edit(id, { startTime: '2025-11-17T15:00:00Z', endTime: '2025-11-17T16:00:00Z', room: 'Saal 3' });

    const german = await waitFor(async () => (await changeNotices(eva.token))[0]);
    expect(german).toMatchObject({
      title: 'Session geändert',
      message: '„Untertitel für alle“ findet jetzt Mo., 17. Nov., 16:00 - 17:00 statt und ist jetzt in Saal 3.',
    });
    const english = await waitFor(async () => (await changeNotices(fred.token))[0]);
    expect(english.message).toBe("'Captions for everyone' now takes place Mon, Nov 17, 4:00 PM - 5:00 PM and is now in Saal 3.");

    const mail = await waitFor(() => changeMails(eva.email)[0]);
    expect(mail.subject).toBe('LT-Summit: eine gemerkte Session wurde geändert');
    expect(mail.text).toContain('Hallo Eva Berger,');
    expect(mail.text).toContain('- „Untertitel für alle“ findet jetzt Mo., 17. Nov., 16:00 - 17:00 statt und ist jetzt in Saal 3.');

    // Cancelled, then deleted: both said in German too.
    await edit(id, { status: 'cancelled' });
    await waitFor(async () => (await changeNotices(eva.token)).some((n: { title: string }) => n.title === 'Session abgesagt'));
    expect((await api(app, 'DELETE', `/api/admin/sessions/${id}`, { token: admin })).status).toBe(204);
    await waitFor(async () =>
      (await changeNotices(eva.token)).some((n: { message: string }) => n.message === '„Untertitel für alle“ wurde aus dem Programm genommen.'),
    );
  });
});
