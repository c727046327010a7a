// Mail to a group of speakers (issue 29): the group is exactly who the organisers chose (by proposal status and type,
// accepted but not confirmed, the speakers of chosen sessions), each mail is what the preview showed and what a real
// SMTP server receives, in the speaker's language, each speaker's bell rings at once, and the sending is followed.
import type { Socket } from 'socket.io-client';
import { api, connectSocket, newSpeakerAccount, nextEvent, proposalBody, type TestApp } from './harness.js';
import { useAppWithMail, waitFor, type Smtp } from './smtp.js';

describe('test/mailings.e2e-spec.ts', () => {
  const context = useAppWithMail();
  let app: TestApp;
  let admin: string;
  let smtp: Smtp;
  const asAdmin = (method: string, route: string, body?: unknown) => api(app, method, route, { token: admin, body });
  const sockets: Socket[] = [];

  interface Proposer {
    email: string;
    token: string;
    proposalId: number;
    title: string;
    name: string;
  }

  let counter = 0;
  async function proposer(overrides: Record<string, unknown> = {}): Promise<Proposer> {
    const n = counter++;
    const email = `mailing${n}-${Date.now()}@mail.example`;
    const name = `Speaker Number${n}`;
    const title = `Dialect identification, study ${n}`;
    const account = await newSpeakerAccount(app, email, { proposal: proposalBody(email, { title, speaker_name: name, ...overrides }) });
    return { email, token: account.token, proposalId: account.proposalId, title, name };
  }

  const accept = async (p: Proposer) => expect((await asAdmin('PATCH', `/cfp/submissions/${p.proposalId}/status`, { status: 'accepted' })).status).toBe(200);

  const reminder = {
    subject: '{product}: please confirm "{title}"',
    body: 'Dear {name},\n\nplease confirm "{title}" in your dashboard: {dashboard}\n\nYour slot: {slot}, {room}',
    translations: { de: { subject: '{product}: bitte bestätigen Sie „{title}“', body: 'Liebe:r {name},\n\nbitte bestätigen Sie „{title}“: {dashboard}' } },
  };

  let pending: Proposer, pendingOtherType: Proposer, unconfirmed: Proposer, confirmed: Proposer;
  let session: { id: number; title: string; room: string };
  let empty: { id: number };

  beforeAll(async () => {
    ({ app, admin, smtp } = context);
    await asAdmin('PATCH', '/api/admin/conference-settings', { accepting_cfp: true });
    pending = await proposer({ presentation_type: 'technology_application' });
    pendingOtherType = await proposer({ presentation_type: 'research_output' });
    unconfirmed = await proposer();
    confirmed = await proposer();
    await accept(unconfirmed);
    await accept(confirmed);
    expect((await api(app, 'PUT', '/api/user/profile', { token: unconfirmed.token, body: { language: 'de' } })).status).toBe(200);
    expect((await api(app, 'POST', `/api/speaker/proposals/${confirmed.proposalId}/confirm`, { token: confirmed.token })).status).toBe(200);
    // The proposer of a pending talk is also a co-speaker of another's session.
    const speakers: { id: number; email: string | null }[] = (await asAdmin('GET', '/api/admin/speakers')).body;
    const coSpeaker = speakers.find((s) => s.email === pending.email)!;
    const times = { description: 'x', startTime: '2025-11-18T13:00:00Z', endTime: '2025-11-18T13:20:00Z', room: 'Room 3' };
    const made = await asAdmin('POST', '/api/admin/sessions', { ...times, title: 'Dialects at scale', proposal_id: confirmed.proposalId });
    expect(made.status).toBe(201);
    const withListed = await asAdmin('PUT', `/api/admin/sessions/${made.body.id}`, {
      speaker_ids: [...made.body.speakers.map((s: { id: number }) => s.id), coSpeaker.id],
      version: made.body.version,
    });
    expect(withListed.status).toBe(200);
    session = withListed.body;
    empty = (await asAdmin('POST', '/api/admin/sessions', { ...times, title: 'Coffee', room: 'Foyer' })).body;
  });
  afterAll(() => sockets.forEach((s) => s.disconnect()));

  const recipients = (preview: { body: { mails: { to: string }[] } }) => preview.body.mails.map((m) => m.to).sort();

  describe('who a mailing reaches', () => {
    it('is for organisers only, and refuses a group, a placeholder or a text it cannot use', async () => {
      const body = { audience: { group: 'unconfirmed' }, ...reminder };
      expect((await api(app, 'POST', '/api/admin/mailings/preview', { token: unconfirmed.token, body })).status).toBe(403);
      expect((await api(app, 'POST', '/api/admin/mailings', { body })).status).toBe(401);
      const typo = await asAdmin('POST', '/api/admin/mailings/preview', { ...body, translations: { de: { subject: 'Hallo {nmae}', body: 'x' } } });
      expect(typo.status).toBe(400);
      expect(typo.body.detail[0].msg).toMatch(/^Unknown placeholder \{nmae\}/);
      const group = await asAdmin('POST', '/api/admin/mailings/preview', { ...body, audience: { group: 'everyone' } });
      expect(group.status).toBe(400);
      expect(group.body.detail[0]).toMatchObject({ loc: ['body', 'audience', 'group'], msg: 'group must be one of proposals, unconfirmed, sessions, signups' });
      const noSessions = await asAdmin('POST', '/api/admin/mailings/preview', { ...body, audience: { group: 'sessions' } });
      expect(noSessions.status).toBe(400);
      expect(noSessions.body.detail[0].msg).toBe('Choose at least one session');
      const nobody = await asAdmin('POST', '/api/admin/mailings', { ...body, audience: { group: 'sessions', session_ids: [empty.id] } });
      expect(nobody.status).toBe(400);
      expect(nobody.body.detail[0].msg).toBe('Nobody is in this group');
      expect((await asAdmin('GET', '/api/admin/mailings')).body).toEqual([]);
    });

    it('reaches exactly the speakers of the chosen statuses and types', async () => {
      const ofPending = await asAdmin('POST', '/api/admin/mailings/preview', { audience: { group: 'proposals', statuses: ['pending'] }, ...reminder });
      expect(ofPending.status).toBe(200);
      expect(recipients(ofPending)).toEqual([pending.email, pendingOtherType.email].sort());
      const ofType = await asAdmin('POST', '/api/admin/mailings/preview', {
        audience: { group: 'proposals', statuses: ['pending'], types: ['research_output'] },
        ...reminder,
      });
      expect(recipients(ofType)).toEqual([pendingOtherType.email]);
      const everyone = await asAdmin('POST', '/api/admin/mailings/preview', { audience: { group: 'proposals' }, ...reminder });
      expect(everyone.body.total).toBe(4);
    });

    it("reaches a chosen session's speakers once each, its proposer and the speakers listed on it", async () => {
      const preview = await asAdmin('POST', '/api/admin/mailings/preview', {
        audience: { group: 'sessions', session_ids: [session.id, empty.id] },
        ...reminder,
      });
      expect(recipients(preview)).toEqual([confirmed.email, pending.email].sort());
      const toListed = preview.body.mails.find((m: { to: string }) => m.to === pending.email);
      expect(toListed).toMatchObject({ name: pending.name, proposal_id: null, session_id: session.id });
      expect(toListed.text).toContain(`please confirm "${session.title}"`);
      expect(toListed.text).toMatch(/Your slot: .+, Room 3$/);
    });
  });

  describe('a confirmation reminder', () => {
    it('reaches only the accepted speakers who have not confirmed, in their language, by mail and bell, and is followed', async () => {
      const preview = await asAdmin('POST', '/api/admin/mailings/preview', { audience: { group: 'unconfirmed' }, ...reminder });
      expect(preview.body).toMatchObject({ total: 1 });
      const [mail] = preview.body.mails;
      // The speaker's account is in German, and so is the reminder; no slot yet, so the German text has none either.
      expect(mail).toMatchObject({
        to: unconfirmed.email,
        language: 'de',
        proposal_id: unconfirmed.proposalId,
        subject: `${app.config.productName}: bitte bestätigen Sie „${unconfirmed.title}“`,
        text: `Liebe:r ${unconfirmed.name},\n\nbitte bestätigen Sie „${unconfirmed.title}“: ${app.config.publicUrl}/speaker`,
      });

      const speakerSocket = await connectSocket(app.url, unconfirmed.token);
      const adminSocket = await connectSocket(app.url, admin);
      sockets.push(speakerSocket, adminSocket);
      const progress: { mailing_id: number; done: boolean; sent: number }[] = [];
      adminSocket.on('mailings.progress', (p) => progress.push(p));
      const bell = nextEvent<{ title: string; message: string; link: string }>(speakerSocket, 'notification.created');

      const sent = await asAdmin('POST', '/api/admin/mailings', { audience: { group: 'unconfirmed' }, ...reminder });
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ total: 1, audience: { group: 'unconfirmed' }, subject: reminder.subject, missing_translations: [] });
      expect(await bell).toMatchObject({ title: mail.subject, message: mail.text, link: '/speaker' });

      const received = await waitFor(() => smtp.received.find((m) => m.to.includes(unconfirmed.email) && m.subject === mail.subject));
      expect(received.text.trim()).toBe(mail.text);
      const reminders = () => smtp.received.filter((m) => /please confirm|bitte bestätigen/.test(m.subject));

      const done = await waitFor(async () => {
        const now = await asAdmin('GET', `/api/admin/mailings/${sent.body.id}`);
        return now.body.done ? now.body : undefined;
      });
      expect(done).toEqual({ mailing_id: sent.body.id, total: 1, sent: 1, failed: 0, done: true });
      await waitFor(() => progress.find((p) => p.mailing_id === sent.body.id && p.done));
      expect(reminders().map((m) => m.to)).toEqual([[unconfirmed.email]]);
      const [listedMailing] = (await asAdmin('GET', '/api/admin/mailings')).body;
      expect(listedMailing).toMatchObject({ id: sent.body.id, sent: 1, done: true });
      const [entry] = (await asAdmin('GET', `/api/admin/audit?entity=mailing&entity_id=${sent.body.id}`)).body.entries;
      expect(entry).toMatchObject({ action: 'send', summary: `Mail '${reminder.subject}' to 1 speaker(s)` });
      expect((await asAdmin('GET', '/api/admin/mailings/999999')).status).toBe(404);
      // Its id in decimal digits only: `1e0` or `0x1` is no other name of it (issue 43, item 5).
      for (const alias of [`${sent.body.id}.0`, `${sent.body.id}e0`, `0x${sent.body.id.toString(16)}`])
        expect([alias, (await asAdmin('GET', `/api/admin/mailings/${alias}`)).status]).toEqual([alias, 404]);
    });

    it('no longer reaches a speaker once they confirm', async () => {
      expect((await api(app, 'POST', `/api/speaker/proposals/${unconfirmed.proposalId}/confirm`, { token: unconfirmed.token })).status).toBe(200);
      const preview = await asAdmin('POST', '/api/admin/mailings/preview', { audience: { group: 'unconfirmed' }, ...reminder });
      expect(preview.body).toEqual({ total: 0, mails: [] });
    });
  });
});
