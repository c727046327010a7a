// Speakers hear of their own sessions as attendees hear of saved ones: when an organiser moves, re-rooms, cancels or
// removes a session, each speaker with an account gets a notice when the notice window closes (pushed to their open
// pages, leading to /speaker) and one mail (received here by a real SMTP server). In release mode they hear only at the release, and a
// proposal scheduled in the draft is announced by the release that publishes it, with the slot it released.
import ICAL from 'ical.js';
import { api, connectSocket, newSpeakerAccount, proposalBody, registerUser, type TestApp } from './harness.js';
import { useAppWithMail, waitFor, type Smtp } from './smtp.js';

describe('test/speaker-session-notices.e2e-spec.ts', () => {
  // One connection, as the embedded database has: work that asks for a second one inside a transaction would hang here.
  const context = useAppWithMail({ SESSION_NOTICE_WINDOW_SECONDS: '1', DB_POOL_SIZE: '1' });
  let app: TestApp;
  let admin: string;
  let smtp: Smtp;
  beforeAll(() => ({ app, admin, smtp } = context));

  type Notice = { title: string; message: string; type: string; link: string | null };
  const at = (day: number, hour: number) => `2025-11-${day}T${String(hour).padStart(2, '0')}:00:00Z`;
  const asAdmin = (method: string, route: string, body?: unknown) => api(app, method, route, { token: admin, body });

  let n = 0;
  /** A speaker account made through a proposal, the proposal accepted. */
  async function acceptedSpeaker(title: string) {
    const email = `speaker-notice${Date.now()}${n++}@test.example`;
    const speaker = await newSpeakerAccount(app, email, { proposal: proposalBody(email, { title }) });
    expect((await asAdmin('PATCH', `/cfp/submissions/${speaker.proposalId}/status`, { status: 'accepted' })).status).toBe(200);
    return { ...speaker, email, title };
  }
  /** The organisers schedule a proposal as a session: its proposer becomes the session's speaker. */
  async function schedule(proposalId: number, title: string, start: string, end: string, room = 'Plenary Hall') {
    const created = await asAdmin('POST', '/api/admin/sessions', { title, description: 'x', startTime: start, endTime: end, room, proposal_id: proposalId });
    expect(created.status).toBe(201);
    return created.body.id as number;
  }
  async function speakerWithSession(title: string, day: number, hour: number) {
    const speaker = await acceptedSpeaker(title);
    return { ...speaker, sessionId: await schedule(speaker.proposalId, title, at(day, hour), at(day, hour + 1)) };
  }
  const edit = async (id: number, body: object) => expect((await asAdmin('PUT', `/api/admin/sessions/${id}`, body)).status).toBe(200);
  const notices = async (token: string) => (await api(app, 'GET', '/api/notifications', { token })).body as Notice[];
  const changeNotices = async (token: string) =>
    (await notices(token)).filter((n) => ['Session changed', 'Session cancelled', 'Schedule changes'].includes(n.title));
  const changeMails = (email: string) =>
    smtp.received.filter((m) => m.to.includes(email) && /: (your session changed|changes to your|a saved session)/.test(m.subject));
  const presentation = async (token: string) => (await api(app, 'GET', '/api/speaker/presentations', { token })).body[0];
  /** The slot the speaker's /speaker page shows for their proposal, once it equals `expected` (followed asynchronously). */
  const presentationSlot = (token: string, expected: { scheduled_time: string | null; scheduled_room: string | null }) =>
    waitFor(async () => {
      const { scheduled_time, scheduled_room } = await presentation(token);
      return scheduled_time === expected.scheduled_time && scheduled_room === expected.scheduled_room ? { scheduled_time, scheduled_room } : undefined;
    });
  const scheduledMails = (email: string) => smtp.received.filter((m) => m.to.includes(email) && m.subject.startsWith('Your talk is scheduled'));

  describe('live mode', () => {
    it('tells a speaker on their open page and by one mail with the new slot when their session moves', async () => {
      const sam = await speakerWithSession('Live captions for the plenary', 17, 9);
      const other = await speakerWithSession('An unrelated talk', 17, 11);
      const socket = await connectSocket(app.url, sam.token);
      try {
        const pushed = new Promise<Notice>((resolve, reject) => {
          setTimeout(() => reject(new Error('no session notice pushed within 5 s')), 5000);
          socket.on('notification.created', (n: Notice) => n.title === 'Session changed' && resolve(n));
        });
        await edit(sam.sessionId, { startTime: at(17, 13), endTime: at(17, 14) });
        expect(await pushed).toMatchObject({
          type: 'info',
          title: 'Session changed',
          message: "Your session 'Live captions for the plenary' now takes place Mon, Nov 17, 2:00 PM - 3:00 PM.",
          link: '/speaker',
        });
      } finally {
        socket.disconnect();
      }
      expect(await changeNotices(sam.token)).toHaveLength(1);
      expect(await changeNotices(other.token)).toHaveLength(0);

      const mail = await waitFor(() => changeMails(sam.email)[0]);
      expect(mail.subject).toBe('LT-Summit: your session changed');
      expect(mail.text).toContain(
        "your session has changed:\n\n- Your session 'Live captions for the plenary' now takes place Mon, Nov 17, 2:00 PM - 3:00 PM.",
      );
      expect(mail.text).toMatch(/Your speaker page: \S+\/speaker\n/);
      expect(mail.text).not.toContain('/dashboard');
      expect(changeMails(other.email)).toHaveLength(0);
      // Their proposal on /speaker follows the move.
      expect(await presentationSlot(sam.token, { scheduled_time: at(17, 13).replace('Z', '.000Z'), scheduled_room: 'Plenary Hall' })).toBeTruthy();
    });

    it('gives a speaker who saved their own session one line, as its speaker, and other savers theirs', async () => {
      const sam = await speakerWithSession('Speech to text in committees', 18, 9);
      const ann = await registerUser(app, { full_name: 'Ann Attendee' });
      for (const token of [sam.token, ann.token]) expect((await api(app, 'POST', `/api/user/schedule/${sam.sessionId}`, { token })).status).toBe(200);

      await edit(sam.sessionId, { room: 'Room 4' });
      await waitFor(async () => (await changeNotices(ann.token)).length > 0);
      expect(await changeNotices(sam.token)).toEqual([
        expect.objectContaining({ title: 'Session changed', message: "Your session 'Speech to text in committees' is now in Room 4.", link: '/speaker' }),
      ]);
      expect(await changeNotices(ann.token)).toEqual([
        expect.objectContaining({ title: 'Session changed', message: "'Speech to text in committees' is now in Room 4.", link: '/dashboard' }),
      ]);
      const mail = await waitFor(() => changeMails(sam.email)[0]);
      expect(mail.text.split('\n').filter((line) => line.startsWith('- '))).toEqual(["- Your session 'Speech to text in committees' is now in Room 4."]);
      expect((await waitFor(() => changeMails(ann.email)[0])).subject).toBe('LT-Summit: a saved session changed');
    });

    it('tells a speaker when their session is cancelled, reinstated or removed from the programme', async () => {
      const sam = await speakerWithSession('Diarisation at scale', 19, 9);
      // Each step waits until the speaker is told: a step undone within the window would tell nothing.
      const told = (message: string) => waitFor(async () => (await changeNotices(sam.token)).find((n) => n.message === message));
      await edit(sam.sessionId, { status: 'cancelled' });
      expect(await told("Your session 'Diarisation at scale' has been cancelled.")).toMatchObject({
        title: 'Session cancelled',
        type: 'warning',
        link: '/speaker',
      });
      await edit(sam.sessionId, { status: 'scheduled' });
      expect(await told("Your session 'Diarisation at scale' is back in the programme.")).toMatchObject({ title: 'Session changed', link: '/speaker' });

      // The row is gone when the notice is written: the speaker is told all the same.
      expect((await asAdmin('DELETE', `/api/admin/sessions/${sam.sessionId}`)).status).toBe(204);
      const removed = "Your session 'Diarisation at scale' was removed from the programme.";
      expect(await told(removed)).toMatchObject({ title: 'Session cancelled', type: 'warning', link: '/speaker' });
      await waitFor(() => changeMails(sam.email).find((m) => m.text.includes(`- ${removed}`)));
    });
  });

  describe('release mode', () => {
    let ria: Awaited<ReturnType<typeof speakerWithSession>>;
    const release = async (name: string) => expect((await asAdmin('POST', '/api/admin/schedule/releases', { name })).status).toBe(201);

    beforeAll(async () => {
      // Scheduled while live (told then), and public in the first release.
      ria = await speakerWithSession('Releasing the record', 17, 9);
      expect((await asAdmin('PUT', '/api/admin/schedule/mode', { mode: 'release' })).status).toBe(200);
    });

    it('tells a speaker nothing of draft moves, then once, of where the release puts their session', async () => {
      await edit(ria.sessionId, { startTime: at(17, 13), endTime: at(17, 14) });
      await edit(ria.sessionId, { startTime: at(17, 15), endTime: at(17, 16), room: 'Room 2' });
      expect(await changeNotices(ria.token)).toHaveLength(0);
      // The speaker's page keeps the public slot until the release.
      expect(await presentation(ria.token)).toMatchObject({ scheduled_time: '2025-11-17T09:00:00.000Z', scheduled_room: 'Plenary Hall' });

      await release('Moves');
      await waitFor(async () => (await changeNotices(ria.token)).length > 0);
      expect(await changeNotices(ria.token)).toEqual([
        expect.objectContaining({
          title: 'Session changed',
          link: '/speaker',
          message: "Your session 'Releasing the record' now takes place Mon, Nov 17, 4:00 PM - 5:00 PM and is now in Room 2.",
        }),
      ]);
      const mail = await waitFor(() => changeMails(ria.email)[0]);
      expect(mail.text).toContain("- Your session 'Releasing the record' now takes place Mon, Nov 17, 4:00 PM - 5:00 PM and is now in Room 2.");
      expect(await presentationSlot(ria.token, { scheduled_time: '2025-11-17T15:00:00.000Z', scheduled_room: 'Room 2' })).toBeTruthy();
      expect(changeMails(ria.email)).toHaveLength(1);
    });

    it('announces a proposal scheduled in the draft only with the release, with the slot released', async () => {
      const pia = await acceptedSpeaker('Searchable debates on the same day');
      const sessionId = await schedule(pia.proposalId, pia.title, at(17, 9), at(17, 10), 'Room 1');
      // Moved in the draft: the first slot is never public, and never told.
      await edit(sessionId, { startTime: at(18, 13), endTime: at(18, 14), room: 'Room 3' });
      const quinn = await acceptedSpeaker('A talk that never was');
      const dropped = await schedule(quinn.proposalId, quinn.title, at(19, 9), at(19, 10));
      expect((await asAdmin('DELETE', `/api/admin/sessions/${dropped}`)).status).toBe(204);
      const scheduledNotices = async (token: string) => (await notices(token)).filter((n) => n.title === 'Session scheduled');
      expect(await scheduledNotices(pia.token)).toHaveLength(0);
      // Scheduled, but no slot shown to the speaker before it is public.
      expect(await presentation(pia.token)).toMatchObject({ status: 'approved_scheduled', scheduled_time: null, scheduled_room: null });

      await release('New talks');
      expect(await scheduledNotices(pia.token)).toEqual([
        expect.objectContaining({ link: '/speaker', message: "'Searchable debates on the same day' is scheduled: Tue, Nov 18, 2:00 PM - 3:00 PM, Room 3." }),
      ]);
      expect(await presentation(pia.token)).toMatchObject({
        status: 'approved_scheduled',
        session_id: sessionId,
        scheduled_time: '2025-11-18T13:00:00.000Z',
        scheduled_room: 'Room 3',
      });
      const mail = await waitFor(() => scheduledMails(pia.email)[0]);
      expect(mail.text).toContain('is scheduled: Tue, Nov 18, 2:00 PM - 3:00 PM, Room 3.');
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(mail.attachments[0].content)).getFirstSubcomponent('vevent')!);
      expect(event.startDate.toJSDate().toISOString()).toBe('2025-11-18T13:00:00.000Z');
      expect(event.location).toBe('Room 3');
      expect(scheduledMails(pia.email)).toHaveLength(1);
      // Added by the release, not moved: no change notice besides.
      expect(await changeNotices(pia.token)).toHaveLength(0);

      // Removed in the draft before any release: nobody is told.
      expect(await scheduledNotices(quinn.token)).toHaveLength(0);
      expect(scheduledMails(quinn.email)).toHaveLength(0);
    });

    it("shows a proposal's speaker on the public site only with the release that publishes their talk", async () => {
      const publicSpeakerIds = async () => ((await api(app, 'GET', '/public/speakers?limit=1000')).body as { id: number }[]).map((s) => s.id);
      const speakerOf = async (sessionId: number) =>
        ((await asAdmin('GET', '/api/admin/sessions')).body as { id: number; speaker_ids: number[] }[]).find((s) => s.id === sessionId)!.speaker_ids[0];
      const lea = await acceptedSpeaker('Subtitles on the floor');
      const sessionId = await schedule(lea.proposalId, lea.title, at(19, 13), at(19, 14), 'Room 2');
      const speakerId = await speakerOf(sessionId);
      const rex = await acceptedSpeaker('A draft that was dropped');
      const dropped = await schedule(rex.proposalId, rex.title, at(19, 15), at(19, 16));
      const droppedSpeakerId = await speakerOf(dropped);
      expect((await asAdmin('DELETE', `/api/admin/sessions/${dropped}`)).status).toBe(204);
      // The talk is a draft: its speaker is not public yet.
      expect(await publicSpeakerIds()).not.toContain(speakerId);

      await release('Subtitles');
      expect(await publicSpeakerIds()).toContain(speakerId);
      const released = ((await api(app, 'GET', '/public/sessions')).body.sessions as { id: number; speakers: { id: number }[] }[]).find(
        (s) => s.id === sessionId,
      );
      expect(released?.speakers.map((s) => s.id)).toEqual([speakerId]);
      // Removed before any release: its speaker stays as they were.
      expect(await publicSpeakerIds()).not.toContain(droppedSpeakerId);
    });
  });
});
