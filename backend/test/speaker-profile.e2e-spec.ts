// A speaker keeps their own public profile (issue 30 part 4): GET/PUT /api/speaker/profile, always the caller's own.
// Until organisers publish the speaker it stays on the account (a hidden speaker record, which a later proposal keeps);
// once published, a save is what /speakers shows, pushed live to open pages.
import { Described } from './described.js';
import { api, connectSocket, login, newSpeakerAccount, nextPublicChange, proposalBody, registerUser, type TestApp, upserts, useAdminApp } from './harness.js';

describe('test/speaker-profile.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  let admin: string;
  beforeAll(() => ({ app, admin } = context));

  const PROFILE = {
    name: 'Ada Lovelace',
    title: 'Research Engineer',
    company: 'Analytical Engines Ltd',
    bio_short: 'Builds speech recognisers for parliaments.',
    bio: 'Ada has built speech recognition for three parliaments.\nShe leads the open corpus work.',
    linkedin_url: 'https://www.linkedin.com/in/ada-lovelace',
  };

  const save = (token: string, body: unknown) => api(app, 'PUT', '/api/speaker/profile', { token, body });
  const mine = (token: string) => api(app, 'GET', '/api/speaker/profile', { token });

  async function promotedSpeaker(full_name: string) {
    const user = await registerUser(app, { full_name });
    expect((await api(app, 'POST', `/api/admin/users/${user.user.id}/promote`, { token: admin })).status).toBe(200);
    return { ...user, token: await login(app, user.email, user.password) };
  }

  it('starts from the account, saves the speaker’s own texts, and answers them as the API describes', async () => {
    const described = await Described.load(app);
    const email = `profile-start-${Date.now()}@test.example`;
    const account = await newSpeakerAccount(app, email, {
      proposal: proposalBody(email, { speaker_name: 'Ada L.', speaker_position: 'Engineer', organization: 'Lab' }),
    });

    const first = await mine(account.token);
    described.check('GET', '/api/speaker/profile', first.status, first.body);
    // The proposal made the (hidden) record: it is the profile's start.
    expect(first.body).toMatchObject({ name: 'Ada L.', title: 'Engineer', company: 'Lab', display_on_public: false, linkedin_url: null });

    const saved = await save(account.token, { ...PROFILE, title: `  ${PROFILE.title}  ` });
    described.check('PUT', '/api/speaker/profile', saved.status, saved.body);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...PROFILE, speaker_id: first.body.speaker_id, image_url: null, display_on_public: false, recording_consent: null });
    expect((await mine(account.token)).body).toEqual(saved.body);

    // A field left out stays; blank clears it.
    const cleared = await save(account.token, { name: 'Ada Lovelace', company: '  ' });
    expect(cleared.body).toMatchObject({ company: null, title: PROFILE.title, bio: PROFILE.bio });

    // Organisers see who changed the speaker, in the audit trail.
    const trail = await api(app, 'GET', `/api/admin/audit?entity=speaker&entity_id=${first.body.speaker_id}`, { token: admin });
    expect(trail.body.entries[0]).toMatchObject({ actor: { email }, summary: "Speaker 'Ada Lovelace' (own profile)" });
  });

  it('keeps the profile on an account without a speaker record, and a later proposal keeps it', async () => {
    const speaker = await promotedSpeaker('Bob Builder');
    // Promotion gives the hidden record; without one the account's name is the start.
    await app.database.prisma.speaker.delete({ where: { user_id: speaker.user.id } });
    expect((await mine(speaker.token)).body).toEqual({
      speaker_id: null,
      name: 'Bob Builder',
      title: null,
      company: null,
      bio_short: null,
      bio: null,
      linkedin_url: null,
      image_url: null,
      display_on_public: false,
      recording_consent: null,
    });
    const saved = await save(speaker.token, { name: 'Bob the Builder', bio: 'Builds corpora.', company: 'Corpus Works' });
    expect(saved.body).toMatchObject({ name: 'Bob the Builder', bio: 'Builds corpora.', display_on_public: false });
    expect(saved.body.speaker_id).toEqual(expect.any(Number));
    // Hidden: not on /speakers.
    const listed = (await api(app, 'GET', '/public/speakers')).body as { id: number }[];
    expect(listed.map((s) => s.id)).not.toContain(saved.body.speaker_id);

    // The proposal modal's fields: what the speaker sends wins, the profile fills what is blank.
    const sent = await api(app, 'POST', '/api/speaker/proposals', {
      token: speaker.token,
      body: { title: 'Corpora for everyone', abstract: 'How we build them.', speaker_name: '', speaker_bio: '', organization: 'Corpus Works Vienna' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ speaker_name: 'Bob the Builder', speaker_bio: 'Builds corpora.', organization: 'Corpus Works Vienna' });
    expect((await mine(speaker.token)).body).toMatchObject({ name: 'Bob the Builder', company: 'Corpus Works', speaker_id: saved.body.speaker_id });
  });

  it('is always the caller’s own: another speaker’s save changes nothing of theirs, and attendees are refused', async () => {
    const one = await promotedSpeaker('One Speaker');
    const two = await promotedSpeaker('Two Speaker');
    await save(one.token, { name: 'One Speaker', bio: 'First.' });
    await save(two.token, { name: 'Two Speaker', bio: 'Second.' });
    expect((await mine(one.token)).body).toMatchObject({ name: 'One Speaker', bio: 'First.' });
    expect((await mine(two.token)).body).toMatchObject({ name: 'Two Speaker', bio: 'Second.' });
    // Naming another record in the body does nothing: the route names no one.
    const other = (await mine(two.token)).body.speaker_id;
    expect((await save(one.token, { name: 'One Speaker', speaker_id: other, id: other, display_on_public: true })).status).toBe(200);
    expect((await mine(two.token)).body).toMatchObject({ name: 'Two Speaker', speaker_id: other });
    expect((await mine(one.token)).body.display_on_public).toBe(false);

    const attendee = await registerUser(app);
    expect((await mine(attendee.token)).status).toBe(403);
    expect((await save(attendee.token, PROFILE)).status).toBe(403);
    expect((await api(app, 'GET', '/api/speaker/profile')).status).toBe(401);
  });

  it('answers bad input with 400 and a detail naming the problem', async () => {
    const speaker = await promotedSpeaker('Careful Speaker');
    const cases: [unknown, string][] = [
      [{}, 'name is required'],
      [{ name: '   ' }, 'name is required'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ name: 'Ok', linkedin_url: 'http://www.linkedin.com/in/ok' }, 'linkedin_url must be an https URL'],
      [{ name: 'Ok', linkedin_url: 'javascript:alert(1)' }, 'linkedin_url must be an https URL'],
      [{ name: 'Ok', linkedin_url: 'https://' }, 'linkedin_url must be an https URL'],
      [{ name: 'Ok', bio_short: 'b'.repeat(1001) }, 'bio_short'],
      [{ name: 'Ok', bio: 'b'.repeat(10_001) }, 'bio'],
      [{ name: 'Ok', title: ['x'] }, 'title'],
    ];
    for (const [body, expected] of cases) {
      const response = await save(speaker.token, body);
      expect([JSON.stringify(body).slice(0, 60), response.status]).toEqual([JSON.stringify(body).slice(0, 60), 400]);
      expect(JSON.stringify(response.body.detail)).toContain(expected);
    }
    // The German answer for the https rule.
    const german = await api(app, 'PUT', '/api/speaker/profile?lang=de', { token: speaker.token, body: { name: 'Ok', linkedin_url: 'ftp://x.example' } });
    expect(JSON.stringify(german.body.detail)).toContain('https');
    expect(JSON.stringify(german.body.detail)).not.toContain('must be');
    // Nothing was stored.
    expect((await mine(speaker.token)).body).toMatchObject({ name: 'Careful Speaker', linkedin_url: null });
  });

  it('updates what /speakers shows once the speaker is published, and open pages get it pushed', async () => {
    const speaker = await promotedSpeaker('Grace Hopper');
    const { speaker_id } = (await save(speaker.token, { name: 'Grace Hopper' })).body;
    expect((await api(app, 'PUT', `/api/admin/speakers/${speaker_id}`, { token: admin, body: { display_on_public: true } })).status).toBe(200);

    const socket = await connectSocket(app.url);
    try {
      const pushed = nextPublicChange(socket, (d) => upserts(d, 'speakers').some((s) => s.id === speaker_id && s.title === 'Rear Admiral'));
      const saved = await save(speaker.token, {
        name: 'Grace Hopper',
        title: 'Rear Admiral',
        company: 'US Navy',
        bio_short: 'COBOL.',
        linkedin_url: 'https://www.linkedin.com/in/grace',
      });
      expect(saved.body.display_on_public).toBe(true);
      const delta = await pushed;
      expect(upserts(delta, 'speakers').find((s) => s.id === speaker_id)).toMatchObject({
        name: 'Grace Hopper',
        title: 'Rear Admiral',
        company: 'US Navy',
        bio_short: 'COBOL.',
      });
    } finally {
      socket.disconnect();
    }
    const listed = (await api(app, 'GET', '/public/speakers')).body as { id: number }[];
    expect(listed.find((s) => s.id === speaker_id)).toMatchObject({
      name: 'Grace Hopper',
      title: 'Rear Admiral',
      company: 'US Navy',
      bio_short: 'COBOL.',
      linkedin_url: 'https://www.linkedin.com/in/grace',
    });
  });
});
