import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from './fixtures';

export { ADMIN } from './app-server';
import { ADMIN } from './app-server';

let n = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${n++}@e2e.example`;

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).access_token;
}

export async function apiRegister(request: APIRequestContext, full_name = 'E2E Person') {
  const email = uniqueEmail();
  const password = 'e2e-password-123';
  const res = await request.post('/api/auth/register', { data: { email, password, full_name } });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return { email, password, full_name };
}

/** The admin's bearer header for API calls (signs the admin in through the API each time). */
export async function adminHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await apiLogin(request, ADMIN.email, ADMIN.password)}` };
}

/** A session as the admin API answers it: enough to change it again. */
export interface AdminSession {
  id: number;
  version: number;
}

/**
 * The organisers' session calls through the API, as the admin. `move` and `update` send the session's `version`, so a
 * change based on an older version is refused; `update` and `remove` with `{ id }` alone change whatever is there.
 */
export async function adminSessions(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  async function call(method: 'post' | 'put' | 'delete', url: string, data?: object) {
    const res = await request[method](url, { headers, data });
    if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
    return res.status() === 204 ? null : ((await res.json()) as AdminSession);
  }
  return {
    create: (data: object) => call('post', '/api/admin/sessions', data) as Promise<AdminSession>,
    move: (s: AdminSession, data: object) => call('post', `/api/admin/sessions/${s.id}/move`, { ...data, version: s.version }) as Promise<AdminSession>,
    update: (s: { id: number; version?: number }, data: object) =>
      call('put', `/api/admin/sessions/${s.id}`, s.version === undefined ? data : { ...data, version: s.version }) as Promise<AdminSession>,
    remove: (s: { id: number }) => call('delete', `/api/admin/sessions/${s.id}`),
  };
}

/**
 * The organisers' session calls, with every session a test creates removed after it: the rooms of sessions left
 * behind would stay as columns of the organisers' calendar, which later tests measure. Call it at a spec's top level.
 */
export function sessionsRemovedAfterEach() {
  const added: { id: number }[] = [];
  test.afterEach(async ({ request }) => {
    const admin = await adminSessions(request);
    for (const session of added.splice(0)) await admin.remove(session).catch(() => undefined);
  });
  return async (request: APIRequestContext) => {
    const admin = await adminSessions(request);
    return { ...admin, create: async (data: object) => added[added.push(await admin.create(data)) - 1] };
  };
}

/** An organisers' call made as the admin; the test fails with the server's answer when it is refused. */
export async function asAdmin(request: APIRequestContext, method: 'put' | 'post' | 'patch', url: string, data: object) {
  const res = await request[method](url, { headers: await adminHeaders(request), data });
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
}

/** The undos of undoneAfterEach: what a test changed on the shared server, to put back after it. */
export type Undos = ((request: APIRequestContext) => Promise<void>)[];

/**
 * What tests change on the shared server and put back afterwards (the committee's phase, who reviews): each pushes
 * its undo, and after each test the undos run, newest first. Call it at a spec's top level.
 */
export function undoneAfterEach(): Undos {
  const undos: Undos = [];
  test.afterEach(async ({ request }) => {
    for (const undo of undos.splice(0).reverse()) await undo(request);
  });
  return undos;
}

