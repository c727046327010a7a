// Page size (issue 45): what a visitor's first request for a server-rendered page downloads and parses, as the
// programme grows. For each programme size (12, 300 and 600 sessions by default: 6 rooms, 3 days, a speaker per four
// sessions, real-length abstracts and bios, 10 articles) a fresh app on a fresh embedded database is seeded through
// the admin API, and `/`, `/schedule`, a session's, a speaker's and an article's page are fetched once the server
// renders them at the current version: their HTML gzip (as sent) and uncompressed, and the embedded state's share.
// It builds nothing: run `npm run build` first. Run: node backend/bench/page-size.bench.mjs
// Env: PAGE_SIZE_SESSIONS=12,300,600 (the sizes); PAGE_SIZE_BEFORE=<dir> a checkout of an earlier commit, built, whose
// pages are measured in the same run as the reference (its backend/dist and frontend/dist); PAGE_SIZE_DUMP (a
// directory to write each page's HTML to).
import { gunzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api, login, request, seedProgramme, startApp, textGenerator } from './lib/app.mjs';
import { log, sleep, tmpDir } from './lib/proc.mjs';
import { formatTable, row } from './lib/table.mjs';

export const PAGE_TARGETS = {
  page: { gzipKb: 30, rawKb: 150 },
  schedule: { gzipKb: 60, rawKb: 400 },
};

const ARTICLES = 10;

/** The programme at `sessions` sessions: 6 rooms, 3 days, 20-minute slots, a speaker per four sessions. */
export const programmeOf = (sessions) => ({ sessions, speakers: Math.max(6, Math.round(sessions / 4)), rooms: 6, days: 3, slotMinutes: 20, talkMinutes: 20 });

export async function seedNews(url, token) {
  const text = textGenerator(7);
  const ids = [];
  for (let i = 0; i < ARTICLES; i++) {
    const paragraphs = Array.from({ length: 4 }, (_, p) => `<p>${text(400 + p * 60)}</p>`).join('');
    const item = await api(url, token, 'POST', '/api/admin/news', {
      title: `News ${i + 1}: ${text(40).slice(0, -1)}`,
      content: paragraphs,
      status: 'published',
      published_date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      featured: i < 2,
    });
    ids.push(item.id);
  }
  return ids;
}

/** The served page once its embedded data is at the public version `version` (the first answer after a burst may be the page of a version before). */
async function servedAt(url, pathname, version) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await request(`${url}${pathname}`, { headers: { 'accept-encoding': 'gzip' } });
    const gzipBytes = res.body.length;
    const html = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body).toString('utf8');
    const state = /<script id="ssr-state"[^>]*data-version="(\d+)"[^>]*>([\s\S]*?)<\/script>/.exec(html);
    const at = state ? Number(state[1]) : -1;
    if (at >= version || Date.now() > deadline) {
      if (process.env.PAGE_SIZE_DUMP) writeFileSync(path.join(process.env.PAGE_SIZE_DUMP, `${pathname.replace(/\W+/g, '_')}.html`), html);
      return {
        pathname,
        status: res.status,
        gzipBytes,
        rawBytes: Buffer.byteLength(html),
        stateBytes: state ? Buffer.byteLength(state[2]) : 0,
        rendered: Boolean(state),
        version: at,
      };
    }
    await sleep(200);
  }
}

/** One programme size on a fresh app (this build, or the one at `build`): the five pages' sizes. */
export async function pageSizes(sessions, build = null) {
  const dataDir = tmpDir('conf-bench-pages-');
  const app = await startApp({
    dataDir,
    database: { url: undefined },
    ...(build && { backendDist: path.join(build, 'backend/dist'), extraEnv: { FRONTEND_DIST: path.join(build, 'frontend/dist') } }),
  });
  try {
    const token = await login(app.url);
    const { speakerIds, sessionIds } = await seedProgramme(app.url, token, programmeOf(sessions));
    const newsIds = await seedNews(app.url, token);
    const version = Number((await request(`${app.url}/public/site-flags`)).headers['x-public-version']);
    const pages = [
      ['/', 'page'],
      ['/schedule', 'schedule'],
      [`/sessions/${sessionIds[1]}`, 'page'],
      [`/speakers/${speakerIds[0]}`, 'page'],
      [`/news/${newsIds[0]}`, 'page'],
    ];
    const out = [];
    for (const [pathname, kind] of pages) out.push({ ...(await servedAt(app.url, pathname, version)), kind, sessions });
    return out;
  } finally {
    await app.stop();
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

const sizeOf = (r) => `${kb(r.gzipBytes)} / ${kb(r.rawBytes)} KB (state ${kb(r.stateBytes)} KB)${r.rendered ? '' : '; not server-rendered'}`;

/** Rows for the bench table: figure, measured, reference (the earlier build's page, when measured), ratio, target, met. */
export function pageSizeRows(results, before = []) {
  return results.map((r) => {
    const target = PAGE_TARGETS[r.kind];
    const label = r.pathname.replace(/\/\d+$/, '/{id}');
    const met = r.rendered && r.gzipBytes / 1024 <= target.gzipKb && r.rawBytes / 1024 <= target.rawKb;
    const was = before.find((b) => b.sessions === r.sessions && b.kind === r.kind && b.pathname.replace(/\d+$/, '') === r.pathname.replace(/\d+$/, ''));
    return row(
      `served HTML of ${label} at ${r.sessions} sessions, gzip / uncompressed (embedded state)`,
      sizeOf(r),
      was ? `before: ${sizeOf(was)}` : '-',
      was ? `${(r.rawBytes / was.rawBytes).toFixed(2)}x uncompressed` : '-',
      `<= ${target.gzipKb} / ${target.rawKb} KB`,
      met,
    );
  });
}

/** Every size on this build and, with PAGE_SIZE_BEFORE, on the earlier one. */
export async function pageSizeBench({
  sizes = (process.env.PAGE_SIZE_SESSIONS ?? '12,300,600').split(',').map(Number),
  before = process.env.PAGE_SIZE_BEFORE,
} = {}) {
  const results = [];
  const earlier = [];
  for (const sessions of sizes) {
    log(`page sizes at ${sessions} sessions`);
    results.push(...(await pageSizes(sessions)));
    if (before) earlier.push(...(await pageSizes(sessions, path.resolve(before))));
  }
  return pageSizeRows(results, earlier);
}

async function main() {
  console.log(formatTable(await pageSizeBench()));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
