// Attendees rate sessions they attended: once a session has ended, 1 to 5, one rating each (rating again replaces
// it); speakers see their own sessions' aggregate and comments, organisers every session's, and nobody sees who rated.
// Only someone who could have attended rates: a confirmed address and a paid registration (organisers may open rating
// to every confirmed account), so throwaway accounts cannot stuff a session's average.
import { attendee, confirmAddress, payRegistration } from './attendees.js';
import { api, connectSocket, newSpeakerAccount, nextEvent, registerUser, type TestApp, useAdminApp } from './harness.js';

describe('test/session-feedback.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  let admin: string;
  let speaker: { token: string; user: { id: number; email: string } };
  let otherSpeaker: { token: string; user: { id: number; email: string } };
  let ended: number;
  let upcoming: number;
  let cancelled: number;
  let unrelated: number;

  const UNCONFIRMED = 'Confirm your email address to rate sessions';
  const UNPAID = 'Only attendees with a paid registration can rate sessions';
  const rate = (token: string, sessionId: number, body: object) => api(app, 'PUT', `/api/user/feedback/${sessionId}`, { token, body });

  async function session(title: string, start: string, end: string, speakerIds: number[] = [], status?: string) {
    const created = await api(app, 'POST', '/api/admin/sessions', {
      token: admin,
      body: { title, startTime: start, endTime: end, room: 'Room 1', speakers: speakerIds.map((id) => ({ id })), ...(status && { status }) },
    });
    expect(created.status).toBe(201);
    return created.body.id as number;
  }

  beforeAll(async () => {
    ({ app, admin } = context);
    speaker = await newSpeakerAccount(app, `feedback-speaker-${Date.now()}@test.example`);
    otherSpeaker = await newSpeakerAccount(app, `feedback-other-${Date.now()}@test.example`);
    // Both could attend any talk: confirmed and paid.
    for (const account of [speaker, otherSpeaker]) {
      await confirmAddress(app, account);
      await payRegistration(app, account);
    }
    const profile = await app.database.prisma.speaker.findUniqueOrThrow({ where: { user_id: speaker.user.id } });
    ended = await session('Speech recognition in plenary', '2025-11-18T09:00:00Z', '2025-11-18T10:00:00Z', [profile.id]);
    upcoming = await session('Next year, maybe', '2099-11-18T09:00:00Z', '2099-11-18T10:00:00Z', [profile.id]);
    cancelled = await session('Called off', '2025-11-18T11:00:00Z', '2025-11-18T12:00:00Z', [], 'cancelled');
    unrelated = await session('Someone else', '2025-11-18T13:00:00Z', '2025-11-18T14:00:00Z');
  });

  it('takes one rating per attendee once the session has ended, and a second replaces the first', async () => {
    const ann = await attendee(app);
    const early = await api(app, 'PUT', `/api/user/feedback/${upcoming}`, { token: ann.token, body: { rating: 5 } });
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe('You can rate a session once it has ended');
    expect((await api(app, 'PUT', `/api/user/feedback/${cancelled}`, { token: ann.token, body: { rating: 3 } })).body.detail).toBe(
      'A cancelled session cannot be rated',
    );
    expect((await api(app, 'PUT', '/api/user/feedback/987654', { token: ann.token, body: { rating: 3 } })).status).toBe(404);
    for (const rating of [0, 6, 2.5, '5', null]) {
      const refused = await api(app, 'PUT', `/api/user/feedback/${ended}`, { token: ann.token, body: { rating } });
      expect(refused.status).toBe(400);
    }
    expect((await api(app, 'PUT', `/api/user/feedback/${ended}`, { token: ann.token, body: { rating: 5, comment: 'x'.repeat(2001) } })).status).toBe(400);

    const first = await api(app, 'PUT', `/api/user/feedback/${ended}`, { token: ann.token, body: { rating: 2, comment: 'Too fast' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ session_id: ended, rating: 2, comment: 'Too fast' });
    const again = await api(app, 'PUT', `/api/user/feedback/${ended}`, { token: ann.token, body: { rating: 4, comment: '  Better on reflection  ' } });
    expect(again.body).toMatchObject({ rating: 4, comment: 'Better on reflection' });
    expect((await api(app, 'GET', '/api/user/feedback', { token: ann.token })).body).toEqual([expect.objectContaining({ session_id: ended, rating: 4 })]);
    expect(await app.database.prisma.sessionFeedback.count({ where: { session_id: ended } })).toBe(1);
  });

  it("keeps a session's speaker from rating it, and organisers from rating at all", async () => {
    const own = await api(app, 'PUT', `/api/user/feedback/${ended}`, { token: speaker.token, body: { rating: 5 } });
    expect(own.status).toBe(403);
    expect(own.body.detail).toBe('Speakers cannot rate their own session');
    expect((await api(app, 'PUT', `/api/user/feedback/${ended}`, { token: admin, body: { rating: 5 } })).status).toBe(403);
    expect((await api(app, 'PUT', `/api/user/feedback/${ended}`, { body: { rating: 5 } })).status).toBe(401);
    // A speaker attending someone else's talk is an attendee there.
    expect((await api(app, 'PUT', `/api/user/feedback/${ended}`, { token: otherSpeaker.token, body: { rating: 5, comment: 'Loved the demo' } })).status).toBe(
      200,
    );
  });

  it('shows speakers their own sessions’ aggregate and comments, organisers every session’s, never who rated; and tells them at once', async () => {
    const socket = await connectSocket(app.url, speaker.token);
    try {
      const bob = await attendee(app, { full_name: 'Bob Rater' });
      const told = nextEvent<{ session_ids: number[] }>(socket, 'feedback.changed');
      await api(app, 'PUT', `/api/user/feedback/${ended}`, { token: bob.token, body: { rating: 3 } });
      expect((await told).session_ids).toEqual([ended]);
      await api(app, 'PUT', `/api/user/feedback/${unrelated}`, { token: bob.token, body: { rating: 1, comment: 'Not for me' } });

      const mine = await api(app, 'GET', '/api/speaker/feedback', { token: speaker.token });
      expect(mine.status).toBe(200);
      const summary = mine.body.find((s: { session_id: number }) => s.session_id === ended);
      expect(summary).toMatchObject({ title: 'Speech recognition in plenary', ratings: 3, average: 4, distribution: [0, 0, 1, 1, 1] });
      expect(summary.comments.map((c: { comment: string }) => c.comment).sort()).toEqual(['Better on reflection', 'Loved the demo']);
      expect(mine.body.find((s: { session_id: number }) => s.session_id === upcoming)).toMatchObject({ ratings: 0, average: null });
      expect(mine.body.some((s: { session_id: number }) => s.session_id === unrelated)).toBe(false);
      expect(JSON.stringify(mine.body)).not.toMatch(/Bob Rater|user_id|email/);

      expect((await api(app, 'GET', '/api/speaker/feedback', { token: otherSpeaker.token })).body).toEqual([]);
      expect((await api(app, 'GET', '/api/admin/feedback', { token: speaker.token })).status).toBe(403);
      const all = await api(app, 'GET', '/api/admin/feedback', { token: admin });
      expect(all.body.map((s: { session_id: number }) => s.session_id).sort()).toEqual([ended, unrelated].sort());
    } finally {
      socket.disconnect();
    }
  });

  it('refuses accounts that could not have attended: an unconfirmed address, or no paid registration; and says why', async () => {
    const before = await api(app, 'GET', '/api/admin/feedback', { token: admin });
    // Five fresh accounts try to sink the session's average.
    for (let i = 0; i < 5; i++) {
      const throwaway = await registerUser(app);
      const refused = await rate(throwaway.token, ended, { rating: 1, comment: 'Worst talk ever' });
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe(UNCONFIRMED);
    }
    const unpaid = await registerUser(app);
    await payRegistration(app, unpaid);
    expect((await rate(unpaid.token, ended, { rating: 1 })).body.detail).toBe(UNCONFIRMED);
    const confirmed = await registerUser(app);
    await confirmAddress(app, confirmed);
    const refused = await rate(confirmed.token, ended, { rating: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(UNPAID);
    expect(await app.database.prisma.sessionFeedback.count({ where: { user_id: { in: [unpaid.user.id, confirmed.user.id] } } })).toBe(0);
    expect((await api(app, 'GET', '/api/admin/feedback', { token: admin })).body).toEqual(before.body);

    // The dashboard asks first, so it can show the reason instead of the rating control.
    const eligibility = (token: string) => api(app, 'GET', '/api/user/feedback/eligibility', { token });
    expect((await eligibility(unpaid.token)).body).toEqual({ can_rate: false, detail: UNCONFIRMED });
    expect((await eligibility(confirmed.token)).body).toEqual({ can_rate: false, detail: UNPAID });
    expect((await eligibility((await attendee(app)).token)).body).toEqual({ can_rate: true, detail: null });
    expect((await api(app, 'GET', '/api/user/feedback/eligibility')).status).toBe(401);
    // A speaker who has not confirmed nor paid is still told first that their own session is not theirs to rate.
    const newcomer = await newSpeakerAccount(app, `feedback-newcomer-${Date.now()}@test.example`);
    const profile = await app.database.prisma.speaker.findUniqueOrThrow({ where: { user_id: newcomer.user.id } });
    const theirs = await session('Newcomer talk', '2025-11-18T15:00:00Z', '2025-11-18T16:00:00Z', [profile.id]);
    expect((await rate(newcomer.token, theirs, { rating: 5 })).body.detail).toBe('Speakers cannot rate their own session');
  });

  it('lets organisers open rating to every confirmed account, never to unconfirmed ones', async () => {
    const settings = '/api/admin/conference-settings';
    expect((await api(app, 'GET', settings, { token: admin })).body).toMatchObject({ feedback_requires_payment: true });
    expect((await api(app, 'PATCH', settings, { token: admin, body: { feedback_requires_payment: 'no' } })).status).toBe(400);
    expect((await api(app, 'PATCH', settings, { token: speaker.token, body: { feedback_requires_payment: false } })).status).toBe(403);
    const opened = await api(app, 'PATCH', settings, { token: admin, body: { feedback_requires_payment: false } });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ feedback_requires_payment: false, accepting_cfp: true });
    try {
      const confirmed = await registerUser(app);
      await confirmAddress(app, confirmed);
      expect((await api(app, 'GET', '/api/user/feedback/eligibility', { token: confirmed.token })).body).toEqual({ can_rate: true, detail: null });
      expect((await rate(confirmed.token, unrelated, { rating: 4 })).status).toBe(200);
      const unconfirmed = await registerUser(app);
      expect((await rate(unconfirmed.token, unrelated, { rating: 1 })).body.detail).toBe(UNCONFIRMED);
    } finally {
      await api(app, 'PATCH', settings, { token: admin, body: { feedback_requires_payment: true } });
    }
    const closedAgain = await registerUser(app);
    await confirmAddress(app, closedAgain);
    expect((await rate(closedAgain.token, unrelated, { rating: 4 })).body.detail).toBe(UNPAID);
  });
});
