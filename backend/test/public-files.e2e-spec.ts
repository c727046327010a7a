// Versioned public reads written out for the load balancer (PUBLIC_FILES_DIR, issue 48): the answer at `?v=N` as the
// app gave it, in the three encodings, under the name nginx looks it up by (ops/nginx/lb.conf.template); nothing for
// addresses nginx would not name the same way; only the newest versions kept.
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sessionsAMinuteApart, useAdminApp } from './harness.js';

/** The file has been written (in the background, after the answer). */
async function written(file: string) {
  for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  return existsSync(file);
}

describe('test/public-files.e2e-spec.ts', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'conf-public-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const context = useAdminApp({ PUBLIC_FILES_DIR: dir });
  const newSession = sessionsAMinuteApart(context);
  const get = (route: string, headers: Record<string, string> = {}) => fetch(`${context.app.url}${route}`, { headers });
  const versionNow = async () => Number((await get('/public/sessions')).headers.get('x-public-version'));

  it('writes the answer at a version in each encoding, under the name the balancer looks for', async () => {
    expect((await newSession('Written out')).status).toBe(201);
    const version = await versionNow();
    const answer = await get(`/public/sessions?v=${version}&limit=7`, { 'accept-language': 'de' });
    expect(answer.status).toBe(200);
    const body = Buffer.from(await answer.arrayBuffer());

    const file = path.join(dir, String(version), 'de', 'public', 'sessions', `v=${version}&limit=7`);
    expect(await written(file)).toBe(true);
    expect(readFileSync(file).equals(body)).toBe(true);
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(body)).toBe(true);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(body)).toBe(true);
    expect(JSON.parse(body.toString('utf8')).sessions.some((s: { title: string }) => s.title === 'Written out')).toBe(true);
  });

  it('writes nothing for plain addresses, other versions, refusals, non-JSON answers or names nginx would not use', async () => {
    const version = await versionNow();
    const item = ((await (await get('/public/sessions')).json()) as { sessions: { id: number }[] }).sessions[0];
    for (const route of [
      '/public/speakers',
      `/public/speakers?v=${version - 1}`,
      `/public/speakers?v=${version + 1000}`,
      `/public/sessions/999999?v=${version}`,
      `/public/schedule.ics?v=${version}`,
      `/public/speakers?v=${version}&x=a.b`,
      `/public/speakers?v=${version}&x=%2F`,
    ])
      expect([200, 404]).toContain((await get(route)).status);
    const itemRoute = `/public/sessions/${item.id}?v=${version}`;
    expect((await get(itemRoute)).status).toBe(200);
    // The last one written is there: the ones asked for before it would have been too.
    expect(await written(path.join(dir, String(version), 'en', 'public', 'sessions', String(item.id), `v=${version}`))).toBe(true);
    const names = (sub: string) => (existsSync(sub) ? readdirSync(sub, { recursive: true }).map(String) : []);
    expect(names(path.join(dir, String(version), 'en', 'public', 'speakers'))).toEqual([]);
    expect(names(path.join(dir, String(version - 1)))).toEqual([]);
    expect(names(path.join(dir, String(version + 1000)))).toEqual([]);
    expect(names(path.join(dir, String(version), 'en', 'public', 'sessions', '999999'))).toEqual([]);
    expect(names(path.join(dir, String(version), 'en', 'public', 'schedule.ics'))).toEqual([]);
  });

  it('keeps the newest three versions and removes older ones', async () => {
    const first = await versionNow();
    await get(`/public/news?v=${first}`);
    expect(await written(path.join(dir, String(first), 'en', 'public', 'news', `v=${first}`))).toBe(true);
    let version = first;
    for (let i = 0; i < 3; i++) {
      expect((await newSession(`Later ${i}`)).status).toBe(201);
      version = await versionNow();
      await get(`/public/news?v=${version}`);
      expect(await written(path.join(dir, String(version), 'en', 'public', 'news', `v=${version}`))).toBe(true);
    }
    expect(version).toBeGreaterThanOrEqual(first + 3);
    for (let i = 0; i < 100 && existsSync(path.join(dir, String(first))); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(existsSync(path.join(dir, String(first)))).toBe(false);
    expect(existsSync(path.join(dir, String(version)))).toBe(true);
  });

  // The balancer keys its copies of server-rendered pages by where `current` leads (ops/nginx, $realpath_root).
  it('points current at each version it records, keeping only the few before it', async () => {
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      expect((await newSession(`Announced ${i}`)).status).toBe(201);
      const version = await versionNow();
      // Moved before the version was committed: by the time a read names it, the link does.
      expect(readlinkSync(path.join(dir, 'current'))).toBe(path.join('announced', String(version)));
      expect(realpathSync(path.join(dir, 'current'))).toBe(path.join(realpathSync(dir), 'announced', String(version)));
      seen.push(version);
    }
    const kept = readdirSync(path.join(dir, 'announced')).map(Number);
    expect(kept).toContain(seen.at(-1));
    expect(kept.length).toBeLessThanOrEqual(4);
    expect(kept).not.toContain(seen[0]);
  });
});
