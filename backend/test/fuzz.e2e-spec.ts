// A fuzz pass over every route the router knows: bodies whose every field (the union of all bodies' fields) is a
// wrong type, null, too long, unicode (a lone surrogate too), nested, a prototype key or an injection string; whole
// bodies that are not objects, not JSON, nested 10,000 deep or over the body limit; hostile query values and path ids. Called anonymously, as a
// user and as an admin (who reaches the most handlers). Nothing may answer 5xx (but a deliberate 503 with a detail)
// and no prototype may be polluted. Then text the database cannot store (NUL, lone surrogates) put into each field of
// valid bodies, which the all-fields-at-once pass never gets past validation with.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ADMIN, api, login, proposalBody, registerUser, type TestApp, useAdminApp } from './harness.js';

describe('test/fuzz.e2e-spec.ts', () => {
  const context = useAdminApp({ FORM_RATE_LIMIT_PER_MINUTE: '100000', FAILED_SIGN_IN_LIMIT: '100000' });
  let app: TestApp;
  const tokens: (string | undefined)[] = [undefined];

  beforeAll(async () => {
    app = context.app;
    tokens.push((await registerUser(app)).token, context.admin);
  });

  /** Every field of every request body the API describes (and of the objects they nest), so each handler finds its own. */
  async function bodyFields(): Promise<string[]> {
    type Schema = { $ref?: string; properties?: Record<string, Schema>; items?: Schema; additionalProperties?: unknown; anyOf?: Schema[]; allOf?: Schema[] };
    const document = (await api(app, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
      components: { schemas: Record<string, Schema> };
    };
    const fields = new Set<string>();
    const seen = new Set<Schema>();
    const walk = (schema: Schema | undefined): void => {
      if (!schema || seen.has(schema)) return;
      seen.add(schema);
      if (schema.$ref) return walk(document.components.schemas[schema.$ref.split('/').pop()!]);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        fields.add(name);
        walk(property);
      }
      [schema.items, ...(schema.anyOf ?? []), ...(schema.allOf ?? [])].forEach(walk);
    };
    for (const item of Object.values(document.paths))
      for (const operation of Object.values(item)) for (const media of Object.values(operation.requestBody?.content ?? {})) walk(media.schema);
    return [...fields].sort();
  }

  /** Every query parameter the controllers and the public read routes read, found in their sources. */
  function queryNames(): string[] {
    const src = path.resolve(import.meta.dirname ?? __dirname, '../src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const names = new Set<string>();
    for (const file of files) {
      const text = readFileSync(path.join(src, file), 'utf8');
      for (const match of text.matchAll(/@Query\('(\w+)'\)|query\.(\w+)|query\?\.(\w+)/g)) names.add(match[1] ?? match[2] ?? match[3]);
    }
    return [...names];
  }

  /** A value nested `depth` arrays and objects deep. */
  function nested(depth: number): unknown {
    let value: unknown = 'deep';
    for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
    return value;
  }

  const HOSTILE: unknown[] = [
    null,
    true,
    -1,
    1e308,
    // eslint-disable-next-line no-loss-of-precision -- a hostile value: just past the safe integers
    9007199254740993,
    '',
    '   ',
    // Longer than any text field takes (news content excepted), and a long list: the bodies carrying them are split to
    // stay under the body limit, so they reach the handlers' validation (a body over the limit is in RAW_BODIES).
    'x'.repeat(5_001),
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u0000 \u202e ﷽ 🏳️‍🌈',
    'a lone \ud800 high surrogate',
    '\udc00 a lone low one',
    '../../../etc/passwd',
    "'; DROP TABLE users; --",
    '<img src=x onerror=alert(1)>',
    '2025-13-45T99:99:99Z',
    [],
    [1, 'a', null, {}],
    Array.from({ length: 1_000 }, (_, i) => i),
    nested(500),
    {},
    { __proto__: { polluted: true } },
    JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  ];
  const RAW_BODIES = [
    `{"email":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
    'null',
    '[]',
    '"text"',
    '123',
    '{"a":',
    '{"__proto__":{"polluted":true}}',
    '\u0000',
    'x'.repeat(2 * 1024 * 1024),
  ];
  /** The app's body limit (app.ts): a bigger body is refused (413) before any handler runs. */
  const BODY_LIMIT = 1024 * 1024;

  /**
   * One hostile value in every field, as few bodies as keep each under the body limit: a value too long for one body
   * with all ~200 fields goes out in several, each reaching validation.
   */
  function bodiesWith(value: unknown, fields: string[]): string[] {
    const bodies: string[] = [];
    const each = JSON.stringify(value)?.length ?? 0;
    let group: string[] = [];
    let size = 0;
    for (const field of fields) {
      if (group.length && size + field.length + each > BODY_LIMIT * 0.9) {
        bodies.push(JSON.stringify(Object.fromEntries(group.map((f) => [f, value]))));
        group = [];
        size = 0;
      }
      group.push(field);
      size += field.length + each + 4;
    }
    if (group.length) bodies.push(JSON.stringify(Object.fromEntries(group.map((f) => [f, value]))));
    return bodies;
  }

  const HOSTILE_IDS = ['-1', '0', '1.5', '99999999999999999999', 'abc', '%00', '%2e%2e%2f', '0x10', 'null', '1e3'];
  const HOSTILE_QUERY = ['', '-1', 'abc', '1.5', '99999999999999999999', '%00', '<script>', '2025-02-30', 'x'.repeat(5_000)];

  /** Signing out everywhere ends the tokens the sweep calls with, so it comes last, once every route has been reached. */
  function routes(): { method: string; path: string }[] {
    const all = [...new Set(app.routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS').map((r) => `${r.method} ${r.url}`))].map((r) => {
      const [method, route] = r.split(' ');
      return { method, path: route };
    });
    return all.sort((a, b) => Number(endsSessions(a)) - Number(endsSessions(b)));
  }
  const endsSessions = (r: { path: string }) => r.path.endsWith('/logout-all');

  /** What the guards answer (auth.guards.ts): the caller is refused whatever the request carries. */
  const GUARD_REFUSALS = new Set([
    'Not authenticated',
    'You do not have permission to perform this action',
    'Only members of the programme committee can do this',
  ]);
  async function refusedByGuard(method: string, url: string, token: string | undefined): Promise<boolean> {
    // After a body refused before it was read (413), the kept-alive connection is closing and may be taken for this
    // call, which then sees only the close: it is made once more, on a new connection (as the sweep's calls are).
    const call = () => api(app, method, url, { token, body: method === 'GET' || method === 'DELETE' ? undefined : '{}' });
    const response = await call().catch(call);
    return (response.status === 401 || response.status === 403) && GUARD_REFUSALS.has(response.body?.detail);
  }

  const fillIds = (route: string, id = '987654') => route.replace(':folder', 'speakers').replace(/:\w+/g, id);
  const isDefect = (status: number, body: unknown) => status >= 500 && !(status === 503 && typeof (body as { detail?: unknown })?.detail === 'string');

  it('answers every hostile body, query and id with a 4xx or a success, never a 5xx', async () => {
    const fields = await bodyFields();
    expect(fields).toEqual(expect.arrayContaining(['email', 'password', 'title', 'startTime']));
    const queries = queryNames();
    expect(queries).toEqual(expect.arrayContaining(['since', 'day']));
    const defects: string[] = [];
    let validated = 0;
    const check = async (method: string, url: string, token: string | undefined, body?: unknown) => {
      // A refusal before the body is read (413, 431) closes the connection, and a kept-alive connection the server is
      // closing may be taken for the next call, which then sees only the close: that call is made again, up to three
      // times (with four sweeps at once, the next pooled connection may be closing too; on a loaded machine twice in a
      // row was seen). An address past Node's 16 KB header limit is refused (431) and closed while the client still
      // sends, so it may see only the close: a refusal, not a failure. Anything else that fails to answer is a defect.
      const call = (retries = 3): ReturnType<typeof api> =>
        api(app, method, url, { token, body }).catch((error: Error) =>
          retries > 0 ? new Promise((resolve) => setTimeout(resolve, 20)).then(() => call(retries - 1)) : Promise.reject(error),
        );
      const tooLong = url.length > 16 * 1024;
      const response = await call(tooLong ? 0 : 3).catch((error: Error) => {
        if (tooLong) return { status: 431, body: null };
        throw new Error(`${method} ${url.slice(0, 80)}: ${error.message} ${(error.cause as Error)?.message}`);
      });
      if (response.status === 400 && Array.isArray(response.body?.detail)) validated++;
      if (isDefect(response.status, response.body)) defects.push(`${method} ${url.slice(0, 80)} ${JSON.stringify(body)?.slice(0, 60)}: ${response.status}`);
    };

    // The same bodies and queries go to every route: made once.
    const hostileBodies = HOSTILE.flatMap((value) => bodiesWith(value, fields));
    expect(hostileBodies.every((body) => Buffer.byteLength(body) < BODY_LIMIT)).toBe(true);
    expect(RAW_BODIES.some((body) => body.length > BODY_LIMIT)).toBe(true);
    const hostileQueries = [
      ...HOSTILE_QUERY.map((q) => queries.map((name) => `${name}=${encodeURIComponent(q)}`).join('&')),
      queries.map((name) => `${name}=1&${name}=2`).join('&'),
    ];
    let guarded = 0;
    const sweep = async ({ method, path: route }: { method: string; path: string }) => {
      const url = fillIds(route);
      const hasBody = method !== 'GET' && method !== 'DELETE';
      for (const token of tokens) {
        // A route whose guard refuses this caller refuses every body, query and id the same way before a pipe or a
        // handler sees it (bodies that are not JSON, too deep or too big are refused by the parser, the same for every
        // route and caller): one call tells, and the callers the guard lets through take the sweep.
        if (await refusedByGuard(method, url, token)) {
          guarded++;
          continue;
        }
        if (hasBody) for (const body of [...hostileBodies, ...RAW_BODIES]) await check(method, url, token, body);
        for (const query of hostileQueries) await check(method, `${url}?${query}`, token);
        if (route.includes(':')) for (const id of HOSTILE_IDS) await check(method, fillIds(route, id), token, method === 'GET' ? undefined : '{}');
      }
    };
    // Routes are swept four at a time (each route's calls in order), and signing out everywhere only after all others.
    const all = routes();
    const ends = all.filter(endsSessions);
    const rest = all.filter((r) => !endsSessions(r));
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let next = rest.shift(); next; next = rest.shift()) await sweep(next);
      }),
    );
    for (const route of ends) await sweep(route);
    expect(defects).toEqual([]);
    // The guards refused the anonymous and the plain user's calls to most routes, and let the admin's through.
    expect(guarded).toBeGreaterThan(all.length / 2);
    // The bodies reached the handlers' validation (not only the router and the guards).
    expect(validated).toBeGreaterThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The server still serves after all that.
    expect((await api(app, 'GET', '/public/sessions')).status).toBe(200);
  }, 540_000);

  it('refuses a NUL character in any text before it reaches the database, with a detail', async () => {
    const admin = await login(app, ADMIN.email, ADMIN.password);
    const start = { startTime: '2025-11-18T09:00:00Z', endTime: '2025-11-18T10:00:00Z' };
    expect((await api(app, 'POST', '/api/admin/sessions', { token: admin, body: { title: 'Fine (clean)', ...start } })).status).toBe(201);
    for (const body of [
      { title: 'Bad\u0000title', ...start },
      { title: 'Fine', room: 'Hall\u0000A', ...start },
      { title: 'Fine', ...start, ['k\u0000']: 1 },
    ]) {
      const response = await api(app, 'POST', '/api/admin/sessions', { token: admin, body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ detail: 'Text cannot contain the NUL character (U+0000)' });
    }
    const query = await fetch(`${app.url}/api/admin/sessions?search=a%00b`, { headers: { authorization: `Bearer ${admin}` } });
    expect(query.status).toBe(400);
    const listed = (await api(app, 'GET', '/api/admin/sessions', { token: admin })).body as { title: string }[] | { sessions: { title: string }[] };
    const sessions = Array.isArray(listed) ? listed : listed.sessions;
    // Only the clean session was stored.
    expect(sessions.filter((s) => s.title === 'Fine (clean)' || s.title === 'Fine' || s.title.startsWith('Bad')).map((s) => s.title)).toEqual(['Fine (clean)']);
  });

  it('refuses a lone surrogate in any text field, and a body nested too deeply, with a detail before any work starts', async () => {
    const user = await registerUser(app);
    const admin = await login(app, ADMIN.email, ADMIN.password);
    const start = { startTime: '2025-11-18T09:00:00Z', endTime: '2025-11-18T10:00:00Z' };
    const valid: [string, string | undefined, Record<string, string>][] = [
      ['/api/auth/register', undefined, { email: 'surrogate@test.example', password: 'correct-horse-battery', full_name: 'Sue Rogate' }],
      // Answered 202 before the lookup: the text must be refused before that answer, not fail later out of sight.
      ['/api/auth/forgot-password', undefined, { email: user.email }],
      ['/api/auth/login', undefined, { email: user.email, password: user.password }],
      ['/cfp/submit', undefined, proposalBody('surrogate-speaker@test.example')],
      ['/public/sponsorship/apply', undefined, { company_name: 'Co', contact_name: 'C', email: 'surrogate-co@test.example', sponsorship_level: 'Gold' }],
      ['/api/admin/sessions', admin, { title: 'Talk', ...start }],
    ];
    const refused: unknown[] = [];
    for (const [route, token, body] of valid) {
      const bodies = Object.keys(body).flatMap((field) => ['\ud800', '\udfff'].map((lone) => ({ ...body, [field]: `${body[field]}${lone}` })));
      for (const hostile of [...bodies, { ...body, ['key\udbff']: 'x' }]) {
        const response = await api(app, 'POST', route, { token, body: hostile });
        refused.push([route, response.status, response.body]);
      }
    }
    const lone = { detail: 'Text cannot contain a lone surrogate (U+D800 to U+DFFF without its pair)' };
    expect(refused).toEqual(refused.map(([route]: any) => [route, 400, lone]));
    expect(await app.database.prisma.user.count({ where: { email: { startsWith: 'surrogate' } } })).toBe(0);

    // Nesting: a few levels are fine (the route takes what it knows), thousands are refused before anything walks them.
    const register = (email: string, extra: string) =>
      api(app, 'POST', '/api/auth/register', { body: `{"email":"${email}","password":"correct-horse-battery","full_name":"N","extra":${extra}}` });
    expect((await register('nested-ok@test.example', JSON.stringify(nested(30)))).status).toBe(201);
    for (const extra of [JSON.stringify(nested(40)), `${'['.repeat(10_000)}${']'.repeat(10_000)}`]) {
      const deep = await register('nested-deep@test.example', extra);
      expect(deep.status).toBe(400);
      expect(deep.body).toEqual({ detail: 'The body is nested too deeply (at most 32 levels)' });
    }
  });
});
