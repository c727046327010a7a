// The spec's call tables, call by call (public-attendee-payment.md section 7, speaker-admin.md's speaker-area and
// admin tables): each call is sent as the spec writes it (method, path, payload fields, credentials) and its answer
// is checked against what the spec documents and against the API description (test/described.ts).
//
// One deliberate departure, recorded here and in docs/api.md: PUT /api/user/profile with a *new* email also needs
// `current_password` (an account's address is how it is recovered, so changing it is re-authenticated) and the new
// address takes effect once confirmed; the spec's call with the current address, or a new name, works as written.
import { Described } from './described.js';
import { api, newSpeakerAccount, png, registerUser, type TestApp, useAdminApp, FRESH_INSTALL_SETTINGS, FRESH_QUESTION_SETTINGS } from './harness.js';

describe('test/spec-calls.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  let described: Described;
  let admin: string;

  beforeAll(async () => {
    ({ app, admin } = context);
    described = await Described.load(app);
  });

  /** Sends the call and checks the answer against the API description; `route` is the description's path. */
  async function call(method: string, path: string, route: string, options: Parameters<typeof api>[3] = {}) {
    const response = await api(app, method, path, options);
    described.check(method, route, response.status, response.body);
    return response;
  }

  async function uploadImage(path: string, route: string, token: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await png(500, 500, '#2255aa'))], { type: 'image/png' }), 'photo.png');
    const response = await fetch(`${app.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const body = await response.json();
    described.check('POST', route, response.status, body);
    return { status: response.status, body };
  }

  /** The spec's proposal payload (public-attendee-payment.md section 2). */
  const proposal = (email: string) => ({
    title: 'Terminology at scale',
    abstract: 'How a public administration keeps ten thousand terms consistent across twenty-four languages. '.repeat(2),
    speaker_name: 'Ada Example',
    speaker_bio: 'Ada leads the terminology team of a large public administration and writes about it.',
    speaker_position: 'Head of Terminology',
    email,
    organization: 'Example Agency',
    presentation_type: 'research_output',
  });

  /** A speaker account made the way the product makes one (a proposal, then the password its link sets), each call checked. */
  const newSpeaker = (email: string) =>
    newSpeakerAccount(app, email, { proposal: proposal(email), send: (method, path, options) => call(method, path, path, options) });

  describe('public site, sign-in, dashboard and payment (public-attendee-payment.md section 7)', () => {
    test('GET /public/logo (optional query small=true): an image', async () => {
      for (const path of ['/public/logo', '/public/logo?small=true']) {
        const response = await fetch(`${app.url}${path}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\//);
      }
    });

    test('the public lists: speakers and sponsors (?limit=1000), {sessions}, {news}, {schedule}, settings, hero content', async () => {
      expect(Array.isArray((await call('GET', '/public/speakers?limit=1000', '/public/speakers')).body)).toBe(true);
      expect(Array.isArray((await call('GET', '/public/sponsors?limit=1000', '/public/sponsors')).body)).toBe(true);
      expect((await call('GET', '/public/sessions', '/public/sessions')).body).toHaveProperty('sessions');
      expect((await call('GET', '/public/news', '/public/news')).body).toHaveProperty('news');
      expect((await call('GET', '/public/schedule', '/public/schedule')).body).toHaveProperty('schedule');
      expect((await call('GET', '/public/conference-settings', '/public/conference-settings')).body).toEqual({
        accepting_cfp: expect.any(Boolean),
        accepting_sponsors: expect.any(Boolean),
        // Beside the spec's switches: where the programme committee's review stands (issue 16), and when the calls open
        // and close and the edition's dates (issue 29).
        review_phase: 'submission',
        ...FRESH_INSTALL_SETTINGS,
      });
      expect((await call('GET', '/public/hero-content', '/public/hero-content')).body).toEqual({ content: expect.any(String) });
    });

    test("the videos (the spec's third-party helper service, served by the product): video1 and video2", async () => {
      const videos = await call('GET', '/public/videos', '/public/videos');
      expect(videos.body).toMatchObject({ video1: { video_id: expect.any(String) }, video2: { video_id: expect.any(String) } });
    });

    test('POST /api/auth/register {email, password, full_name}: {user, access_token}; a refusal has detail as a list of {loc, msg, type}', async () => {
      const registered = await call('POST', '/api/auth/register', '/api/auth/register', {
        body: { email: 'reg@spec.example', password: 'long-enough-1', full_name: 'Reg Istered' },
      });
      expect(registered.status).toBe(201);
      expect(registered.body).toMatchObject({ user: { email: 'reg@spec.example', full_name: 'Reg Istered', role: 'user' }, access_token: expect.any(String) });
      const refused = await call('POST', '/api/auth/register', '/api/auth/register', {
        body: { email: 'short@spec.example', password: 'short', full_name: 'S' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toEqual(
        expect.arrayContaining([expect.objectContaining({ loc: ['body', 'password'], msg: expect.any(String), type: expect.any(String) })]),
      );
    });

    test('POST /api/auth/login {email, password} with credentials: {user, access_token} and the refresh cookie; a failure has detail', async () => {
      const signedIn = await call('POST', '/api/auth/login', '/api/auth/login', { body: { email: 'reg@spec.example', password: 'long-enough-1' } });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toMatchObject({ user: { email: 'reg@spec.example' }, access_token: expect.any(String) });
      expect(signedIn.headers.get('set-cookie')).toMatch(/refresh_token=/);
      const refused = await call('POST', '/api/auth/login', '/api/auth/login', { body: { email: 'reg@spec.example', password: 'wrong-password' } });
      expect(refused.status).toBe(401);
      expect(refused.body.detail).toEqual(expect.any(String));
    });

    test('GET /api/auth/me with credentials: the user; POST /api/auth/logout with credentials ends the sign-in', async () => {
      const signedIn = await api(app, 'POST', '/api/auth/login', { body: { email: 'reg@spec.example', password: 'long-enough-1' } });
      const cookie = signedIn.headers.get('set-cookie')!.split(';')[0];
      const me = await call('GET', '/api/auth/me', '/api/auth/me', { token: signedIn.body.access_token, cookie });
      expect(me.body).toMatchObject({
        id: expect.any(Number),
        full_name: 'Reg Istered',
        email: 'reg@spec.example',
        is_active: true,
        is_speaker: false,
        is_admin: false,
        payment_status: 'pending',
      });
      const out = await call('POST', '/api/auth/logout', '/api/auth/logout', { token: signedIn.body.access_token, cookie });
      expect(out.status).toBe(204);
      expect((await api(app, 'POST', '/api/auth/refresh', { cookie })).status).toBe(401);
    });

    test('PUT /api/user/profile {email, full_name} with the role header: id, full_name, email, is_active, is_speaker, is_admin', async () => {
      const person = await registerUser(app, { email: 'profile@spec.example', full_name: 'Before Name' });
      const updated = await call('PUT', '/api/user/profile', '/api/user/profile', {
        token: person.token,
        headers: { role: 'user' },
        body: { email: 'profile@spec.example', full_name: 'After Name' },
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        id: person.user.id,
        full_name: 'After Name',
        email: 'profile@spec.example',
        is_active: true,
        is_speaker: false,
        is_admin: false,
      });
      // The departure: a new address needs the current password, and waits for its confirmation link.
      const bare = await call('PUT', '/api/user/profile', '/api/user/profile', {
        token: person.token,
        headers: { role: 'user' },
        body: { email: 'new@spec.example', full_name: 'After Name' },
      });
      expect(bare.status).toBe(400);
      expect(JSON.stringify(bare.body.detail)).toContain('current_password');
      const confirmed = await call('PUT', '/api/user/profile', '/api/user/profile', {
        token: person.token,
        headers: { role: 'user' },
        body: { email: 'new@spec.example', full_name: 'After Name', current_password: person.password },
      });
      expect(confirmed.body).toMatchObject({ email: 'profile@spec.example', pending_email: 'new@spec.example' });
    });

    test("POST /api/payment/process {userId, amount} with credentials: {success}; the amount is the server's", async () => {
      const person = await registerUser(app);
      const paid = await call('POST', '/api/payment/process', '/api/payment/process', { token: person.token, body: { userId: person.user.id, amount: 0.01 } });
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ success: true, payment_status: 'paid' });
      expect((await api(app, 'GET', '/api/auth/me', { token: person.token })).body.payment_status).toBe('paid');
    });

    test('POST /cfp/submit with the proposal payload, and POST /public/sponsorship/apply with the sponsorship payload', async () => {
      const sent = await call('POST', '/cfp/submit', '/cfp/submit', { body: proposal('public-form@spec.example') });
      expect(sent.status).toBe(201);
      const applied = await call('POST', '/public/sponsorship/apply', '/public/sponsorship/apply', {
        body: {
          company_name: 'Acme',
          contact_name: 'Ann Acme',
          email: 'ann@acme.example',
          phone: '+32 2 555 0100',
          tier: 'gold',
          website: 'acme.example',
          message: 'Hello',
          is_lt_innovate_member: false,
          member_type: '',
        },
      });
      expect(applied.status).toBe(201);
    });
  });

  describe("the speaker area's calls (speaker-admin.md)", () => {
    let speaker: { token: string; user: { id: number; email: string } };
    beforeAll(async () => {
      speaker = await newSpeaker('speaker@spec.example');
    });

    test('POST /cfp/submit with credentials: title, abstract, presentation_type (talk, workshop or panel), speaker_name, speaker_bio, email, organization', async () => {
      const sent = await call('POST', '/cfp/submit', '/cfp/submit', {
        token: speaker.token,
        body: {
          title: 'A workshop on glossaries',
          abstract: 'Hands-on: building a shared glossary with open tools. '.repeat(3),
          presentation_type: 'workshop',
          speaker_name: 'Ada Example',
          speaker_bio: 'Speaker bio',
          email: speaker.user.email,
          organization: 'Example Agency',
        },
      });
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ title: 'A workshop on glossaries', presentation_type: 'workshop', status: 'pending' });
    });

    test('GET /api/speaker/presentations with the bearer token and credentials: the list of presentations', async () => {
      const list = await call('GET', '/api/speaker/presentations', '/api/speaker/presentations', { token: speaker.token });
      expect(list.body.map((p: { title: string }) => p.title).sort()).toEqual(['A workshop on glossaries', 'Terminology at scale']);
    });

    test('POST /api/speaker/profile/upload-image with a multipart file: success, image_url', async () => {
      const uploaded = await uploadImage('/api/speaker/profile/upload-image', '/api/speaker/profile/upload-image', speaker.token);
      expect(uploaded.status).toBe(200);
      expect(uploaded.body).toEqual({ success: true, image_url: expect.stringMatching(/^\/uploads\/speakers\//) });
    });

    test('GET /api/notifications (the 60 s poll) and POST /api/notifications/{id}/read', async () => {
      const proposals = await api(app, 'GET', '/cfp/submissions', { token: admin });
      const mine = proposals.body.find((p: { email: string; title: string }) => p.email === speaker.user.email && p.title === 'Terminology at scale');
      await call('PATCH', `/cfp/submissions/${mine.id}/status`, '/cfp/submissions/{id}/status', {
        token: admin,
        body: { status: 'accepted', notes: 'Welcome aboard' },
      });
      const list = await call('GET', '/api/notifications', '/api/notifications', { token: speaker.token });
      expect(list.body.length).toBeGreaterThan(0);
      const read = await call('POST', `/api/notifications/${list.body[0].id}/read`, '/api/notifications/{id}/read', { token: speaker.token });
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id: list.body[0].id, read: true });
    });
  });

  describe("the admin area's calls (speaker-admin.md)", () => {
    test('users: GET ?exclude_speakers=true, PUT {email, full_name, role, is_speaker, status}, POST promote, DELETE', async () => {
      const person = await registerUser(app, { email: 'managed@spec.example' });
      const list = await call('GET', '/api/admin/users?exclude_speakers=true', '/api/admin/users', { token: admin });
      expect(list.body.every((u: { is_speaker: boolean }) => !u.is_speaker)).toBe(true);
      expect(list.body.map((u: { email: string }) => u.email)).toContain('managed@spec.example');
      const edited = await call('PUT', `/api/admin/users/${person.user.id}`, '/api/admin/users/{id}', {
        token: admin,
        body: { email: 'managed2@spec.example', full_name: 'Managed Person', role: 'user', is_speaker: false, status: 'active' },
      });
      expect(edited.body).toMatchObject({ email: 'managed2@spec.example', full_name: 'Managed Person', status: 'active' });
      const promoted = await call('POST', `/api/admin/users/${person.user.id}/promote`, '/api/admin/users/{id}/promote', { token: admin });
      expect(promoted.body).toMatchObject({ is_speaker: true, role: 'speaker' });
      expect((await call('DELETE', `/api/admin/users/${person.user.id}`, '/api/admin/users/{id}', { token: admin })).status).toBe(204);
    });

    test('speakers: GET, POST and PUT with the spec fields, upload-image (filename), DELETE', async () => {
      const fields = {
        name: 'Grace Example',
        title: 'Researcher',
        bio: 'Works on speech.',
        company: 'Lab',
        linkedin_url: 'https://www.linkedin.com/in/grace',
        display_on_public: true,
        bio_short: 'Speech',
        talk_title: 'Voices',
        talk_abstract: 'On voices.',
      };
      const created = await call('POST', '/api/admin/speakers', '/api/admin/speakers', { token: admin, body: fields });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject(fields);
      const edited = await call('PUT', `/api/admin/speakers/${created.body.id}`, '/api/admin/speakers/{id}', {
        token: admin,
        body: { ...fields, title: 'Professor' },
      });
      expect(edited.body.title).toBe('Professor');
      const uploaded = await uploadImage(`/api/admin/speakers/${created.body.id}/upload-image`, '/api/admin/speakers/{id}/upload-image', admin);
      expect(uploaded.body.filename).toEqual(expect.any(String));
      expect((await call('GET', '/api/admin/speakers', '/api/admin/speakers', { token: admin })).body.map((s: { id: number }) => s.id)).toContain(
        created.body.id,
      );
      expect((await call('DELETE', `/api/admin/speakers/${created.body.id}`, '/api/admin/speakers/{id}', { token: admin })).status).toBe(204);
    });

    test('sessions: GET, POST and PUT with the session payload (speakers as [{id, display_order}] plus speaker_ids), DELETE', async () => {
      const speaker = await call('POST', '/api/admin/speakers', '/api/admin/speakers', { token: admin, body: { name: 'Session Speaker' } });
      const payload = {
        title: 'Opening',
        description: 'The first session',
        type: 'keynote',
        startTime: '2027-03-17T09:00:00.000Z',
        endTime: '2027-03-17T10:00:00.000Z',
        room: 'Plenary Hall',
        capacity: 300,
        status: 'scheduled',
        speakers: [{ id: speaker.body.id, display_order: 0 }],
        speaker_ids: [speaker.body.id],
      };
      const created = await call('POST', '/api/admin/sessions', '/api/admin/sessions', { token: admin, body: payload });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ title: 'Opening', room: 'Plenary Hall', speaker_ids: [speaker.body.id] });
      const edited = await call('PUT', `/api/admin/sessions/${created.body.id}`, '/api/admin/sessions/{id}', {
        token: admin,
        body: { ...payload, title: 'Grand opening' },
      });
      expect(edited.body.title).toBe('Grand opening');
      expect((await call('GET', '/api/admin/sessions', '/api/admin/sessions', { token: admin })).body.map((s: { id: number }) => s.id)).toContain(
        created.body.id,
      );
      expect((await call('DELETE', `/api/admin/sessions/${created.body.id}`, '/api/admin/sessions/{id}', { token: admin })).status).toBe(204);
    });

    test('GET /api/admin/analytics: totalSessions, totalRegistrations', async () => {
      const stats = await call('GET', '/api/admin/analytics', '/api/admin/analytics', { token: admin });
      expect(stats.body).toMatchObject({ totalSessions: expect.any(Number), totalRegistrations: expect.any(Number) });
    });

    test('proposals: GET /cfp/submissions and PATCH /cfp/submissions/{id}/status {status, notes}', async () => {
      const sent = await api(app, 'POST', '/cfp/submit', { body: proposal('reviewed@spec.example') });
      const list = await call('GET', '/cfp/submissions', '/cfp/submissions', { token: admin });
      expect(list.body.map((p: { id: number }) => p.id)).toContain(sent.body.id);
      const decided = await call('PATCH', `/cfp/submissions/${sent.body.id}/status`, '/cfp/submissions/{id}/status', {
        token: admin,
        body: { status: 'rejected', notes: 'Not this year' },
      });
      expect(decided.body).toMatchObject({ status: 'rejected', review_notes: 'Not this year' });
    });

    test('conference settings: GET accepting_sponsors and accepting_cfp, PATCH them', async () => {
      const changed = await call('PATCH', '/api/admin/conference-settings', '/api/admin/conference-settings', {
        token: admin,
        body: { accepting_sponsors: false, accepting_cfp: true },
      });
      // Beside the spec's switches, organisers see who may rate sessions (issue 26).
      const asSet = {
        accepting_sponsors: false,
        accepting_cfp: true,
        review_phase: 'submission',
        feedback_requires_payment: true,
        ...FRESH_INSTALL_SETTINGS,
        ...FRESH_QUESTION_SETTINGS,
      };
      expect(changed.body).toEqual({ ...asSet, cfp_accepting_now: true, sponsorship_accepting_now: false });
      expect((await call('GET', '/api/admin/conference-settings', '/api/admin/conference-settings', { token: admin })).body).toEqual(changed.body);
    });

    test('sponsors: GET, POST and PUT with the sponsor fields, DELETE', async () => {
      const fields = {
        name: 'Acme',
        description: 'Language tools',
        website: 'https://acme.example',
        logo_url: 'https://acme.example/logo.png',
        tier: 'gold',
        contribution: 5000,
      };
      const created = await call('POST', '/api/admin/sponsors', '/api/admin/sponsors', { token: admin, body: fields });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject(fields);
      const edited = await call('PUT', `/api/admin/sponsors/${created.body.id}`, '/api/admin/sponsors/{id}', {
        token: admin,
        body: { ...fields, tier: 'platinum' },
      });
      expect(edited.body.tier).toBe('platinum');
      expect((await call('GET', '/api/admin/sponsors', '/api/admin/sponsors', { token: admin })).body.map((s: { id: number }) => s.id)).toContain(
        created.body.id,
      );
      expect((await call('DELETE', `/api/admin/sponsors/${created.body.id}`, '/api/admin/sponsors/{id}', { token: admin })).status).toBe(204);
    });

    test('news: GET, POST with the news fields (answers news.id), PUT, DELETE', async () => {
      const fields = {
        title: 'Programme online',
        content: '<p>The programme is out.</p>',
        published_date: '2026-11-01',
        author: 'Conference Team',
        category: 'announcement',
        featured: true,
        status: 'published',
      };
      const created = await call('POST', '/api/admin/news', '/api/admin/news', { token: admin, body: fields });
      expect(created.status).toBe(201);
      expect(created.body.id).toEqual(expect.any(Number));
      const edited = await call('PUT', `/api/admin/news/${created.body.id}`, '/api/admin/news/{id}', {
        token: admin,
        body: { ...fields, title: 'Programme published' },
      });
      expect(edited.body.title).toBe('Programme published');
      expect((await call('GET', '/api/admin/news', '/api/admin/news', { token: admin })).body.map((n: { id: number }) => n.id)).toContain(created.body.id);
      expect((await call('DELETE', `/api/admin/news/${created.body.id}`, '/api/admin/news/{id}', { token: admin })).status).toBe(204);
    });
  });

  test('the description check itself refuses what the description does not allow', () => {
    expect(() => described.check('GET', '/public/sessions', 200, { sessions: [{ id: 'one' }] })).toThrow(/does not match/);
    expect(() => described.check('GET', '/public/conference-settings', 200, { accepting_cfp: true, accepting_sponsors: false, extra: 1 })).toThrow(
      /does not match/,
    );
    expect(() => described.check('GET', '/api/admin/sessions', 201, [])).toThrow(/does not list/);
    expect(() => described.check('GET', '/nowhere', 200, {})).toThrow(/not in the API description/);
  });
});
