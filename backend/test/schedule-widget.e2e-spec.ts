// The embeddable schedule widget's server side: public data readable from any origin (never /api/*), the widget's
// script loadable by other sites and revalidated by ETag, its iframe page framable by any site while every other
// page refuses framing, and sockets from other sites' pages taken for visitors whatever they send.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { api, cookieFrom, nextPublicChange, registerUser, type TestApp, upserts, useAdminApp } from './harness.js';

describe('test/schedule-widget.e2e-spec.ts', () => {
  // A built client of two files is enough to see how the server serves them.
  const dist = mkdtempSync(path.join(os.tmpdir(), 'widget-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>__PRODUCT_NAME__</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, 'widget.js'), '(function(){"use strict"})();\n');
  const context = useAdminApp({ FRONTEND_DIST: dist });
  let app: TestApp;
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.disconnect()));

  const ELSEWHERE = 'https://organiser-blog.example';

  beforeAll(() => ({ app } = context));

  describe('cross-origin reads', () => {
    it('lets any origin read the public schedule and catch-up, with the version they are at', async () => {
      for (const route of ['/public/schedule', '/public/schedule?day=2025-11-18', '/public/changes?since=0', '/public/site-flags']) {
        const response = await api(app, 'GET', route, { headers: { origin: ELSEWHERE } });
        expect({ route, status: response.status }).toEqual({ route, status: 200 });
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
        expect(response.headers.get('access-control-allow-credentials')).toBeNull();
        expect(response.headers.get('access-control-expose-headers')).toBe('X-Public-Version');
        expect(Number(response.headers.get('x-public-version'))).toBeGreaterThanOrEqual(0);
      }
    });

    it('lets them read a refusal too', async () => {
      const refused = await api(app, 'GET', '/public/schedule?day=tomorrow', { headers: { origin: ELSEWHERE } });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('access-control-allow-origin')).toBe('*');
      expect(refused.body.detail).toEqual([{ loc: ['query', 'day'], msg: 'day must be a date as YYYY-MM-DD', type: 'value_error' }]);
    });

    it('keeps the API to this site', async () => {
      const { token } = await registerUser(app);
      for (const [route, options] of [
        ['/api/auth/me', { token }],
        ['/api/openapi.json', {}],
        ['/api/admin/sessions', { token: context.admin }],
      ] as const) {
        const response = await api(app, 'GET', route, { ...options, headers: { origin: ELSEWHERE } });
        expect({ route, status: response.status }).toEqual({ route, status: 200 });
        expect({ route, cors: response.headers.get('access-control-allow-origin') }).toEqual({ route, cors: null });
      }
      const login = await fetch(`${app.url}/api/auth/login`, { method: 'OPTIONS', headers: { origin: ELSEWHERE, 'access-control-request-method': 'POST' } });
      expect(login.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('the widget script', () => {
    it('is loadable by other sites, cached briefly and revalidated by ETag', async () => {
      const response = await fetch(`${app.url}/widget.js`, { headers: { origin: ELSEWHERE } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const etag = response.headers.get('etag');
      expect(etag).toBeTruthy();
      // As a browser revalidates (fetch() alone would add Cache-Control: no-cache to a conditional request).
      const again = await fetch(`${app.url}/widget.js`, { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
      expect(again.status).toBe(304);
    });

    it('leaves the rest of the site to itself', async () => {
      const page = await fetch(`${app.url}/schedule`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(page.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('the iframe page', () => {
    it('shows the widget with its filters and may be framed by any site', async () => {
      const response = await api(app, 'GET', '/embed/schedule?day=2025-11-18&room=Hall%20%22A%22%20%3Cmain%3E');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = response.body as string;
      expect(html).toContain('<div data-conference-schedule data-day="2025-11-18" data-room="Hall &quot;A&quot; &lt;main&gt;"></div>');
      expect(html).toContain('<script src="/widget.js" async></script>');
      expect(response.headers.get('x-frame-options')).toBeNull();
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).toContain('frame-ancestors *');
      expect(csp).not.toContain("frame-ancestors 'self'");
      // Otherwise the site's policy: scripts from the site only, no inline styles beyond the page's own.
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');

      const unfiltered = await api(app, 'GET', '/embed/schedule');
      expect(unfiltered.status).toBe(200);
      expect(unfiltered.body).toContain('<div data-conference-schedule></div>');
      expect((await api(app, 'GET', '/embed/schedule?day=&room=%20')).body).toContain('<div data-conference-schedule></div>');
      // As the schedule page's Embed dialog writes the address (URLSearchParams: spaces as +).
      expect((await api(app, 'GET', '/embed/schedule?room=Hall+A+%26+B')).body).toContain('<div data-conference-schedule data-room="Hall A &amp; B"></div>');
    });

    it('is in the language asked for (the widget follows the page), English by default', async () => {
      const english = (await api(app, 'GET', '/embed/schedule')).body as string;
      expect(english).toContain('<html lang="en">');
      expect(english).toMatch(/<title>.+ schedule<\/title>/);
      const german = await api(app, 'GET', '/embed/schedule?day=2025-11-18&lang=de');
      expect(german.status).toBe(200);
      expect(german.body).toContain('<html lang="de">');
      expect(german.body).toMatch(/<title>Programm – .+<\/title>/);
      expect(german.body).toContain('<div data-conference-schedule data-day="2025-11-18"></div>');
      // The same policy whatever the language: the page's inline style is the same.
      expect(german.headers.get('content-security-policy')).toBe((await api(app, 'GET', '/embed/schedule')).headers.get('content-security-policy'));
    });

    it('refuses filters it cannot use, naming the field', async () => {
      const cases: [string, string][] = [
        ['day=18.11.2025', 'day'],
        ['day=2025-02-30', 'day'],
        ['day=2025-11-18&day=2025-11-19', 'day'],
        [`room=${'x'.repeat(101)}`, 'room'],
        ['room=a&room=b', 'room'],
        ['lang=fr', 'lang'],
        ['lang=de&lang=en', 'lang'],
      ];
      for (const [query, field] of cases) {
        const response = await api(app, 'GET', `/embed/schedule?${query}`);
        expect({ query, status: response.status }).toEqual({ query, status: 400 });
        expect(response.body.detail[0].loc).toEqual(['query', field]);
        expect(response.body.detail[0].msg).toMatch(new RegExp(`^${field} must`));
      }
      expect((await api(app, 'GET', '/embed/schedule?day=x')).body.detail[0].msg).toBe('day must be a date as YYYY-MM-DD');
    });

    it('is the only page other sites may frame', async () => {
      for (const route of ['/', '/schedule', '/public/schedule', '/api/openapi.json', '/embed/schedule?day=x']) {
        const response = await fetch(`${app.url}${route}`);
        expect({ route, frame: response.headers.get('x-frame-options') }).toEqual({ route, frame: 'SAMEORIGIN' });
        expect(response.headers.get('content-security-policy') ?? "frame-ancestors 'self'").toContain("frame-ancestors 'self'");
      }
    });
  });

  describe('sockets from other sites', () => {
    function connect(headers: Record<string, string>, token?: string) {
      return new Promise<{ socket: Socket; hello: { user: unknown; version: number } }>((resolve, reject) => {
        const socket = io(app.url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false, extraHeaders: headers });
        sockets.push(socket);
        socket.once('hello', (hello) => resolve({ socket, hello }));
        socket.once('connect_error', reject);
      });
    }

    it('takes a page of another site for a visitor, whatever token or cookie it sends', async () => {
      const user = await registerUser(app);
      const refresh = cookieFrom(user.response.headers);
      expect(refresh).toMatch(/refresh_token=/);
      const own = await connect({ origin: app.config.publicUrl }, user.token);
      expect(own.hello.user).toEqual({ id: user.user.id, role: 'user' });

      const withToken = await connect({ origin: ELSEWHERE }, user.token);
      const withCookie = await connect({ origin: ELSEWHERE, cookie: refresh });
      expect(withToken.hello.user).toBeNull();
      expect(withCookie.hello.user).toBeNull();

      // Only the site's own page hears about the account; all three hear the public programme.
      let leaked = false;
      for (const { socket } of [withToken, withCookie]) socket.on('user.updated', () => (leaked = true));
      const told = new Promise((resolve) => own.socket.once('user.updated', resolve));
      await api(app, 'PUT', '/api/user/profile', { token: user.token, body: { full_name: 'Renamed Elsewhere' } });
      await told;

      const title = `Widget push ${Date.now()}`;
      const pushes = [own, withToken, withCookie].map(({ socket }) => nextPublicChange(socket, (d) => upserts(d, 'sessions').some((s) => s.title === title)));
      const created = await api(app, 'POST', '/api/admin/sessions', {
        token: context.admin,
        body: { title, startTime: '2025-11-18T09:00:00Z', endTime: '2025-11-18T10:00:00Z', room: 'Hall A' },
      });
      expect(created.status).toBe(201);
      await Promise.all(pushes);
      expect(leaked).toBe(false);
    });

    it('refuses presence to an organiser’s token sent from another site', async () => {
      const { hello, socket } = await connect({ origin: ELSEWHERE }, context.admin);
      expect(hello.user).toBeNull();
      expect(await socket.timeout(3000).emitWithAck('presence.join', { area: 'schedule' })).toEqual({ ok: false });
    });
  });
});
