// The public read model as HTTP clients and other app instances see it: versioned ready bytes (ETag, 304, br/gzip,
// cache headers, security headers), the catch-up call, the nav flags, one day of the programme, the home page's
// featured speakers and latest news, refusals of bad query values, and two instances on one Redis serving the same
// version after an edit.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { api, type TestApp, useReplicas } from './harness.js';

describe('test/public-read-model.e2e-spec.ts', () => {
  const replicas = useReplicas();
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  beforeAll(() => ({ a, b, admin } = replicas));

  const raw = (app: TestApp, route: string, headers: Record<string, string> = {}) => fetch(`${app.url}${route}`, { headers });
  const { asAdmin } = replicas;
  let minute = 0;
  const newSession = (
    title: string,
    start = `2025-11-18T${String(8 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute++ % 60).padStart(2, '0')}:00Z`,
  ) =>
    asAdmin('POST', '/api/admin/sessions', {
      title,
      description: 'd',
      startTime: start,
      endTime: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
      room: 'Hall R',
    });
  const versionOf = (response: Response) => Number(response.headers.get('x-public-version'));

  it('serves a list with a strong ETag per encoding, public cache headers, and 304 for the ETag in any encoding', async () => {
    await newSession('Cached talk');
    // fetch() asks for compression and decodes it: read the bytes as sent with a raw request instead.
    const { request } = await import('node:http');
    const encoded = (encoding?: string) =>
      new Promise<{ headers: Record<string, string | undefined>; bytes: Buffer }>((resolve, reject) => {
        request(`${a.url}/public/sessions`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers as Record<string, string | undefined>, bytes: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const plain = await encoded();
    const etag = plain.headers.etag!;
    expect(etag).toMatch(/^"v\d+"$/);
    expect(plain.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30, s-maxage=0, proxy-revalidate');
    expect(plain.headers.vary).toBe('Accept-Encoding, Accept-Language');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const body = plain.bytes.toString();
    expect(JSON.parse(body).sessions.map((s: { title: string }) => s.title)).toContain('Cached talk');

    const br = await encoded('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag.replace(/"$/, '-br"'));
    expect(brotliDecompressSync(br.bytes).toString()).toBe(body);
    const gz = await encoded('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(body);
    expect(gz.bytes.length).toBeLessThan(Buffer.byteLength(body));
    expect((await encoded('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');

    for (const tag of [etag, br.headers.etag as string, `W/${etag}`, `"x", ${gz.headers.etag as string}`]) {
      const again = await raw(a, '/public/sessions', { 'if-none-match': tag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
  });

  it('keeps one version per content: an edit elsewhere leaves a list ETag alone, an edit of it changes it', async () => {
    const before = await raw(a, '/public/speakers');
    await asAdmin('POST', '/api/admin/sponsors', {
      name: 'Etag Sponsor',
      description: 'x',
      website: 'https://s.example',
      logo_url: '/x.svg',
      contribution: 100,
    });
    const after = await raw(a, '/public/speakers', { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(304);
    expect(versionOf(after)).toBeGreaterThan(versionOf(before));
    await asAdmin('POST', '/api/admin/speakers', { name: 'Etag Speaker' });
    expect((await raw(a, '/public/speakers', { 'if-none-match': before.headers.get('etag')! })).status).toBe(200);
  });

  it('answers the changes since a version: changed records in their public shape, removed ids, then nothing', async () => {
    const keep = (await newSession('Will change')).body;
    const drop = (await newSession('Will go')).body;
    const since = versionOf(await raw(a, '/public/sessions'));

    await asAdmin('PUT', `/api/admin/sessions/${keep.id}`, { title: 'Changed', version: keep.version });
    await asAdmin('DELETE', `/api/admin/sessions/${drop.id}`);

    const response = await raw(a, `/public/changes?since=${since}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    const delta = await response.json();
    expect(delta.full).toBe(false);
    expect(delta.version).toBe(since + 2);
    expect(delta.collections.sessions.upsert).toEqual([expect.objectContaining({ id: keep.id, title: 'Changed', room: 'Hall R', speakers: [] })]);
    expect(delta.collections.sessions.upsert[0]).not.toHaveProperty('conflicts');
    expect(delta.collections.sessions.remove).toEqual([drop.id]);
    expect(delta.collections['schedule-changes'].upsert).toEqual([expect.objectContaining({ session_id: drop.id, kinds: ['removed'] })]);
    // The same answer the live list gives.
    const sessions = (await api(a, 'GET', '/public/sessions')).body.sessions as { id: number }[];
    const listed = sessions.find((s) => s.id === keep.id);
    expect(delta.collections.sessions.upsert[0]).toEqual(listed);
    // Where it stands in that list, so the client inserts it without sorting.
    expect(delta.collections.sessions.positions).toEqual([sessions.indexOf(listed!)]);

    expect((await api(a, 'GET', `/public/changes?since=${delta.version}`)).body).toEqual({ version: delta.version, full: false, collections: {} });
    // Never seen here (another database) or from the very start: load everything.
    expect((await api(a, 'GET', `/public/changes?since=${delta.version + 1000}`)).body).toMatchObject({ full: true, collections: {} });
    expect((await api(a, 'GET', '/public/changes?since=0')).body).toMatchObject({ full: true });
    for (const bad of ['', '-1', 'abc', '1.5']) {
      const refused = await api(a, 'GET', `/public/changes?since=${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.body.detail[0].loc).toEqual(['query', 'since']);
    }
  });

  it('tells the navigation what it needs in a few bytes, and follows the settings', async () => {
    const flags = await api(a, 'GET', '/public/site-flags');
    expect(flags.body).toEqual({ has_sessions: true, has_news: false, accepting_cfp: true, accepting_sponsors: true, review_phase: 'submission' });
    expect(JSON.stringify(flags.body).length).toBeLessThan(120);
    await asAdmin('PATCH', '/api/admin/conference-settings', { accepting_sponsors: false });
    await asAdmin('POST', '/api/admin/news', { title: 'Out now', content: '<p>x</p>', status: 'published' });
    expect((await api(a, 'GET', '/public/site-flags')).body).toEqual({
      has_sessions: true,
      has_news: true,
      accepting_cfp: true,
      accepting_sponsors: false,
      review_phase: 'submission',
    });
    expect((await api(a, 'GET', '/public/conference-settings')).body).toMatchObject({
      accepting_cfp: true,
      accepting_sponsors: false,
      review_phase: 'submission',
    });
  });

  it('serves one day of the programme (venue time) from the same snapshot', async () => {
    await newSession('Late evening in Vienna', '2025-11-19T23:30:00Z');
    const day = (await api(a, 'GET', '/public/schedule?day=2025-11-19')).body.schedule;
    const next = (await api(a, 'GET', '/public/schedule?day=2025-11-20')).body.schedule;
    expect(day.map((s: { title: string }) => s.title)).not.toContain('Late evening in Vienna');
    expect(next.map((s: { title: string }) => s.title)).toEqual(['Late evening in Vienna']);
    expect((await api(a, 'GET', '/public/schedule?day=tomorrow')).status).toBe(400);
  });

  it('two instances on one Redis serve the same version and bytes right after an edit on one of them', async () => {
    await newSession('Across instances');
    for (let i = 0; i < 3; i++) {
      const created = (await newSession(`Replica edit ${i}`)).body;
      const onA = await raw(a, '/public/schedule');
      // B learns the version through Redis within the push time; give it a moment on a busy machine.
      let onB = await raw(b, '/public/schedule');
      for (let tries = 0; tries < 50 && onB.headers.get('etag') !== onA.headers.get('etag'); tries++) {
        await new Promise((r) => setTimeout(r, 20));
        onB = await raw(b, '/public/schedule');
      }
      expect(onB.headers.get('etag')).toBe(onA.headers.get('etag'));
      const [bodyA, bodyB] = [await onA.text(), await onB.text()];
      expect(bodyB).toBe(bodyA);
      expect(JSON.parse(bodyB).schedule.map((s: { id: number }) => s.id)).toContain(created.id);
    }
  });

  /** Headers every response has for reasons other than security (public data's CORS: schedule-widget.e2e-spec; the request id: request-logs.e2e-spec). */
  const GENERAL =
    /^(content-(type|length|encoding)$|date$|connection$|keep-alive$|cache-control$|etag$|vary$|x-public-version$|x-request-id$|x-ratelimit-|set-cookie$|access-control-)/;
  const securityOf = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => !GENERAL.test(name)));

  it('sends the same security headers as the framework routes (helmet) on answers and refusals, and a 304 only what caches and CORS need', async () => {
    // A Nest route, through @fastify/helmet.
    const helmeted = securityOf((await api(a, 'GET', '/api/auth/me', { token: admin })).headers);
    expect(helmeted).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
    expect(helmeted['content-security-policy']).toContain("frame-src 'self' https://www.youtube-nocookie.com;");
    // No inline style or script unless named by hash, and live connections only to this site.
    expect(helmeted['content-security-policy']).not.toContain('unsafe-inline');
    expect(helmeted['content-security-policy']).toContain(`connect-src 'self' ws://${new URL(a.config.publicUrl).host}`);
    const list = await raw(a, '/public/sessions');
    expect(securityOf(list.headers)).toEqual(helmeted);
    // A 304 updates the answer the browser stored, which keeps its other headers (these included): it repeats only the
    // caching headers, Vary, the ETag and CORS.
    const revalidated = await raw(a, '/public/sessions', { 'if-none-match': list.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
    expect(securityOf(revalidated.headers)).toEqual({});
    for (const name of ['cache-control', 'vary', 'etag', 'access-control-allow-origin', 'access-control-expose-headers', 'x-public-version']) {
      expect({ name, value: revalidated.headers.get(name) }).toEqual({ name, value: list.headers.get(name) });
    }
    const refused = await raw(a, '/public/schedule?day=tomorrow');
    expect(refused.status).toBe(400);
    expect(securityOf(refused.headers)).toEqual(helmeted);
    // A refusal is not a public answer: nothing may keep it.
    expect(refused.headers.get('cache-control')).toBeNull();
  });

  it('refuses bad query values with the {detail} of the field', async () => {
    const refusals: [string, string, string, string][] = [
      ['/public/speakers?limit=abc', 'limit', 'limit must be a positive integer', 'int_parsing'],
      ['/public/sponsors?limit=0', 'limit', 'limit must be a positive integer', 'int_parsing'],
      ['/public/schedule/changes?limit=1.5', 'limit', 'limit must be a positive integer', 'int_parsing'],
      ['/public/schedule?day=2025-11-1', 'day', 'day must be a date as YYYY-MM-DD', 'value_error'],
      ['/public/changes?since=abc', 'since', 'since must be a version number (0 or more)', 'value_error'],
      ['/public/changes', 'since', 'since must be a version number (0 or more)', 'value_error'],
    ];
    for (const [route, field, msg, type] of refusals) {
      const response = await api(a, 'GET', route);
      expect({ route, status: response.status, body: response.body }).toEqual({ route, status: 400, body: { detail: [{ loc: ['query', field], msg, type }] } });
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    }
    // Good values still answer, and routes beside the read model's are untouched.
    expect((await api(a, 'GET', '/public/speakers?limit=1')).status).toBe(200);
    expect((await api(a, 'GET', '/public/no-such-thing')).status).toBe(404);
    expect((await api(a, 'GET', '/public/schedule.ics')).headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  });

  it('features at most six public speakers, a random six when there are more, with the number of all of them', async () => {
    type Speaker = { id: number; name: string };
    const featured = async (headers: Record<string, string> = {}) => {
      const response = await raw(a, '/public/speakers/featured', headers);
      return {
        status: response.status,
        etag: response.headers.get('etag'),
        body: response.status === 200 ? ((await response.json()) as { speakers: Speaker[]; total: number }) : null,
      };
    };
    let listed: Speaker[] = (await api(a, 'GET', '/public/speakers')).body;
    expect(listed.length).toBeLessThanOrEqual(6);
    // Six or fewer: all of them, in the list's order.
    const few = await featured();
    expect(few.body).toEqual({ speakers: listed, total: listed.length });

    const hidden = (await asAdmin('POST', '/api/admin/speakers', { name: 'Hidden Speaker', display_on_public: false })).body;
    for (let i = listed.length; i < 9; i++) await asAdmin('POST', '/api/admin/speakers', { name: `Featured ${i}` });
    listed = (await api(a, 'GET', '/public/speakers')).body;
    expect(listed).toHaveLength(9);
    const publicIds = new Set(listed.map((s) => s.id));
    const picks = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const { body, etag } = await featured();
      expect(body!.total).toBe(9);
      expect(body!.speakers).toHaveLength(6);
      const ids = body!.speakers.map((s) => s.id);
      expect(new Set(ids).size).toBe(6);
      for (const id of ids) expect(publicIds.has(id)).toBe(true);
      expect(ids).not.toContain(hidden.id);
      expect(body!.speakers).toEqual(ids.map((id) => listed.find((s) => s.id === id)));
      expect(etag).toMatch(/^"v\d+-s\d+(-br|-gz)?"$/);
      picks.add(JSON.stringify(ids));
    }
    // Handed out from several random picks, not one.
    expect(picks.size).toBeGreaterThan(1);
    // A client revalidating its pick keeps it.
    const mine = await featured();
    const again = await featured({ 'if-none-match': mine.etag! });
    expect(again.status).toBe(304);
    expect(again.etag).toBe(mine.etag);
  });

  it('gives the home page its Latest News: at most five, featured first, then newest first', async () => {
    const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12)).toISOString();
    const post = (title: string, published_date: string, featured: boolean, status = 'published') =>
      asAdmin('POST', '/api/admin/news', { title, content: '<p>x</p>', published_date, featured, status });
    for (const [title, date, featured] of [
      ['Old featured', day(2), true],
      ['Plain 1', day(3), false],
      ['Plain 2', day(4), false],
      ['New featured', day(5), true],
      ['Plain 3', day(6), false],
    ] as const) {
      await post(title, date, featured);
    }
    await post('Draft featured', day(7), true, 'draft');
    await post('Later featured', new Date(Date.now() + 86_400_000).toISOString(), true);

    const all: { title: string; featured: boolean }[] = (await api(a, 'GET', '/public/news')).body.news;
    const expected = [...all.filter((n) => n.featured), ...all.filter((n) => !n.featured)].slice(0, 5);
    const response = await raw(a, '/public/news/latest');
    expect(response.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30, s-maxage=0, proxy-revalidate');
    const latest: { title: string }[] = (await response.json()).news;
    expect(latest).toEqual(expected);
    // 'Out now' (an earlier test, published today) is the newest of the others.
    expect(latest.map((n) => n.title)).toEqual(['New featured', 'Old featured', 'Out now', 'Plain 3', 'Plain 2']);
    expect((await raw(a, '/public/news/latest', { 'if-none-match': response.headers.get('etag')! })).status).toBe(304);
    // A change of the news makes a new version of it.
    await post('Newest featured', day(8), true);
    expect((await api(a, 'GET', '/public/news/latest')).body.news.map((n: { title: string }) => n.title)).toEqual([
      'Newest featured',
      'New featured',
      'Old featured',
      'Out now',
      'Plain 3',
    ]);
  });

  it('marks personal answers no-store', async () => {
    const me = await api(a, 'GET', '/api/auth/me', { token: admin });
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a repeated read (the fast lane) exactly as its route did: status, headers and bytes, per encoding and language, and never stale', async () => {
    const { request } = await import('node:http');
    const get = (route: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
        request(`${a.url}${route}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            // The fast lane logs nothing, so it gives no request id (request-logs.e2e-spec) where Fastify did.
            const { date: _date, 'x-request-id': _requestId, ...rest } = res.headers;
            resolve({ status: res.statusCode!, headers: rest, bytes: Buffer.concat(chunks) });
          });
        })
          .on('error', reject)
          .end();
      });
    await newSession('Fast lane talk');
    const variants: Record<string, string>[] = [{ 'accept-encoding': 'gzip, br' }, { 'accept-encoding': 'gzip' }, {}, { 'accept-language': 'de-AT,de;q=0.9' }];
    for (const headers of variants) {
      const first = await get('/public/sessions?limit=1000', headers);
      const again = await get('/public/sessions?limit=1000', headers);
      expect(again).toEqual(first);
      expect(first.status).toBe(200);
      const revalidated = await get('/public/sessions?limit=1000', { ...headers, 'if-none-match': String(first.headers.etag) });
      expect(revalidated.status).toBe(304);
      expect(await get('/public/sessions?limit=1000', { ...headers, 'if-none-match': String(first.headers.etag) })).toEqual(revalidated);
      // A list, or the weak form a proxy may send, is read in full and still matches.
      const listed = await get('/public/sessions?limit=1000', { ...headers, 'if-none-match': `"other", W/${String(first.headers.etag)}` });
      expect(listed).toEqual(revalidated);
    }
    // The language is part of what is remembered: the German answer is not repeated to an English reader.
    const german = await get('/public/sessions?limit=1000', { 'accept-language': 'de-AT,de;q=0.9' });
    const english = await get('/public/sessions?limit=1000', { 'accept-language': 'en' });
    expect(german.headers.etag).toMatch(/\.de"$/);
    expect(english.headers.etag).not.toMatch(/\.de"$/);
    // An edit is read at once, in full and by revalidation, though the old answer was remembered.
    const before = await get('/public/sessions?limit=1000', {});
    await newSession('After the fast lane');
    const after = await get('/public/sessions?limit=1000', {});
    expect(after.bytes.toString()).toContain('After the fast lane');
    expect((await get('/public/sessions?limit=1000', { 'if-none-match': String(before.headers.etag) })).status).toBe(200);
    // A refused query is never remembered as an answer.
    for (let i = 0; i < 2; i++) expect((await get('/public/changes?since=x', {})).status).toBe(400);
  });
});
