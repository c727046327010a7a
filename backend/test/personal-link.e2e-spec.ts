// "Open on my phone" (issue 44): an attendee's one secret link, the token of their calendar feed, also serves their
// saved sessions as JSON for conference apps (/calendar/{token}.json) and opens the phone's page (/my/{token}). The
// JSON holds exactly their saved sessions of the published programme, nobody else's; "Reset link" ends it with the
// feed. The page is served to the browser (not rendered on the server) and never indexed.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PrismaService } from '../src/prisma/database.js';
import { Described } from './described.js';
import { api, registerUser, type TestApp, useAdminApp } from './harness.js';

describe('test/personal-link.e2e-spec.ts', () => {
  // A built client of a page and the build's lists is enough to see how the server serves the phone's page.
  const dist = mkdtempSync(path.join(os.tmpdir(), 'personal-link-dist-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>__PRODUCT_NAME__</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, '.vite', 'app-paths.json'), JSON.stringify(['/', '/dashboard', '/my/:token']));
  writeFileSync(path.join(dist, '.vite', 'locales.json'), JSON.stringify({ default: 'en', languages: ['en', 'de'], catalogs: {} }));

  const context = useAdminApp({ FRONTEND_DIST: dist, PUBLIC_URL: 'https://summit.example' });
  let app: TestApp;
  let described: Described;
  const ids: Record<'keynote' | 'panel' | 'workshop', number> = { keynote: 0, panel: 0, workshop: 0 };
  const at = (hour: number) => `2031-05-20T${String(hour).padStart(2, '0')}:00:00.000Z`;

  beforeAll(async () => {
    app = context.app;
    described = await Described.load(app);
    for (const [key, title, hour, room] of [
      ['keynote', 'Keynote on speech', 9, 'Hall A'],
      ['panel', 'Panel on terms', 11, 'Hall B'],
      ['workshop', 'Workshop on corpora', 14, 'Room 3'],
    ] as const) {
      const created = await context.asAdmin('POST', '/api/admin/sessions', {
        title,
        description: `${title}.`,
        startTime: at(hour),
        endTime: at(hour + 1),
        room,
      });
      expect(created.status).toBe(201);
      ids[key] = created.body.id;
    }
  });

  /** The JSON at a personal link's address (its path on the test server), with the API description's check. */
  async function favourites(jsonUrl: string, query = '') {
    const response = await fetch(`${app.url}${new URL(jsonUrl).pathname}${query}`);
    const body = await response.json();
    described.check('GET', '/calendar/{token}.json', response.status, body);
    return { status: response.status, body, headers: response.headers };
  }

  async function links(token: string) {
    const answer = await api(app, 'GET', '/api/user/calendar', { token });
    described.check('GET', '/api/user/calendar', answer.status, answer.body);
    return answer.body as { url: string; webcal_url: string; json_url: string; phone_url: string };
  }

  it('gives one secret for the feed, the JSON and the phone’s page', async () => {
    const ann = await registerUser(app);
    const mine = await links(ann.token);
    const token = /\/calendar\/([\w-]{20,})\.ics$/.exec(mine.url)![1];
    expect(mine).toEqual({
      url: `https://summit.example/calendar/${token}.ics`,
      webcal_url: `webcal://summit.example/calendar/${token}.ics`,
      json_url: `https://summit.example/calendar/${token}.json`,
      phone_url: `https://summit.example/my/${token}`,
    });
    // A German reader's page is the German one.
    expect((await api(app, 'PUT', '/api/user/profile', { token: ann.token, body: { language: 'de' } })).status).toBe(200);
    expect((await links(ann.token)).phone_url).toBe(`https://summit.example/de/my/${token}`);
  });

  it('serves the saved sessions of the published programme as JSON, nobody else’s', async () => {
    const ann = await registerUser(app);
    const ben = await registerUser(app);
    await api(app, 'POST', '/api/user/schedule/merge', { token: ann.token, body: { session_ids: [ids.workshop, ids.keynote] } });
    await api(app, 'POST', `/api/user/schedule/${ids.panel}`, { token: ben.token });
    const annLinks = await links(ann.token);
    const benLinks = await links(ben.token);

    const answer = await favourites(annLinks.json_url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body).toEqual({
      session_ids: [ids.keynote, ids.workshop].sort((a, b) => a - b),
      sessions: [
        {
          id: ids.keynote,
          title: 'Keynote on speech',
          start: at(9),
          end: at(10),
          room: 'Hall A',
          status: 'scheduled',
          url: `https://summit.example/sessions/${ids.keynote}`,
        },
        {
          id: ids.workshop,
          title: 'Workshop on corpora',
          start: at(14),
          end: at(15),
          room: 'Room 3',
          status: 'scheduled',
          url: `https://summit.example/sessions/${ids.workshop}`,
        },
      ],
    });
    // It follows the saved list, and the pages in the language asked for.
    await api(app, 'DELETE', `/api/user/schedule/${ids.workshop}`, { token: ann.token });
    const german = await favourites(annLinks.json_url, '?lang=de');
    expect(german.body.session_ids).toEqual([ids.keynote]);
    expect(german.body.sessions[0].url).toBe(`https://summit.example/de/sessions/${ids.keynote}`);
    expect((await favourites(annLinks.json_url, '?lang=fr')).status).toBe(400);

    // Ben's link shows Ben's, and nothing of Ann's.
    const his = await favourites(benLinks.json_url);
    expect(his.body.session_ids).toEqual([ids.panel]);
    expect(JSON.stringify(his.body)).not.toContain('Keynote');
    // Nobody's: a guess of the same shape, and what is not a token at all.
    const guess = annLinks.json_url.replace(/[\w-]{8}(?=\.json$)/, 'aaaaaaaa');
    expect(await favourites(guess)).toMatchObject({ status: 404, body: { detail: 'This link is unknown or was reset.' } });
    expect((await favourites(`${app.url}/calendar/short.json`)).status).toBe(404);
  });

  it('stops answering once the link is reset, for the feed and the JSON alike', async () => {
    const ann = await registerUser(app);
    await api(app, 'POST', `/api/user/schedule/${ids.panel}`, { token: ann.token });
    const before = await links(ann.token);
    expect((await favourites(before.json_url)).status).toBe(200);

    const rotated = await api(app, 'POST', '/api/user/calendar/rotate', { token: ann.token });
    described.check('POST', '/api/user/calendar/rotate', rotated.status, rotated.body);
    const after = rotated.body as typeof before;
    expect(after.json_url).not.toBe(before.json_url);
    expect(after.phone_url).not.toBe(before.phone_url);
    expect(after.phone_url).toBe(after.json_url.replace(/\/calendar\/([\w-]+)\.json$/, '/my/$1'));

    const revoked = await favourites(before.json_url);
    expect(revoked).toMatchObject({ status: 404, body: { detail: 'This link is unknown or was reset.' } });
    // In the reader's language, as every refusal.
    const inGerman = await fetch(`${app.url}${new URL(before.json_url).pathname}`, { headers: { 'accept-language': 'de' } });
    expect(((await inGerman.json()) as { detail: string }).detail).toBe('Dieser Link ist unbekannt oder wurde zurückgesetzt.');
    expect((await fetch(`${app.url}${new URL(before.url).pathname}`)).status).toBe(404);
    expect((await favourites(after.json_url)).body.session_ids).toEqual([ids.panel]);
  });

  it('leaves out what the published programme does not have', async () => {
    const ann = await registerUser(app);
    await api(app, 'POST', '/api/user/schedule/merge', { token: ann.token, body: { session_ids: [ids.keynote, ids.panel] } });
    const { json_url } = await links(ann.token);
    expect((await context.asAdmin('PUT', '/api/admin/schedule/mode', { mode: 'release' })).status).toBe(200);
    try {
      // A session only in the draft: even a saved row for it (none can be made through the API) shows nothing of it.
      const draft = await context.asAdmin('POST', '/api/admin/sessions', { title: 'Draft only', startTime: at(16), endTime: at(17), room: 'Hall A' });
      expect(draft.status).toBe(201);
      await app.app.get(PrismaService).savedSession.create({ data: { user_id: ann.user.id, session_id: draft.body.id } });
      // A draft's new title is not published either.
      const renamed = await context.asAdmin('PUT', `/api/admin/sessions/${ids.keynote}`, { title: 'Keynote, renamed in the draft' });
      expect(renamed.status).toBe(200);

      const shown = await favourites(json_url);
      expect(shown.body.session_ids).toEqual([ids.keynote, ids.panel].sort((a, b) => a - b));
      expect(shown.body.sessions.map((s: { title: string }) => s.title)).toEqual(['Keynote on speech', 'Panel on terms']);
      expect(JSON.stringify(shown.body)).not.toContain('Draft only');

      // Once released, it is there.
      expect((await context.asAdmin('POST', '/api/admin/schedule/releases', {})).status).toBe(201);
      const released = await favourites(json_url);
      expect(released.body.sessions.map((s: { title: string }) => s.title)).toEqual(['Keynote, renamed in the draft', 'Panel on terms', 'Draft only']);
    } finally {
      expect((await context.asAdmin('PUT', '/api/admin/schedule/mode', { mode: 'live' })).status).toBe(200);
    }
  });

  it('serves the phone’s page to the browser in both languages, never to be indexed', async () => {
    const ann = await registerUser(app);
    const { phone_url } = await links(ann.token);
    for (const page of [new URL(phone_url).pathname, `/de${new URL(phone_url).pathname}`, '/my/anything-at-all']) {
      const response = await fetch(`${app.url}${page}`);
      expect({ page, status: response.status }).toEqual({ page, status: 200 });
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(await response.text()).toContain('<div id="root"></div>');
    }
    // Other pages are indexed as before.
    const dashboard = await fetch(`${app.url}/dashboard`);
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('x-robots-tag')).toBeNull();
  });
});
