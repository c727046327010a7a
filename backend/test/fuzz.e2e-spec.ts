// A fuzz pass over every route the router knows: bodies whose every field (the union of all DTOs' fields) is a
// wrong type, null, huge, unicode, a prototype key or an injection string; whole bodies that are not objects or not
// JSON; hostile query values and path ids. Called anonymously, as a user and as an admin (who reaches the most
// handlers). Nothing may answer 5xx (but a deliberate 503 with a detail) and no prototype may be polluted.
import { getMetadataStorage } from 'class-validator';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { api, registerUser, type TestApp, useAdminApp } from './harness.js';

const context = useAdminApp({ FORM_RATE_LIMIT_PER_MINUTE: '100000', FAILED_SIGN_IN_LIMIT: '100000' });
let app: TestApp;
const tokens: (string | undefined)[] = [undefined];

beforeAll(async () => {
  app = context.app;
  tokens.push((await registerUser(app)).token, context.admin);
});

/** Every property any DTO validates, so each handler finds its own fields among them. */
function dtoFields(): string[] {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, { propertyName: string }[]> };
  return [...new Set([...storage.validationMetadatas.values()].flat().map((m) => m.propertyName))].sort();
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

const HOSTILE: unknown[] = [
  null,
  true,
  -1,
  1e308,
  // eslint-disable-next-line no-loss-of-precision -- a hostile value: just past the safe integers
  9007199254740993,
  '',
  '   ',
  'x'.repeat(200_000),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u0000 \u202e ﷽ 🏳️‍🌈',
  '../../../etc/passwd',
  "'; DROP TABLE users; --",
  '<img src=x onerror=alert(1)>',
  '2025-13-45T99:99:99Z',
  [],
  [1, 'a', null, {}],
  Array.from({ length: 5_000 }, (_, i) => i),
  {},
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
];
const RAW_BODIES = ['null', '[]', '"text"', '123', '{"a":', '{"__proto__":{"polluted":true}}', '\u0000', 'x'.repeat(2 * 1024 * 1024)];
const HOSTILE_IDS = ['-1', '0', '1.5', '99999999999999999999', 'abc', '%00', '%2e%2e%2f', '0x10', 'null', '1e3'];
const HOSTILE_QUERY = ['', '-1', 'abc', '1.5', '99999999999999999999', '%00', '<script>', '2025-02-30', 'x'.repeat(5_000)];

function routes(): { method: string; path: string }[] {
  return [...new Set(app.routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS').map((r) => `${r.method} ${r.url}`))].map((r) => {
    const [method, route] = r.split(' ');
    return { method, path: route };
  });
}

const fillIds = (route: string, id = '987654') => route.replace(':folder', 'speakers').replace(/:\w+/g, id);
const isDefect = (status: number, body: unknown) => status >= 500 && !(status === 503 && typeof (body as { detail?: unknown })?.detail === 'string');

it('answers every hostile body, query and id with a 4xx or a success, never a 5xx', async () => {
  const fields = dtoFields();
  expect(fields).toEqual(expect.arrayContaining(['email', 'password', 'title', 'startTime']));
  const queries = queryNames();
  expect(queries).toEqual(expect.arrayContaining(['since', 'day']));
  const defects: string[] = [];
  let validated = 0;
  const check = async (method: string, url: string, token: string | undefined, body?: unknown) => {
    const response = await api(app, method, url, { token, body });
    if (response.status === 400 && Array.isArray(response.body?.detail)) validated++;
    if (isDefect(response.status, response.body)) defects.push(`${method} ${url.slice(0, 80)} ${JSON.stringify(body)?.slice(0, 60)}: ${response.status}`);
  };

  for (const { method, path: route } of routes()) {
    const url = fillIds(route);
    for (const token of tokens) {
      if (method !== 'GET' && method !== 'DELETE') {
        for (const value of HOSTILE) await check(method, url, token, JSON.stringify(Object.fromEntries(fields.map((f) => [f, value]))));
        for (const raw of RAW_BODIES) await check(method, url, token, raw);
      }
      for (const q of HOSTILE_QUERY) await check(method, `${url}?${queries.map((name) => `${name}=${encodeURIComponent(q)}`).join('&')}`, token);
      await check(method, `${url}?${queries.map((name) => `${name}=1&${name}=2`).join('&')}`, token);
      if (route.includes(':')) for (const id of HOSTILE_IDS) await check(method, fillIds(route, id), token, method === 'GET' ? undefined : '{}');
    }
  }
  expect(defects).toEqual([]);
  // The bodies reached the handlers' validation (not only the router and the guards).
  expect(validated).toBeGreaterThan(500);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  // The server still serves after all that.
  expect((await api(app, 'GET', '/public/sessions')).status).toBe(200);
}, 300_000);

it('refuses a NUL character in any text before it reaches the database, with a detail', async () => {
  const start = { startTime: '2025-11-18T09:00:00Z', endTime: '2025-11-18T10:00:00Z' };
  expect((await api(app, 'POST', '/api/admin/sessions', { token: context.admin, body: { title: 'Fine (clean)', ...start } })).status).toBe(201);
  for (const body of [
    { title: 'Bad\u0000title', ...start },
    { title: 'Fine', room: 'Hall\u0000A', ...start },
    { title: 'Fine', ...start, ['k\u0000']: 1 },
  ]) {
    const response = await api(app, 'POST', '/api/admin/sessions', { token: context.admin, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail: 'Text cannot contain the NUL character (U+0000)' });
  }
  const query = await fetch(`${app.url}/api/admin/sessions?search=a%00b`, { headers: { authorization: `Bearer ${context.admin}` } });
  expect(query.status).toBe(400);
  const listed = (await api(app, 'GET', '/api/admin/sessions', { token: context.admin })).body as { title: string }[] | { sessions: { title: string }[] };
  const sessions = Array.isArray(listed) ? listed : listed.sessions;
  // Only the clean session was stored.
  expect(sessions.filter((s) => s.title === 'Fine (clean)' || s.title === 'Fine' || s.title.startsWith('Bad')).map((s) => s.title)).toEqual(['Fine (clean)']);
});
