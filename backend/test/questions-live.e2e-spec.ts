// Questions live (issue 47), with real socket.io-client connections: pages open on a session's questions are pushed
// what attendees may see (asked, voted, removed from view); a pending or hidden question reaches the moderators'
// sockets and its author's, never another attendee's or a visitor's, and the moderators' room is joined only after the
// server checked. Then the edition's archive: the questions exported as CSV and their authors anonymised.
import type { Socket } from 'socket.io-client';
import { AuthService } from '../src/auth/auth.service.js';
import { RefreshTokens } from '../src/auth/refresh-tokens.service.js';
import { api, connectSocket, registerUser, type TestApp, useAdminApp } from './harness.js';

describe('test/questions-live.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  beforeAll(() => ({ app } = context));
  const { asAdmin } = context;
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.disconnect()));

  async function session(fields: Record<string, unknown> = {}) {
    const start = Date.now();
    const created = await asAdmin('POST', '/api/admin/sessions', {
      title: `Live ${start}`,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 3_600_000).toISOString(),
      room: 'Hall',
      ...fields,
    });
    expect(created.status).toBe(201);
    return created.body as { id: number };
  }

  async function accounts(count: number, tag: string): Promise<{ id: number; token: string }[]> {
    const prisma = app.database.prisma;
    await prisma.user.createMany({ data: Array.from({ length: count }, (_, i) => ({ email: `${tag}-${i}@test.example`, full_name: `${tag} ${i}` })) });
    const users = await prisma.user.findMany({ where: { email: { startsWith: `${tag}-` } }, orderBy: { id: 'asc' } });
    const auth = app.app.get(AuthService);
    const refresh = app.app.get(RefreshTokens);
    return Promise.all(users.map(async (u) => ({ id: u.id, token: auth.accessToken(u.id, (await refresh.issue(u.id)).sid) })));
  }

  /** A page open on the session's questions: its socket joined, and everything question-shaped it receives. */
  async function page(sessionId: number, token?: string) {
    const socket = await connectSocket(app.url, token);
    sockets.push(socket);
    const received: [string, { id: number; status?: string; votes?: number }][] = [];
    socket.onAny((event: string, payload) => event.startsWith('question.') && received.push([event, payload]));
    const ack = await socket.timeout(5000).emitWithAck('questions.join', { session_id: sessionId });
    return { socket, received, ack: ack as { ok: boolean; moderator?: boolean } };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
  const ask = (id: number, text: string, token: string) => api(app, 'POST', `/api/sessions/${id}/questions`, { token, body: { text } });

  it('pushes asked, voted and hidden questions to the right sockets only', async () => {
    const [author, attendee, speakerUser, voter] = await accounts(4, 'live');
    const speaker = await app.database.prisma.speaker.create({ data: { name: 'Live Speaker', user_id: speakerUser.id } });
    const { id } = await session({ speaker_ids: [speaker.id] });
    const attendeePage = await page(id, attendee.token);
    const visitorPage = await page(id);
    const speakerPage = await page(id, speakerUser.token);
    const adminPage = await page(id, context.admin);
    expect([attendeePage.ack, visitorPage.ack, speakerPage.ack, adminPage.ack]).toEqual([
      { ok: true, moderator: false },
      { ok: true, moderator: false },
      { ok: true, moderator: true },
      { ok: true, moderator: true },
    ]);
    expect((await visitorPage.socket.timeout(5000).emitWithAck('questions.join', { session_id: 'x' })) as unknown).toEqual({ ok: false });

    const asked = (await ask(id, 'Shown?', author.token)).body;
    await settle();
    for (const p of [attendeePage, visitorPage, speakerPage, adminPage])
      expect(p.received).toEqual([['question.changed', expect.objectContaining({ id: asked.id, status: 'approved' })]]);
    for (const p of [attendeePage, visitorPage, speakerPage, adminPage]) p.received.length = 0;

    await api(app, 'PUT', `/api/questions/${asked.id}/vote`, { token: voter.token });
    await settle();
    for (const p of [attendeePage, visitorPage, speakerPage, adminPage])
      expect(p.received).toEqual([['question.votes', { session_id: id, counts: [{ id: asked.id, votes: 1 }] }]]);
    for (const p of [attendeePage, visitorPage, speakerPage, adminPage]) p.received.length = 0;

    // Votes at once: the first goes out at once, the rest of its tick together, with the count as it is at the tick's end.
    const voters = await Promise.all([1, 2, 3].map((n) => registerUser(app, { full_name: `Tick Voter ${n}` })));
    await Promise.all(voters.map((v) => api(app, 'PUT', `/api/questions/${asked.id}/vote`, { token: v.token })));
    await settle();
    for (const p of [attendeePage, visitorPage, speakerPage, adminPage]) {
      expect(p.received.length).toBeLessThanOrEqual(2);
      expect(p.received.at(-1)).toEqual(['question.votes', { session_id: id, counts: [{ id: asked.id, votes: 4 }] }]);
    }
    for (const p of [attendeePage, visitorPage, speakerPage, adminPage]) p.received.length = 0;

    // Hidden: attendees' pages are told its id to drop, never its text; moderators see it hidden.
    expect((await api(app, 'PATCH', `/api/questions/${asked.id}`, { token: speakerUser.token, body: { status: 'hidden' } })).status).toBe(200);
    await settle();
    for (const p of [attendeePage, visitorPage]) expect(p.received).toEqual([['question.removed', { id: asked.id, session_id: id }]]);
    for (const p of [speakerPage, adminPage])
      expect(p.received.at(-1)).toEqual(['question.changed', expect.objectContaining({ id: asked.id, status: 'hidden' })]);
  });

  it('sends a waiting question to moderators and its author only', async () => {
    await asAdmin('PATCH', '/api/admin/conference-settings', { questions_moderated: true });
    try {
      const [author, attendee, host] = await accounts(3, 'waiting');
      const { id } = await session({ host_user_id: host.id });
      const authorPage = await page(id, author.token);
      const attendeePage = await page(id, attendee.token);
      const visitorPage = await page(id);
      const hostPage = await page(id, host.token);
      const asked = (await ask(id, 'Secret until approved', author.token)).body;
      expect(asked.status).toBe('pending');
      await settle();
      expect(attendeePage.received).toEqual([]);
      expect(visitorPage.received).toEqual([]);
      expect(hostPage.received).toEqual([['question.changed', expect.objectContaining({ id: asked.id, status: 'pending', text: 'Secret until approved' })]]);
      expect(authorPage.received).toEqual([['question.changed', expect.objectContaining({ id: asked.id, status: 'pending' })]]);
      // Approved: now everyone's page has it.
      await api(app, 'PATCH', `/api/questions/${asked.id}`, { token: host.token, body: { status: 'approved' } });
      await settle();
      expect(attendeePage.received).toEqual([['question.changed', expect.objectContaining({ id: asked.id, status: 'approved' })]]);
      expect(visitorPage.received).toHaveLength(1);
    } finally {
      await asAdmin('PATCH', '/api/admin/conference-settings', { questions_moderated: false });
    }
  });

  it('archives the questions as CSV and anonymises their authors when the next edition begins', async () => {
    await asAdmin('PATCH', '/api/admin/conference-settings', { questions_from_visitors: true });
    const [author] = await accounts(1, 'archive');
    const { id } = await session();
    const asked = (await ask(id, 'Will it be kept?', author.token)).body;
    const visitor = await api(app, 'POST', `/api/sessions/${id}/questions`, { body: { text: '@SUM(1)', display_name: 'Visiting Vera' } });
    expect(visitor.status).toBe(201);
    await api(app, 'PUT', `/api/questions/${asked.id}/vote`, { token: author.token });
    const preview = await asAdmin('POST', '/api/admin/editions/preview', { event_starts_on: '2026-11-16', event_ends_on: '2026-11-18' });
    expect(preview.body.moves.questions).toBeGreaterThanOrEqual(2);
    const begun = await asAdmin('POST', '/api/admin/editions', { event_starts_on: '2026-11-16', event_ends_on: '2026-11-18' });
    expect(begun.status).toBe(201);
    const prisma = app.database.prisma;
    expect(await prisma.question.count()).toBe(0);
    const archived = await prisma.archivedRecord.findMany({ where: { kind: 'questions' } });
    const rows = archived.map((r) => r.data as { id: number; user_id: number | null; device_id: string | null; display_name: string; votes: number });
    expect(rows.find((r) => r.id === asked.id)).toMatchObject({ user_id: null, device_id: null, display_name: '', votes: 1 });
    expect(rows.find((r) => r.id === visitor.body.id)).toMatchObject({ user_id: null, device_id: null, display_name: '' });
    const [csv] = await prisma.archivedRecord.findMany({ where: { kind: 'questions.csv' } });
    const text = (csv.data as { csv: string }).csv;
    expect(text).toContain('Will it be kept?');
    expect(text).toContain("'@SUM(1)");
    expect(text).not.toContain('Visiting Vera');
    expect(text).not.toContain('archive 0');
  });
});
