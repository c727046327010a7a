// Live questions per session (issue 47), on real PostgreSQL: asking, listing, voting and withdrawing; exact counts
// under concurrent votes; moderation by an organiser, a speaker and the host and refusal for others; the window
// around the session; the limits; visitors when organisers allow them; the edition's archive anonymising authors.
import { AuthService } from '../src/auth/auth.service.js';
import { RefreshTokens } from '../src/auth/refresh-tokens.service.js';
import { api, cookieFrom, registerUser, type TestApp, useAdminApp } from './harness.js';

describe('test/questions.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  beforeAll(() => ({ app } = context));
  const { asAdmin } = context;
  const minute = 60_000;

  /** A session starting `startsIn` ms from now (default: now), an hour long. */
  async function session(fields: Record<string, unknown> = {}, startsIn = 0) {
    const start = Date.now() + startsIn;
    const created = await asAdmin('POST', '/api/admin/sessions', {
      title: `Talk ${start}`,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 60 * minute).toISOString(),
      room: 'Hall',
      ...fields,
    });
    expect(created.status).toBe(201);
    return created.body as { id: number; host: unknown };
  }

  /** Accounts made straight in the database, each signed in. */
  async function accounts(count: number, tag: string): Promise<{ id: number; token: string }[]> {
    const prisma = app.database.prisma;
    await prisma.user.createMany({ data: Array.from({ length: count }, (_, i) => ({ email: `${tag}-${i}@test.example`, full_name: `${tag} ${i}` })) });
    const users = await prisma.user.findMany({ where: { email: { startsWith: `${tag}-` } }, orderBy: { id: 'asc' } });
    const auth = app.app.get(AuthService);
    const refresh = app.app.get(RefreshTokens);
    return Promise.all(users.map(async (u) => ({ id: u.id, token: auth.accessToken(u.id, (await refresh.issue(u.id)).sid) })));
  }

  const ask = (id: number, body: unknown, token?: string, cookie?: string) => api(app, 'POST', `/api/sessions/${id}/questions`, { token, body, cookie });
  const list = (id: number, token?: string, cookie?: string) => api(app, 'GET', `/public/sessions/${id}/questions`, { token, cookie });
  const vote = (id: number, token?: string, cookie?: string) => api(app, 'PUT', `/api/questions/${id}/vote`, { token, cookie });
  const unvote = (id: number, token?: string, cookie?: string) => api(app, 'DELETE', `/api/questions/${id}/vote`, { token, cookie });
  const moderate = (id: number, body: unknown, token?: string) => api(app, 'PATCH', `/api/questions/${id}`, { token, body });
  const settings = (body: Record<string, unknown>) => asAdmin('PATCH', '/api/admin/conference-settings', body);

  afterEach(async () => {
    await settings({ questions_moderated: false, questions_from_visitors: false, questions_open_before_min: 15, questions_close_after_min: 30 });
  });

  it('lets attendees ask, lists by votes then time, and counts one vote per account, withdrawable', async () => {
    const { id } = await session();
    const [ada, bo, cy] = await accounts(3, 'ask');
    const first = await ask(id, { text: '  Why PostgreSQL?  ' }, ada.token);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ session_id: id, text: 'Why PostgreSQL?', author: 'ask 0', status: 'approved', votes: 0, mine: true, voted: false });
    const second = (await ask(id, { text: 'And Redis?' }, bo.token)).body;
    expect((await vote(second.id, cy.token)).body).toMatchObject({ id: second.id, votes: 1, voted: true });
    // Again: the same answer, counted once.
    expect((await vote(second.id, cy.token)).body).toMatchObject({ votes: 1, voted: true });
    const read = await list(id, cy.token);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toContain('no-store');
    expect(read.body.questions.map((q: { id: number }) => q.id)).toEqual([second.id, first.body.id]);
    expect(read.body.questions[0]).toMatchObject({ voted: true, mine: false });
    expect(read.body).toMatchObject({ can_ask: true, can_moderate: false, signed_in_only: true, max_length: 280, max_open_questions: 3 });
    expect((await unvote(second.id, cy.token)).body).toMatchObject({ votes: 0, voted: false });
    expect((await unvote(second.id, cy.token)).body).toMatchObject({ votes: 0, voted: false });
    // Equal votes: the older first.
    expect((await list(id)).body.questions.map((q: { id: number }) => q.id)).toEqual([first.body.id, second.id]);
  });

  it('counts concurrent votes exactly: 30 accounts at once, and two tabs of one person once', async () => {
    const { id } = await session();
    const voters = await accounts(30, 'burst');
    const [asker] = await accounts(1, 'burst-asker');
    const question = (await ask(id, { text: 'Busy?' }, asker.token)).body;
    const answers = await Promise.all(voters.map((v) => vote(question.id, v.token)));
    expect(answers.map((a) => a.status)).toEqual(voters.map(() => 200));
    const tabs = await Promise.all([vote(question.id, voters[0].token), vote(question.id, voters[0].token)]);
    expect(tabs.map((t) => t.body.voted)).toEqual([true, true]);
    const stored = await app.database.prisma.question.findUniqueOrThrow({ where: { id: question.id } });
    expect(stored.votes).toBe(30);
    expect(await app.database.prisma.questionVote.count({ where: { question_id: question.id } })).toBe(30);
    // And withdrawn at once, by half of them twice over.
    await Promise.all(voters.slice(0, 15).flatMap((v) => [unvote(question.id, v.token), unvote(question.id, v.token)]));
    expect((await list(id)).body.questions[0].votes).toBe(15);
  });

  it('lets an organiser, a speaker and the host moderate, and refuses others', async () => {
    const [speakerUser, host, attendee, author] = await accounts(4, 'mod');
    const speaker = await app.database.prisma.speaker.create({ data: { name: 'Mod Speaker', user_id: speakerUser.id } });
    const { id, host: named } = await session({ speaker_ids: [speaker.id], host_user_id: host.id });
    expect(named).toEqual({ id: host.id, name: 'mod 1', email: 'mod-1@test.example' });
    expect((await asAdmin('GET', '/api/admin/sessions')).body.find((s: { id: number }) => s.id === id).host).toEqual(named);
    expect((await asAdmin('PUT', `/api/admin/sessions/${id}`, { host_user_id: 987654 })).status).toBe(400);
    const q1 = (await ask(id, { text: 'One' }, author.token)).body;
    const q2 = (await ask(id, { text: 'Two' }, author.token)).body;
    expect((await moderate(q1.id, { status: 'hidden' }, attendee.token)).status).toBe(403);
    expect((await moderate(q1.id, { status: 'hidden' }, author.token)).status).toBe(403);
    expect((await moderate(q1.id, { status: 'hidden' })).status).toBe(401);
    expect((await moderate(q1.id, {}, host.token)).status).toBe(400);
    expect((await moderate(q1.id, { status: 'gone' }, host.token)).status).toBe(400);
    expect((await list(id, host.token)).body.can_moderate).toBe(true);
    expect((await list(id, speakerUser.token)).body.can_moderate).toBe(true);

    // Pinning one unpins the other: at most one "being answered now".
    expect((await moderate(q1.id, { pinned: true }, speakerUser.token)).body).toMatchObject({ pinned: true, status: 'approved' });
    expect((await moderate(q2.id, { pinned: true }, host.token)).body).toMatchObject({ pinned: true });
    const pins = (await list(id)).body.questions.filter((q: { pinned: boolean }) => q.pinned);
    expect(pins.map((q: { id: number }) => q.id)).toEqual([q2.id]);
    // Answered: no longer pinned; hidden: gone for attendees, marked for its author.
    expect((await moderate(q2.id, { status: 'answered' }, context.admin)).body).toMatchObject({
      status: 'answered',
      pinned: false,
    });
    expect((await moderate(q2.id, { pinned: true }, host.token)).status).toBe(409);
    expect((await moderate(q1.id, { status: 'hidden' }, host.token)).body.status).toBe('hidden');
    expect((await list(id, attendee.token)).body.questions.map((q: { id: number }) => q.id)).toEqual([q2.id]);
    expect((await list(id)).body.questions.map((q: { id: number }) => q.id)).toEqual([q2.id]);
    const own = (await list(id, author.token)).body.questions;
    expect(own.find((q: { id: number }) => q.id === q1.id)).toMatchObject({ status: 'hidden', mine: true });
    expect((await list(id, host.token)).body.questions).toHaveLength(2);
    // A hidden question takes no votes.
    expect((await vote(q1.id, attendee.token)).status).toBe(404);
  });

  it('keeps questions waiting for a moderator when moderated: only moderators and the author see them', async () => {
    await settings({ questions_moderated: true });
    const [author, other, host] = await accounts(3, 'pending');
    const { id } = await session({ host_user_id: host.id });
    const asked = await ask(id, { text: 'Waiting?' }, author.token);
    expect(asked.body.status).toBe('pending');
    expect((await list(id, other.token)).body.questions).toEqual([]);
    expect((await list(id)).body.questions).toEqual([]);
    expect((await list(id, author.token)).body.questions[0]).toMatchObject({ status: 'pending', mine: true });
    expect((await list(id, host.token)).body.questions[0]).toMatchObject({ status: 'pending', mine: false });
    expect((await vote(asked.body.id, other.token)).status).toBe(404);
    expect((await moderate(asked.body.id, { status: 'approved' }, host.token)).body.status).toBe('approved');
    expect((await list(id, other.token)).body.questions).toHaveLength(1);
    // A moderator's own question is shown at once.
    expect((await ask(id, { text: 'Mine' }, host.token)).body.status).toBe('approved');
  });

  it('opens questions some minutes before the start and closes them some minutes after the end', async () => {
    const [attendee] = await accounts(1, 'window');
    const early = await session({}, 20 * minute);
    const refused = await ask(early.id, { text: 'Too early?' }, attendee.token);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('Questions to this session are not open yet');
    expect((await list(early.id)).body).toMatchObject({ can_ask: false, questions: [] });
    const soon = await session({}, 10 * minute);
    expect((await ask(soon.id, { text: 'Just in time' }, attendee.token)).status).toBe(201);
    const ended = await session({}, -95 * minute);
    const closed = await ask(ended.id, { text: 'Too late?' }, attendee.token);
    expect(closed.status).toBe(409);
    expect(closed.body.detail).toBe('Questions to this session are closed');
    await settings({ questions_close_after_min: 60 });
    expect((await ask(ended.id, { text: 'Now in time' }, attendee.token)).status).toBe(201);
    await settings({ questions_close_after_min: 30 });
    // Reads always work; votes follow the window.
    const read = await list(ended.id);
    expect(read.status).toBe(200);
    expect(read.body.can_ask).toBe(false);
    expect((await vote(read.body.questions[0].id, attendee.token)).status).toBe(409);
    expect((await settings({ questions_open_before_min: -1 })).status).toBe(400);
  });

  it('limits a question to 280 characters and a person to 3 open questions in a session', async () => {
    const { id } = await session();
    const [attendee, host] = await accounts(2, 'limits');
    const long = await ask(id, { text: 'x'.repeat(281) }, attendee.token);
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body.detail)).toContain('text must be from 1 to 280 characters');
    expect((await ask(id, { text: '   ' }, attendee.token)).status).toBe(400);
    expect((await ask(id, { text: ['a'] }, attendee.token)).status).toBe(400);
    expect((await ask(id, { text: ` ${'y'.repeat(280)} ` }, attendee.token)).status).toBe(201);
    expect((await ask(id, { text: 'Two' }, attendee.token)).status).toBe(201);
    const third = (await ask(id, { text: 'Three' }, attendee.token)).body;
    const fourth = await ask(id, { text: 'Four' }, attendee.token);
    expect(fourth.status).toBe(409);
    expect(fourth.body.detail).toBe('You can have at most 3 open questions in a session; wait until one is answered');
    // Once one is answered, another may be asked; two at once still make only one more.
    await asAdmin('PUT', `/api/admin/sessions/${id}`, { host_user_id: host.id });
    expect((await moderate(third.id, { status: 'answered' }, host.token)).status).toBe(200);
    const both = await Promise.all([ask(id, { text: 'Five' }, attendee.token), ask(id, { text: 'Six' }, attendee.token)]);
    expect(both.map((b) => b.status).sort()).toEqual([201, 409]);
  });

  it('lets visitors ask under a display name and vote per browser only when organisers allow it', async () => {
    const { id } = await session();
    expect((await ask(id, { text: 'Anyone?', display_name: 'Vi' })).status).toBe(401);
    expect((await vote(1)).status).toBe(401);
    await settings({ questions_from_visitors: true });
    expect((await list(id)).body.signed_in_only).toBe(false);
    expect((await ask(id, { text: 'No name' })).status).toBe(400);
    const asked = await ask(id, { text: 'Anyone?', display_name: 'Vi' });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ author: 'Vi', mine: true });
    const cookie = cookieFrom(asked.headers);
    expect(cookie).toMatch(/^question_device=[0-9a-f]{32}$/);
    expect(asked.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect((await vote(asked.body.id, undefined, cookie)).body).toMatchObject({ votes: 1, voted: true });
    expect((await vote(asked.body.id, undefined, cookie)).body).toMatchObject({ votes: 1 });
    // Another browser is another voter; this browser sees its own question and vote.
    const other = await vote(asked.body.id);
    expect(other.body.votes).toBe(2);
    expect((await list(id, undefined, cookie)).body.questions[0]).toMatchObject({ mine: true, voted: true });
    expect((await list(id)).body.questions[0]).toMatchObject({ mine: false, voted: false });
    expect((await list(id)).body.questions[0]).not.toHaveProperty('device_id');
  });

  it('exports the questions as CSV for organisers, formula-guarded', async () => {
    const { id } = await session();
    const [attendee] = await accounts(1, 'csv');
    await ask(id, { text: '=HYPERLINK("x")' }, attendee.token);
    const csv = await asAdmin('GET', `/api/admin/sessions/${id}/questions.csv`);
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await api(app, 'GET', `/api/admin/sessions/${id}/questions.csv`, { token: attendee.token })).status).toBe(403);
  });

  it('is rate limited per account', async () => {
    const { id } = await session();
    const { token } = await registerUser(app);
    const statuses: number[] = [];
    // The harness leaves the form ceiling at its default (30 a minute): blank questions count too.
    for (let i = 0; i < 32; i++) statuses.push((await ask(id, { text: '' }, token)).status);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
