// From proposal to speaker account to decision to slot: the proposer gets a set-password link by mail (received by a
// real SMTP server), sees their own proposals only, and hears of every decision at once and by mail.
import ICAL from 'ical.js';
import { api, connectSocket, login, nextEvent, proposalBody, registerUser, type TestApp } from './harness.js';
import { useAppWithMail, waitFor, type Smtp } from './smtp.js';

describe('test/proposal-lifecycle.e2e-spec.ts', () => {
  // One connection, as the embedded database has: work that asks for a second one inside a transaction would hang here.
  const context = useAppWithMail({ DB_POOL_SIZE: '1' });
  let app: TestApp;
  let admin: string;
  let smtp: Smtp;
  beforeAll(() => ({ app, admin, smtp } = context));

  let n = 0;
  const proposal = (email: string) => proposalBody(email, { title: `Speech technology in parliament ${n++}` });

  async function submitAsNewSpeaker() {
    const email = `speaker${Date.now()}${n}@test.example`;
    const submitted = await api(app, 'POST', '/cfp/submit', { body: proposal(email) });
    expect(submitted.status).toBe(201);
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(email) && m.subject.startsWith('We received your proposal')));
    const token = /set-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const set = await api(app, 'POST', '/api/auth/set-password', { body: { token, password: 'speaker-password-1' } });
    expect(set.status).toBe(200);
    expect(set.body.user).toMatchObject({ email, role: 'speaker', full_name: 'Sam Speaker' });
    return { email, token: set.body.access_token as string, setupToken: token!, proposalId: submitted.body.id as number, userId: set.body.user.id as number };
  }

  it('gives a new proposer a speaker account through a single-use link and shows them their pending proposal', async () => {
    const speaker = await submitAsNewSpeaker();
    const again = await api(app, 'POST', '/api/auth/set-password', { body: { token: speaker.setupToken, password: 'another-password-2' } });
    expect(again.status).toBe(400);
    expect((await api(app, 'POST', '/api/auth/set-password', { body: { token: 'nope', password: 'another-password-2' } })).status).toBe(400);
    expect((await api(app, 'POST', '/api/auth/set-password', { body: { token: speaker.setupToken, password: 'short' } })).status).toBe(400);

    const mine = await api(app, 'GET', '/api/speaker/presentations', { token: speaker.token });
    expect(mine.status).toBe(200);
    expect(mine.body.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([[speaker.proposalId, 'pending']]);
    const profile = await app.database.prisma.speaker.findUniqueOrThrow({ where: { user_id: speaker.userId } });
    expect(profile).toMatchObject({ name: 'Sam Speaker', company: 'Speech Lab', display_on_public: false });
  });

  it('links a proposal its signed-in owner sends (the spec call, with credentials) and mails a dashboard link, not a password link', async () => {
    const attendee = await registerUser(app);
    expect((await api(app, 'POST', '/cfp/submit', { token: attendee.token, body: proposal(attendee.email) })).status).toBe(201);
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(attendee.email) && m.subject.startsWith('We received')));
    expect(mail.text).not.toContain('set-password');
    expect(mail.text).toContain('/speaker');
    const token = await login(app, attendee.email, attendee.password);
    expect((await api(app, 'GET', '/api/auth/me', { token })).body.role).toBe('speaker');
  });

  it('tells the speaker of acceptance at once and by mail, allows only pending -> accepted/rejected, and schedules', async () => {
    const speaker = await submitAsNewSpeaker();
    const socket = await connectSocket(app.url, speaker.token);
    try {
      const notified = nextEvent<{ title: string; type: string; message: string }>(socket, 'notification.created');
      const changed = nextEvent<{ ids: number[]; proposals: { id: number; status: string; review_notes: string | null }[] }>(socket, 'proposals.changed');
      const accepted = await api(app, 'PATCH', `/cfp/submissions/${speaker.proposalId}/status`, {
        token: admin,
        body: { status: 'accepted', notes: 'Great topic' },
      });
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ status: 'accepted', review_notes: 'Great topic' });
      expect(await notified).toMatchObject({ type: 'success', title: 'Proposal accepted' });
      // The pushed record is the speaker's list entry as it is now, so the page needs no refetch.
      const pushed = await changed;
      expect(pushed.ids).toEqual([speaker.proposalId]);
      expect(pushed.proposals).toEqual([accepted.body]);
    } finally {
      socket.disconnect();
    }
    const acceptedMail = await waitFor(() => smtp.received.find((m) => m.to.includes(speaker.email) && m.subject.startsWith('Your proposal was accepted')));
    expect(acceptedMail.text).toContain('Notes from the programme committee: Great topic');

    const twice = await api(app, 'PATCH', `/cfp/submissions/${speaker.proposalId}/status`, { token: admin, body: { status: 'rejected' } });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('A proposal that is accepted cannot be rejected');

    expect((await api(app, 'POST', `/api/speaker/proposals/${speaker.proposalId}/confirm`, { token: speaker.token })).body.confirmed_at).toBeTruthy();

    const session = await api(app, 'POST', '/api/admin/sessions', {
      token: admin,
      body: {
        title: 'Speech technology in parliament',
        description: 'x',
        startTime: '2025-11-18T13:00:00Z',
        endTime: '2025-11-18T13:20:00Z',
        room: 'Room 3',
        proposal_id: speaker.proposalId,
      },
    });
    expect(session.status).toBe(201);
    expect(session.body.speakers.map((s: { name: string }) => s.name)).toEqual(['Sam Speaker']);
    const [scheduled] = (await api(app, 'GET', '/api/speaker/presentations', { token: speaker.token })).body;
    expect(scheduled).toMatchObject({
      status: 'approved_scheduled',
      scheduled_room: 'Room 3',
      scheduled_time: '2025-11-18T13:00:00.000Z',
      session_id: session.body.id,
    });
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(speaker.email) && m.subject.startsWith('Your talk is scheduled')));
    expect(mail.text).toContain('Tue, Nov 18, 2:00 PM - 2:20 PM, Room 3');
    const [invite] = mail.attachments;
    expect(invite).toMatchObject({ filename: 'session.ics', mimeType: 'text/calendar' });
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(invite.content)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-11-18T13:00:00.000Z');
    expect(event.location).toBe('Room 3');
    const again = await api(app, 'POST', '/api/admin/sessions', {
      token: admin,
      body: { title: 'Twice', description: 'x', startTime: '2025-11-18T15:00:00Z', endTime: '2025-11-18T15:20:00Z', proposal_id: speaker.proposalId },
    });
    expect(again.status).toBe(409);
  });

  it('keeps proposals to their owner and review to admins', async () => {
    const one = await submitAsNewSpeaker();
    const two = await submitAsNewSpeaker();
    const twoSees = (await api(app, 'GET', '/api/speaker/presentations', { token: two.token })).body.map((p: { id: number }) => p.id);
    expect(twoSees).not.toContain(one.proposalId);
    expect((await api(app, 'POST', `/api/speaker/proposals/${one.proposalId}/confirm`, { token: two.token })).status).toBe(404);
    expect((await api(app, 'GET', '/cfp/submissions', { token: one.token })).status).toBe(403);
    expect((await api(app, 'PATCH', `/cfp/submissions/${one.proposalId}/status`, { token: one.token, body: { status: 'accepted' } })).status).toBe(403);
    expect((await api(app, 'GET', '/cfp/submissions')).status).toBe(401);
    const attendee = await registerUser(app);
    expect((await api(app, 'GET', '/api/speaker/presentations', { token: attendee.token })).status).toBe(403);
    expect((await api(app, 'PATCH', `/cfp/submissions/${one.proposalId}/status`, { token: admin, body: { status: 'maybe' } })).status).toBe(400);
    expect((await api(app, 'PATCH', '/cfp/submissions/424242/status', { token: admin, body: { status: 'accepted' } })).status).toBe(404);

    const own = await api(app, 'POST', '/api/speaker/proposals', {
      token: one.token,
      body: { title: '  A second idea  ', abstract: 'Short abstract', presentation_type: 'workshop' },
    });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ title: 'A second idea', presentation_type: 'workshop', status: 'pending', speaker_name: 'Sam Speaker' });
    expect((await api(app, 'POST', '/api/speaker/proposals', { token: one.token, body: { title: 'Tiny', abstract: 'x' } })).status).toBe(400);
    const submissions = (await api(app, 'GET', '/cfp/submissions', { token: admin })).body.map((p: { id: number }) => p.id);
    expect(submissions).toEqual(expect.arrayContaining([one.proposalId, two.proposalId, own.body.id]));
  });

  it("takes the speaker area's 'Submit New Proposal' as the spec writes it: POST /cfp/submit with credentials, a workshop, no position", async () => {
    const speaker = await submitAsNewSpeaker();
    const body = {
      title: 'Hands-on speech corpora',
      abstract: 'A workshop on building speech corpora.',
      presentation_type: 'workshop',
      speaker_name: 'Sam Speaker',
      speaker_bio: 'Speaker at the conference.',
      email: speaker.email,
      organization: 'Independent',
    };
    const sent = await api(app, 'POST', '/cfp/submit', { token: speaker.token, body });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ title: 'Hands-on speech corpora', presentation_type: 'workshop', status: 'pending' });
    const mine = (await api(app, 'GET', '/api/speaker/presentations', { token: speaker.token })).body as { title: string; presentation_type: string }[];
    expect(mine.find((p) => p.title === 'Hands-on speech corpora')).toMatchObject({ presentation_type: 'workshop' });
    // Without credentials it is the public form, whose rules it does not meet.
    const anonymous = await api(app, 'POST', '/cfp/submit', { body });
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.detail.map((d: { loc: string[] }) => d.loc[1])).toEqual(
      expect.arrayContaining(['abstract', 'speaker_position', 'presentation_type']),
    );
    expect((await api(app, 'POST', '/cfp/submit', { token: speaker.token, body: 'not json' })).status).toBe(400);
  });
});