/** A new user the admin made a reviewer on the programme committee (of `organization`); made an ordinary user again afterwards. */
export async function committeeMember(request: APIRequestContext, undos: Undos, name: string, organization = 'Harbor Labs') {
  const reviewer = await apiRegister(request, name);
  const token = await apiLogin(request, reviewer.email, reviewer.password);
  const { id } = (await (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number };
  await asAdmin(request, 'put', `/api/admin/review/reviewers/${id}`, { is_reviewer: true, organization });
  undos.push((req) => asAdmin(req, 'put', `/api/admin/review/reviewers/${id}`, { is_reviewer: false }));
  return { ...reviewer, id };
}

/**
 * The committee's phase and reviewers per proposal, and whether the call is open (moving the phase opens or closes
 * it), put back afterwards: every spec on this server shares them.
 */
export async function keepCommitteeSettings(request: APIRequestContext, undos: Undos) {
  const headers = await adminHeaders(request);
  const settings = (await (await request.get('/api/admin/review/settings', { headers })).json()) as { phase: string; reviewers_per_proposal: number };
  const { accepting_cfp } = (await (await request.get('/public/site-flags')).json()) as { accepting_cfp: boolean };
  undos.push(async (req) => {
    await asAdmin(req, 'put', '/api/admin/review/settings', { phase: settings.phase, reviewers_per_proposal: settings.reviewers_per_proposal });
    await asAdmin(req, 'patch', '/api/admin/conference-settings', { accepting_cfp });
  });
}

/**
 * The venue's clocks at about noon, whatever the hour of the run: its time zone set to the whole-hour zone where it
 * is noon now (Etc/GMT-N is UTC+N), and put back afterwards. For tests of "today" (a room's now and next, its late
 * mark): in Vienna at 23:30 a session 35 minutes on is tomorrow's, and at 00:05 one that began 10 minutes ago is
 * yesterday's.
 */
export async function middayAtTheVenue(request: APIRequestContext, undos: Undos) {
  const { time_zone } = (await (await request.get('/public/conference-settings')).json()) as { time_zone: string };
  const offset = 12 - new Date().getUTCHours();
  const zone = offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  await asAdmin(request, 'patch', '/api/admin/conference-settings', { time_zone: zone });
  undos.push((req) => asAdmin(req, 'patch', '/api/admin/conference-settings', { time_zone }));
}

/**
 * The committee in its review phase, each proposal assigned to one reviewer (make the reviewer first); the phase, the
 * reviewers per proposal and whether the call is open (the review phase closes it) are put back afterwards.
 */
export async function reviewPhaseWithAssignments(request: APIRequestContext, undos: Undos) {
  await keepCommitteeSettings(request, undos);
  await asAdmin(request, 'put', '/api/admin/review/settings', { reviewers_per_proposal: 1 });
  await asAdmin(request, 'post', '/api/admin/review/assignments/auto', {});
  await asAdmin(request, 'put', '/api/admin/review/settings', { phase: 'review' });
}

/**
 * An attendee's rating of a session that has ended, for the console's Feedback tab: a new attendee confirms their
 * address and buys a ticket (who may rate), then rates it.
 */
export async function rateSession(request: APIRequestContext, sessionId: number, rating = 4, comment = 'Clear and short.') {
  const attendee = await apiRegister(request, 'Rafa Rater');
  const confirm = /\/confirm-email\?token=([\w-]+)/.exec(await readMail(attendee.email, 'Welcome to'))![1];
  expect((await request.post('/api/auth/confirm-email', { data: { token: confirm } })).ok()).toBe(true);
  const mine = { authorization: `Bearer ${await apiLogin(request, attendee.email, attendee.password)}` };
  expect((await request.post('/api/payment/process', { headers: mine, data: {} })).ok()).toBe(true);
  const rated = await request.put(`/api/user/feedback/${sessionId}`, { headers: mine, data: { rating, comment } });
  expect(rated.ok(), await rated.text()).toBe(true);
}

/** A floor of the venue, its plan a plain 800 × 400 image, with `room` placed on it; removed afterwards. Its name. */
export async function floorWithRoom(request: APIRequestContext, undos: Undos, room: string) {
  const plan = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#dde6ee' } })
    .png()
    .toBuffer();
  const floor = `Floor ${Date.now().toString(36)}`;
  const headers = await adminHeaders(request);
  const made = await request.post('/api/admin/venue-maps', { headers, multipart: { floor, file: { name: 'plan.png', mimeType: 'image/png', buffer: plan } } });
  expect(made.ok(), await made.text()).toBe(true);
  const map = (await made.json()) as { id: number };
  undos.push(async (req) => void (await req.delete(`/api/admin/venue-maps/${map.id}`, { headers: await adminHeaders(req) })));
  await asAdmin(request, 'put', `/api/admin/venue-maps/${map.id}/rooms`, { room, x: 0.25, y: 0.5 });
  return floor;
}

/**
 * A public read's address for `page.route`, with any query: a page asks for its lists at `?v=N` once it knows the
 * public version (lib/public/versioned-read.ts), and in its language (`lang=`).
 */
export const publicRead = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`);

/** The address of this worker's server (fixtures.ts), for what is not given `baseURL` (a second browser context). */
export const appURL = () => process.env.E2E_BASE_URL;

/**
 * A second browser context on the app (its own cookies and storage, so nobody is signed in yet: the test signs in a
 * second admin or stays a visitor) and a page in it. The caller closes `context`.
 */
export async function secondPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: appURL(), ...options });
  return { context, page: await context.newPage() };
}

/**
 * Signs `page` in without the form, where signing in is not what a test is about (auth.spec.ts and the specs that check
 * what a sign-in does, such as merging a visitor's stars, use the form), and opens `path`: the API's login sets the
 * refresh cookie in the page's context, the token is where the app keeps it before the page's first script runs (once
 * per tab: a later sign-out stays signed out), and the app starts signed in on `path`. One page load instead of three
 * (the form, the landing page, then `path`).
 */
export async function signIn(page: Page, email: string, password: string, path: string) {
  const token = await apiLogin(page.request, email, password);
  await page.addInitScript(
    ([token, email]) => {
      try {
        if (sessionStorage.getItem('e2e-signed-in')) return;
        sessionStorage.setItem('e2e-signed-in', '1');
        localStorage.setItem('token', token);
        localStorage.setItem('userEmail', email);
      } catch {
        // A page without storage (about:blank): nothing to sign in.
      }
    },
    [token, email],
  );
  await page.goto(path);
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page
    .getByRole('button', { name: /sign in/i })
    .last()
    .click();
}

/** A mail file's Subject header as people read it: unfolded, its encoded words (RFC 2047, Q or B) decoded. */
function subjectOf(eml: string): string {
  const headers = eml.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const raw = /^Subject: (.*)$/m.exec(headers)?.[1] ?? '';
  return raw.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_whole, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/**
 * The newest mail the server wrote to `to` whose subject starts with `subject` (the e2e server has no SMTP_URL, so mail
 * goes to .eml files under its DATA_DIR). Quoted-printable soft line breaks are undone.
 */
export async function readMail(to: string, subject: string, timeoutMs = 10_000): Promise<string> {
  const { readdirSync, readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).sort().reverse();
    } catch {
      // Not created until the first mail.
    }
    for (const file of files) {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (text.includes(`To: ${to}`) && subjectOf(raw).startsWith(subject)) return text;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with subject ${subject}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
