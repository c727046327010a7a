// Who may call what, built from the router's own route list: every route x {anonymous, user, speaker, admin} has an
// expected outcome here, and a route the router knows but this table does not (or the other way round) fails the
// test, so a new route cannot ship without a decision. Routes whose id names someone's record are also called by
// its owner and by another user of the same role.
import { ADMIN, api, newSpeakerAccount, proposalBody, registerUser, type TestApp, useAdminApp } from './harness.js';
import { payRegistration } from './attendees.js';

describe('test/authorization-matrix.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;

  /** `reviewer`: a user an admin made a member of the programme committee (a flag beside the spec's roles). */
  type Role = 'anonymous' | 'user' | 'speaker' | 'admin' | 'reviewer';
  /** Who gets past authorization; everyone else gets 401 (anonymous) or 403 (signed in). */
  type Access = 'public' | 'signed-in' | 'speaker' | 'admin' | 'not-admin' | 'reviewer';
  const ROLES: Role[] = ['anonymous', 'user', 'speaker', 'admin', 'reviewer'];

  // Route -> who may call it. `owned` marks an id that names one user's record (checked with an owner and a stranger);
  // `why` says why another id route needs no owner check.
  const MATRIX: Record<string, { access: Access; owned?: true; why?: string }> = {
    'GET /health': { access: 'public' },
    'GET /health/live': { access: 'public' },
    'GET /health/ready': { access: 'public' },
    // Guarded by METRICS_TOKEN, or by coming from the machine itself, not by role (metrics.e2e-spec.ts).
    'GET /metrics': { access: 'public' },
    'POST /api/auth/register': { access: 'public' },
    'POST /api/auth/set-password': { access: 'public' },
    'POST /api/auth/forgot-password': { access: 'public' },
    'POST /api/auth/reset-password': { access: 'public' },
    'POST /api/auth/confirm-email': { access: 'public' },
    'POST /api/auth/login': { access: 'public' },
    'POST /api/auth/refresh': { access: 'public' },
    'POST /api/auth/logout': { access: 'public' },
    'POST /api/auth/change-password': { access: 'signed-in' },
    'POST /api/auth/logout-all': { access: 'signed-in' },
    'POST /api/auth/resend-confirmation': { access: 'signed-in' },
    'GET /api/auth/me': { access: 'signed-in' },
    'PUT /api/user/profile': { access: 'signed-in' },
    'GET /api/user/schedule': { access: 'signed-in' },
    'POST /api/user/schedule/merge': { access: 'signed-in' },
    // A browser's subscription is named by what only it holds (endpoint and secret), signed in or not.
    'GET /api/push/key': { access: 'public' },
    'POST /api/push/subscriptions': { access: 'public' },
    'DELETE /api/push/subscriptions': { access: 'public' },
    'PUT /api/push/subscriptions/sessions': { access: 'public' },
    'PUT /api/push/subscriptions/muted/:sessionId': { access: 'public', why: 'the id is a public session; the device changed is the one whose secret is sent' },
    'DELETE /api/push/subscriptions/muted/:sessionId': {
      access: 'public',
      why: 'the id is a public session; the device changed is the one whose secret is sent',
    },
    'POST /api/push/test': { access: 'public' },
    'GET /api/push/devices': { access: 'signed-in' },
    'DELETE /api/push/devices/:id': { access: 'signed-in', why: "only the caller's own devices are found: another's answers 404 (push-subscriptions)" },
    'POST /api/user/schedule/:sessionId': { access: 'signed-in', why: 'the id is a public session; the list changed is always the caller’s own' },
    'DELETE /api/user/schedule/:sessionId': { access: 'signed-in', why: 'the id is a public session; the list changed is always the caller’s own' },
    'POST /api/sessions/:id/signup': {
      access: 'signed-in',
      why: 'the id is a public session; the seat taken is always the caller’s own (paid, or a speaker or organiser)',
    },
    'DELETE /api/sessions/:id/signup': { access: 'signed-in', why: 'the id is a public session; the seat given up is always the caller’s own' },
    'GET /api/user/signups': { access: 'signed-in' },
    // Questions (issue 47): visitors ask and vote only when organisers allow it (401 otherwise, as a public route may);
    // moderation is checked per session on the server (an organiser, one of its speakers, its host): others get 403.
    'POST /api/sessions/:id/questions': { access: 'public', why: 'the id is a public session; the question asked is the caller’s own' },
    'PUT /api/questions/:id/vote': { access: 'public', why: 'the vote is the caller’s own (account or browser); only shown questions are found' },
    'DELETE /api/questions/:id/vote': { access: 'public', why: 'the vote withdrawn is the caller’s own (account or browser)' },
    'PATCH /api/questions/:id': { access: 'signed-in', why: "the question's session is checked: only its moderators change it (questions.e2e-spec)" },
    'GET /api/admin/sessions/:id/questions.csv': { access: 'admin', why: "organisers see every session's questions" },
    // The caller's own ticket: there is no id to name another's. The matrix's user and reviewer have paid (beforeAll);
    // an attendee who has not is refused by the service (403, tickets.e2e-spec.ts).
    'GET /api/user/ticket': { access: 'signed-in' },
    'POST /api/user/ticket/reissue': { access: 'signed-in' },
    // The door: organisers, and door helpers (a permission no role of this matrix has; checkin.e2e-spec.ts).
    'POST /api/checkin': { access: 'admin' },
    'POST /api/checkin/:id/undo': { access: 'admin', why: 'any organiser or door helper may undo any check-in at the door' },
    'GET /api/checkin/arrivals': { access: 'admin' },
    'GET /api/checkin/attendees': { access: 'admin' },
    'POST /api/checkin/sync': { access: 'admin' },
    'GET /api/checkin/find': { access: 'admin' },
    'POST /api/checkin/sessions/:id': { access: 'admin', why: 'any organiser or door helper checks any workshop door' },
    'PUT /api/admin/checkin/helpers/:id': { access: 'admin', why: 'organisers name the door helpers' },
    // Running late (issue 47): organisers, and the host of a session in the room today (a per-session permission no
    // role of this matrix has; room-delays.e2e-spec.ts). Everyone signed in may ask which rooms they may mark.
    'GET /api/room-delays': { access: 'signed-in' },
    'PUT /api/rooms/:room/delay': { access: 'admin', why: 'a room, not a record of someone; hosts are checked per session (room-delays.e2e-spec)' },
    // Moving the room's following sessions is a schedule change: organisers only, hosts too are refused.
    'POST /api/admin/rooms/:room/move-following': { access: 'admin', why: 'a room, not a record of someone; organisers move the whole programme' },
    'GET /api/admin/badges.pdf': { access: 'admin', why: 'organisers print the name badges, with the ticket codes of all' },
    'GET /api/user/calendar': { access: 'signed-in' },
    'POST /api/user/calendar/rotate': { access: 'signed-in' },
    'GET /calendar/:file': { access: 'public', owned: true },
    'GET /calendar/:token.json': { access: 'public', owned: true },
    'GET /api/notifications': { access: 'signed-in' },
    'POST /api/notifications/read-all': { access: 'signed-in' },
    'POST /api/notifications/:id/read': { access: 'signed-in', owned: true },
    'GET /api/payment/options': { access: 'signed-in' },
    'POST /api/payment/process': { access: 'not-admin' },
    'POST /api/payment/webhook': { access: 'public' },
    'POST /cfp/submit': { access: 'public' },
    'POST /public/sponsorship/apply': { access: 'public' },
    'POST /public/accessibility/report': { access: 'public' },
    'GET /cfp/submissions': { access: 'admin' },
    'PATCH /cfp/submissions/:id/status': { access: 'admin', why: 'organisers decide any proposal' },
    'GET /api/speaker/presentations': { access: 'speaker' },
    'POST /api/speaker/proposals': { access: 'speaker' },
    'POST /api/speaker/proposals/:id/confirm': { access: 'speaker', owned: true },
    'POST /api/speaker/proposals/:id/withdraw': { access: 'speaker', owned: true },
    'GET /api/user/feedback': { access: 'not-admin' },
    'GET /api/user/feedback/eligibility': { access: 'not-admin' },
    'PUT /api/user/feedback/:sessionId': { access: 'not-admin', why: 'the id is a public session; the rating is always the caller’s own' },
    'GET /api/speaker/feedback': { access: 'speaker' },
    'GET /api/admin/feedback': { access: 'admin' },
    // Always the caller's own times: the routes name no one (speaker-availability.e2e-spec checks that).
    'GET /api/speaker/availability': { access: 'speaker' },
    'PUT /api/speaker/availability': { access: 'speaker' },
    'GET /api/admin/speakers/availability': { access: 'admin' },
    // Always the caller's own profile: the routes name no one (speaker-profile.e2e-spec checks that).
    'GET /api/speaker/profile': { access: 'speaker' },
    'PUT /api/speaker/profile': { access: 'speaker' },
    'GET /api/review/state': { access: 'reviewer' },
    'GET /api/review/proposals': { access: 'reviewer' },
    'GET /api/review/proposals/:id': { access: 'reviewer', why: 'only proposals the reviewer may see (committee-review.e2e-spec)' },
    'PUT /api/review/proposals/:id/review': { access: 'reviewer', why: 'only proposals the reviewer may see (committee-review.e2e-spec)' },
    'POST /api/review/proposals/:id/conflict': { access: 'reviewer', why: 'only proposals the reviewer may see (committee-review.e2e-spec)' },
    'GET /api/review/reviews.csv': { access: 'reviewer' },
    'GET /api/admin/review/settings': { access: 'admin' },
    'PUT /api/admin/review/settings': { access: 'admin' },
    'GET /api/admin/review/reviewers': { access: 'admin' },
    'PUT /api/admin/review/reviewers/:id': { access: 'admin', why: 'organisers choose the committee' },
    'GET /api/admin/review/criteria': { access: 'admin' },
    'POST /api/admin/review/criteria': { access: 'admin' },
    'PUT /api/admin/review/criteria/:id': { access: 'admin', why: "the committee's criteria" },
    'DELETE /api/admin/review/criteria/:id': { access: 'admin', why: "the committee's criteria" },
    'GET /api/admin/review/assignments': { access: 'admin' },
    'POST /api/admin/review/assignments': { access: 'admin' },
    'POST /api/admin/review/assignments/auto': { access: 'admin' },
    'DELETE /api/admin/review/assignments/:proposalId/:reviewerId': { access: 'admin', why: 'organisers assign every proposal' },
    'GET /api/admin/review/ranking': { access: 'admin' },
    'GET /api/admin/review/ranking.csv': { access: 'admin' },
    'GET /api/admin/review/templates': { access: 'admin' },
    'POST /api/admin/review/templates': { access: 'admin' },
    'PUT /api/admin/review/templates/:id': { access: 'admin', why: "the committee's decision mails" },
    'DELETE /api/admin/review/templates/:id': { access: 'admin', why: "the committee's decision mails" },
    'POST /api/admin/review/decisions/preview': { access: 'admin' },
    'POST /api/admin/review/decisions': { access: 'admin' },
    'GET /api/admin/review/decisions/:id': { access: 'admin', why: 'organisers follow every bulk decision' },
    'POST /api/admin/mailings/preview': { access: 'admin' },
    'POST /api/admin/mailings': { access: 'admin' },
    'GET /api/admin/mailings': { access: 'admin' },
    'GET /api/admin/mailings/:id': { access: 'admin', why: 'organisers follow every mailing' },
    'POST /api/admin/editions/preview': { access: 'admin' },
    'POST /api/admin/editions': { access: 'admin' },
    'POST /api/speaker/profile/upload-image': { access: 'speaker' },
    'GET /uploads/:folder/:file': { access: 'public', why: 'published speaker photos' },
    'GET /public/logo': { access: 'public' },
    'GET /public/sessions/:id/ics': { access: 'public', why: 'one public session' },
    'GET /api/admin/audit': { access: 'admin' },
    'GET /api/admin/mail/failed': { access: 'admin' },
    'POST /api/admin/mail/:id/retry': { access: 'admin', why: 'organisers resend any mail' },
    'GET /api/admin/users': { access: 'admin' },
    'PUT /api/admin/users/:id': { access: 'admin', why: 'organisers manage every account' },
    'POST /api/admin/users/:id/promote': { access: 'admin', why: 'organisers manage every account' },
    'DELETE /api/admin/users/:id': { access: 'admin', why: 'organisers manage every account' },
    'GET /api/admin/conference-settings': { access: 'admin' },
    'PATCH /api/admin/conference-settings': { access: 'admin' },
    'GET /api/admin/sessions': { access: 'admin' },
    'POST /api/admin/sessions/conflicts': { access: 'admin' },
    'POST /api/admin/sessions': { access: 'admin' },
    'PUT /api/admin/sessions/:id': { access: 'admin', why: 'organisers edit the whole programme' },
    'POST /api/admin/sessions/:id/move': { access: 'admin', why: 'organisers edit the whole programme' },
    'DELETE /api/admin/sessions/:id': { access: 'admin', why: 'organisers edit the whole programme' },
    'GET /api/admin/sessions/:id/signups': { access: 'admin', why: "organisers see every session's sign-ups" },
    'GET /api/admin/sessions/:id/signups.csv': { access: 'admin', why: "organisers see every session's sign-ups" },
    'POST /api/admin/sessions/:id/signups/:userId/promote': { access: 'admin', why: "organisers manage every session's sign-ups" },
    'DELETE /api/admin/sessions/:id/signups/:userId': { access: 'admin', why: "organisers manage every session's sign-ups" },
    'GET /api/admin/rooms': { access: 'admin' },
    'PUT /api/admin/rooms': { access: 'admin' },
    'GET /public/venue-maps': { access: 'public' },
    'GET /api/admin/venue-maps': { access: 'admin' },
    'POST /api/admin/venue-maps': { access: 'admin' },
    'PATCH /api/admin/venue-maps/:id': { access: 'admin', why: "organisers edit the venue's floors" },
    'DELETE /api/admin/venue-maps/:id': { access: 'admin', why: "organisers edit the venue's floors" },
    'PUT /api/admin/venue-maps/:id/rooms': { access: 'admin', why: "organisers place any room on the venue's floors" },
    'GET /api/admin/schedule/history': { access: 'admin' },
    'POST /api/admin/schedule/undo': { access: 'admin' },
    'POST /api/admin/schedule/redo': { access: 'admin' },
    'GET /api/admin/schedule/draft': { access: 'admin' },
    'PUT /api/admin/schedule/mode': { access: 'admin' },
    'GET /api/admin/schedule/releases': { access: 'admin' },
    'POST /api/admin/schedule/releases': { access: 'admin' },
    'GET /api/admin/news': { access: 'admin' },
    'POST /api/admin/news': { access: 'admin' },
    'PUT /api/admin/news/:id': { access: 'admin', why: 'organisers edit all news' },
    'DELETE /api/admin/news/:id': { access: 'admin', why: 'organisers edit all news' },
    'GET /api/admin/news/:id/push': { access: 'admin', why: 'organisers announce any news item' },
    'POST /api/admin/news/:id/push': { access: 'admin', why: 'organisers announce any news item' },
    'GET /api/admin/speakers': { access: 'admin' },
    'POST /api/admin/speakers': { access: 'admin' },
    'PUT /api/admin/speakers/:id': { access: 'admin', why: 'organisers edit every speaker' },
    'DELETE /api/admin/speakers/:id': { access: 'admin', why: 'organisers edit every speaker' },
    'POST /api/admin/speakers/:id/upload-image': { access: 'admin', why: 'organisers edit every speaker' },
    'POST /api/admin/site-content/images': { access: 'admin' },
    'GET /api/admin/sponsors': { access: 'admin' },
    'POST /api/admin/sponsors': { access: 'admin' },
    'PUT /api/admin/sponsors/:id': { access: 'admin', why: 'organisers edit every sponsor' },
    'DELETE /api/admin/sponsors/:id': { access: 'admin', why: 'organisers edit every sponsor' },
    'GET /api/admin/site-content': { access: 'admin' },
    'GET /api/admin/site-content/schema': { access: 'admin' },
    'PUT /api/admin/site-content/:key': { access: 'admin', why: 'a named text of the site' },
    'GET /api/admin/analytics': { access: 'admin' },
    'GET /api/admin/analytics/overview': { access: 'admin' },
    'GET /public/sessions': { access: 'public' },
    'GET /public/sessions/first': { access: 'public' },
    'GET /public/sessions/:id': { access: 'public', why: 'one session of the public programme' },
    'GET /public/sessions/:id/questions': { access: 'public', why: "a public session's questions as the caller may see them" },
    'GET /public/schedule': { access: 'public' },
    'GET /public/schedule/changes': { access: 'public' },
    'GET /public/schedule/opening': { access: 'public' },
    'GET /public/rooms': { access: 'public' },
    'GET /public/now': { access: 'public' },
    'GET /public/schedule/releases': { access: 'public' },
    'GET /public/schedule/releases/:number': { access: 'public', why: 'every release of the programme is public' },
    'GET /public/editions': { access: 'public' },
    'GET /robots.txt': { access: 'public' },
    'GET /sitemap.xml': { access: 'public' },
    'GET /public/editions/:year': { access: 'public', why: "a past edition's programme was public" },
    'GET /public/editions/:year/sessions': { access: 'public', why: "a past edition's programme was public" },
    'GET /public/editions/:year/schedule.ics': { access: 'public', why: "a past edition's programme was public" },
    'GET /public/editions/:year/schedule.json': { access: 'public', why: "a past edition's programme was public" },
    'GET /public/editions/:year/schedule.xml': { access: 'public', why: "a past edition's programme was public" },
    'GET /public/schedule.ics': { access: 'public' },
    'GET /public/schedule.json': { access: 'public' },
    'GET /public/schedule.xml': { access: 'public' },
    'GET /public/speakers': { access: 'public' },
    'GET /public/speakers/featured': { access: 'public' },
    'GET /public/speakers/:id': { access: 'public', why: 'one speaker shown on the public site' },
    'GET /public/speakers/:id/sessions': { access: 'public', why: "a public speaker's sessions" },
    'GET /public/sponsors': { access: 'public' },
    'GET /public/news': { access: 'public' },
    'GET /public/news/latest': { access: 'public' },
    'GET /public/news/:id': { access: 'public', why: 'one published article' },
    'GET /public/conference-settings': { access: 'public' },
    'GET /public/hero-content': { access: 'public' },
    'GET /public/site-content': { access: 'public' },
    'GET /public/changes': { access: 'public' },
    'GET /public/site-flags': { access: 'public' },
    'GET /public/videos': { access: 'public' },
    // The schedule widget's iframe page.
    'GET /embed/schedule': { access: 'public' },
    // The API's description and Swagger UI's page and files.
    'GET /api/openapi.json': { access: 'public' },
    'GET /api/docs': { access: 'public' },
    'GET /api/docs/': { access: 'public' },
    'GET /api/docs/index.html': { access: 'public' },
    'GET /api/docs/LICENSE': { access: 'public' },
    'GET /api/docs/swagger-ui-init.js': { access: 'public' },
    'GET /api/docs/docs/swagger-ui-init.js': { access: 'public' },
    'GET /api/docs/*': { access: 'public' },
    'GET /api/docs/docs/*': { access: 'public' },
  };

  const allowed = (access: Access, role: Role) =>
    access === 'public' ||
    (access === 'signed-in' && role !== 'anonymous') ||
    (access === 'not-admin' && (role === 'user' || role === 'speaker' || role === 'reviewer')) ||
    access === role;

  /** The route as it was registered, without HEAD (answered like GET) and the client's static files. */
  function routerRoutes(): string[] {
    return [...new Set(app.routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS').map((r) => `${r.method} ${r.url}`))].sort();
  }

  /** Fills path parameters with ids nobody has, so no call changes anything that matters. */
  const fill = (route: string) =>
    route.replace(':folder', 'speakers').replace(':file', 'nothing-here.png').replace(':key', 'no_such_key').replace(/:\w+/g, '987654');

  const tokens = {} as Record<Role, string | undefined>;
  /** Each role's credentials, for a sign-in of its own where a route ends the caller's sign-ins. */
  const credentials = {} as Record<Role, { email: string; password: string } | undefined>;
  /** Routes that end every sign-in of the caller: the role signs in again after calling one. */
  const ENDS_SIGN_INS = ['POST /api/auth/logout-all'];
  async function signInAgainAfter(role: Role, route: string): Promise<void> {
    const account = credentials[role];
    if (ENDS_SIGN_INS.includes(route) && account) tokens[role] = (await api(app, 'POST', '/api/auth/login', { body: account })).body.access_token;
  }
  const makeSpeaker = (email: string) =>
    newSpeakerAccount(app, email, {
      proposal: proposalBody(email, { title: 'Matrix talk', speaker_name: 'Matrix Speaker', organization: 'Org' }),
      password: 'speaker-pass-1',
    });

  beforeAll(async () => {
    app = context.app;
    tokens.anonymous = undefined;
    const user = await registerUser(app);
    tokens.user = user.token;
    credentials.user = user;
    const speakerEmail = `matrix-speaker-${Date.now()}@test.example`;
    tokens.speaker = (await makeSpeaker(speakerEmail)).token;
    credentials.speaker = { email: speakerEmail, password: 'speaker-pass-1' };
    tokens.admin = context.admin;
    credentials.admin = ADMIN;
    const reviewer = await registerUser(app);
    credentials.reviewer = reviewer;
    await api(app, 'PUT', `/api/admin/review/reviewers/${reviewer.user.id}`, { token: context.admin, body: { is_reviewer: true } });
    tokens.reviewer = reviewer.token;
    // Paid from the start, so that no route's answer depends on whether the payment route has been called yet.
    for (const account of [user, reviewer]) await payRegistration(app, account);
  });

  it('has an entry for every route the router knows, and no entry for a route it does not', () => {
    const known = routerRoutes();
    expect(known.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !known.includes(route))).toEqual([]);
    // An id route is either checked with its owner or says why it needs no owner.
    expect(Object.entries(MATRIX).filter(([route, e]) => route.includes(':') && !e.owned && !e.why)).toEqual([]);
  });

  it('answers each route for each role as the matrix says, and never with a 5xx', async () => {
    const mismatches: string[] = [];
    for (const route of routerRoutes()) {
      const [method, path] = route.split(' ');
      const { access } = MATRIX[route] ?? { access: 'admin' };
      for (const role of ROLES) {
        const response = await api(app, method, fill(path), { token: tokens[role], body: method === 'GET' || method === 'DELETE' ? undefined : {} });
        await signInAgainAfter(role, route);
        const expected = allowed(access, role) ? 'allowed' : role === 'anonymous' ? '401' : '403';
        // 503 with a detail is a deliberate answer (an integration not configured here, e.g. Stripe webhooks); any other 5xx is a defect.
        const deliberate = response.status === 503 && typeof response.body?.detail === 'string';
        const got =
          response.status === 401 || response.status === 403
            ? String(response.status)
            : response.status >= 500 && !deliberate
              ? `5xx (${response.status})`
              : 'allowed';
        // A public route may still answer 401 for a bad credential it was sent (refresh, set-password): only 403 and 5xx are wrong there.
        const ok = got === expected || (expected === 'allowed' && got === '401' && access === 'public' && role === 'anonymous');
        if (!ok) mismatches.push(`${route} as ${role}: expected ${expected}, got ${got} ${JSON.stringify(response.body)?.slice(0, 80)}`);
      }
    }
    expect(mismatches).toEqual([]);
    // Every route the router knows, five times: about 1,200 requests, which a loaded two-core machine takes a while over.
  }, 180_000);

  describe('records that belong to someone', () => {
    it('lets only its owner mark a notification read', async () => {
      const owner = await registerUser(app);
      const stranger = await registerUser(app);
      // Registration leaves a welcome notification.
      const [mine] = (await api(app, 'GET', '/api/notifications', { token: owner.token })).body;
      expect(mine).toMatchObject({ id: expect.any(Number), read: false });
      const other = await api(app, 'POST', `/api/notifications/${mine.id}/read`, { token: stranger.token });
      expect(other.status).toBe(404);
      expect((await api(app, 'GET', '/api/notifications', { token: owner.token })).body[0]).toMatchObject({ id: mine.id, read: false });
      expect((await api(app, 'POST', `/api/notifications/${mine.id}/read`, { token: owner.token })).status).toBeLessThan(300);
      expect((await api(app, 'GET', '/api/notifications', { token: owner.token })).body[0]).toMatchObject({ id: mine.id, read: true });
    });

    it('lets only its speaker confirm a proposal', async () => {
      const owner = await makeSpeaker(`matrix-owner-${Date.now()}@test.example`);
      const stranger = await makeSpeaker(`matrix-stranger-${Date.now()}@test.example`);
      await api(app, 'PATCH', `/cfp/submissions/${owner.proposalId}/status`, { token: tokens.admin, body: { status: 'accepted' } });
      const other = await api(app, 'POST', `/api/speaker/proposals/${owner.proposalId}/confirm`, { token: stranger.token, body: {} });
      expect(other.status).toBe(404);
      const mine = await api(app, 'POST', `/api/speaker/proposals/${owner.proposalId}/confirm`, { token: owner.token, body: {} });
      expect(mine.status).toBeLessThan(300);
    });

    it('lets only its speaker withdraw a proposal', async () => {
      const owner = await makeSpeaker(`matrix-withdraw-owner-${Date.now()}@test.example`);
      const stranger = await makeSpeaker(`matrix-withdraw-stranger-${Date.now()}@test.example`);
      const other = await api(app, 'POST', `/api/speaker/proposals/${owner.proposalId}/withdraw`, { token: stranger.token, body: {} });
      expect(other.status).toBe(404);
      const mine = await api(app, 'POST', `/api/speaker/proposals/${owner.proposalId}/withdraw`, { token: owner.token, body: {} });
      expect(mine.body.status).toBe('withdrawn');
    });

    it('serves a calendar feed and its JSON only for their own secret link', async () => {
      const owner = await registerUser(app);
      const { url } = (await api(app, 'GET', '/api/user/calendar', { token: owner.token })).body as { url: string };
      const path = new URL(url).pathname;
      expect((await api(app, 'GET', path)).status).toBe(200);
      // Someone else's guess at a feed: the same length, another secret.
      expect((await api(app, 'GET', path.replace(/[\w-]{8}(?=\.ics$)/, 'aaaaaaaa'))).status).toBe(404);
      // The same secret's JSON of the saved sessions, likewise.
      const json = path.replace(/\.ics$/, '.json');
      expect((await api(app, 'GET', json)).status).toBe(200);
      expect((await api(app, 'GET', json.replace(/[\w-]{8}(?=\.json$)/, 'aaaaaaaa'))).status).toBe(404);
    });
  });
});
