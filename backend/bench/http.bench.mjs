// Part 1 of the issue-12 benchmark: public GET throughput of the app (pinned to core 0) against references measured
// in the same run under the same autocannon load (pinned to core 1):
//  - GET /public/sessions vs nginx serving the very same bytes (target >= 0.75x);
//  - GET /public/conference-settings vs the app's own JSON 404 for an unknown route (target >= 0.8x): the settings
//    request may cost little more than the framework's cheapest answer;
//  - what phones send (issue 31): Accept-Encoding gzip and br vs nginx gzip_static / brotli_static serving the app's
//    own compressed bytes, and If-None-Match (304) vs nginx's 304 (target >= 0.75x each). Beside nginx, bare
//    node:http sending the app's very answers from memory (lib/node-anchor.mjs): the most any Node server can reach.
//    At these rates (30,000-80,000 requests a second) one 10 s run moves by a third with the same code, so these rows
//    run the app, nginx and bare Node one after another BENCH_HTTP_ROUNDS times (3) and report the median round.
import { SERVER_CORE, request } from './lib/app.mjs';
import { load, meets } from './lib/load.mjs';
import { nginxHasBrotli, startNginx } from './lib/nginx.mjs';
import { startNodeAnchor } from './lib/node-anchor.mjs';
import { log } from './lib/proc.mjs';
import { kb, row, rps, times } from './lib/table.mjs';

const SESSIONS_TARGET = 0.75;
const SETTINGS_TARGET = 0.8;
/** Compressed answers and 304s, the traffic phones make (issue 31). */
const PHONE_TARGET = 0.75;
const ROUNDS = Math.max(1, Number(process.env.BENCH_HTTP_ROUNDS ?? 3));

async function fetchOk(url, headers = {}) {
  const r = await request(url, { headers });
  if (r.status !== 200) throw new Error(`GET ${url}: ${r.status}`);
  return r;
}

export async function httpBench({ app }) {
  const sessions = await fetchOk(`${app.url}/public/sessions`);
  const count = JSON.parse(sessions.body.toString()).sessions?.length;
  const settings = await fetchOk(`${app.url}/public/conference-settings`);
  const missing = await request(`${app.url}/public/no-such-thing`);
  if (missing.status !== 404) throw new Error(`GET /public/no-such-thing: expected 404, got ${missing.status}`);
  const appGzip = await fetchOk(`${app.url}/public/sessions`, { 'accept-encoding': 'gzip' });
  const appBr = await fetchOk(`${app.url}/public/sessions`, { 'accept-encoding': 'br' });
  if (appGzip.headers['content-encoding'] !== 'gzip' || appBr.headers['content-encoding'] !== 'br')
    throw new Error('the app did not compress /public/sessions');
  const etag = sessions.headers.etag;
  log(
    `/public/sessions: ${count} sessions, ${sessions.body.length} B (the app sends gzip ${appGzip.body.length} B, br ${appBr.body.length} B); ` +
      `ETag ${etag ?? 'none'}; settings ${settings.body.length} B; 404 ${missing.body.length} B`,
  );

  // nginx serves the app's own compressed bytes, so both send the same number of bytes.
  const nginx = await startNginx({ '/public/sessions': sessions.body, '/public/sessions.gz': appGzip.body, '/public/sessions.br': appBr.body }, SERVER_CORE);
  // The app's own answers, headers and bytes, for the bare-Node reference.
  const phone = { 'accept-encoding': 'gzip, deflate, br' };
  const app304Answer = await request(`${app.url}/public/sessions`, { headers: { ...phone, 'if-none-match': appBr.headers.etag } });
  const anchor = await startNodeAnchor(
    {
      '/gzip': { status: 200, headers: appGzip.headers, body: appGzip.body },
      '/br': { status: 200, headers: appBr.headers, body: appBr.body },
      '/304': { status: 304, headers: app304Answer.headers, body: Buffer.alloc(0) },
    },
    SERVER_CORE,
  );
  /**
   * The app against nginx, and bare Node beside it, in ROUNDS alternated rounds: the round of the median ratio, and
   * every round's ratio for the reference column.
   */
  const rounds = async (label, appOptions, nginxUrl, anchorPath, options) => {
    const all = [];
    for (let i = 1; i <= ROUNDS; i++) {
      const of = ROUNDS > 1 ? ` (round ${i}/${ROUNDS})` : '';
      const appRun = await load(`app ${label}${of}`, `${app.url}/public/sessions`, appOptions);
      const nginxRun = await load(`nginx ${label}${of}`, nginxUrl, options);
      const nodeRun = await load(`bare node:http ${label}${of}`, `${anchor.url}${anchorPath}`, options);
      all.push({ appRun, nginxRun, nodeRun, ratio: appRun.rps / nginxRun.rps });
    }
    const { appRun, nginxRun, nodeRun, ratio } = [...all].sort((a, b) => a.ratio - b.ratio)[Math.floor((all.length - 1) / 2)];
    const spread = all.length > 1 ? `; rounds ${all.map((r) => times(r.ratio)).join(', ')}` : '';
    return {
      appRun,
      ratio,
      runs: all.flatMap((r) => [r.appRun, r.nginxRun, r.nodeRun]),
      text: `${rps(nginxRun.rps)} (nginx); bare node:http ${rps(nodeRun.rps)} (${times(nodeRun.rps / nginxRun.rps)})${spread}`,
    };
  };
  try {
    const copy = await fetchOk(`${nginx.url}/public/sessions`);
    if (!copy.body.equals(sessions.body)) throw new Error('nginx does not serve the same bytes');
    const nginxGzip = await fetchOk(`${nginx.url}/public/sessions`, { 'accept-encoding': 'gzip' });
    if (nginxGzip.headers['content-encoding'] !== 'gzip') throw new Error('nginx gzip_static did not serve the .gz file');

    const rows = [];
    const appList = await load('app GET /public/sessions', `${app.url}/public/sessions`);
    const nginxList = await load('nginx same bytes', `${nginx.url}/public/sessions`);
    const listRatio = appList.rps / nginxList.rps;
    rows.push(
      row(
        `GET /public/sessions (${count} sessions, ${kb(sessions.body.length)}) vs nginx, same bytes`,
        rps(appList.rps),
        `${rps(nginxList.rps)} (nginx)`,
        times(listRatio),
        `>= ${SESSIONS_TARGET}x`,
        meets(listRatio, SESSIONS_TARGET, appList, nginxList),
      ),
    );

    const appSettings = await load('app GET /public/conference-settings', `${app.url}/public/conference-settings`);
    const app404 = await load('app GET /public/no-such-thing (404)', `${app.url}/public/no-such-thing`, { expect: 404 });
    const settingsRatio = appSettings.rps / app404.rps;
    rows.push(
      row(
        `GET /public/conference-settings (${settings.body.length} B) vs the app's JSON 404`,
        rps(appSettings.rps),
        `${rps(app404.rps)} (404)`,
        times(settingsRatio),
        `>= ${SETTINGS_TARGET}x`,
        meets(settingsRatio, SETTINGS_TARGET, appSettings, app404),
      ),
    );

    for (const [encoding, reference, bytes] of [
      ['gzip', 'gzip_static', appGzip.body],
      ['br', nginxHasBrotli() ? 'brotli_static' : null, appBr.body],
    ]) {
      const headers = { 'accept-encoding': encoding };
      const figure = `GET /public/sessions, Accept-Encoding: ${encoding} (${kb(bytes.length)}) vs nginx ${reference ?? 'brotli_static'}, same bytes`;
      if (!reference) {
        rows.push(row(figure, 'skipped: nginx has no brotli_static module (Debian: libnginx-mod-http-brotli-static)'));
        continue;
      }
      const check = await fetchOk(`${nginx.url}/public/sessions`, headers);
      if (check.headers['content-encoding'] !== encoding || !check.body.equals(bytes)) throw new Error(`nginx ${reference} does not serve the same bytes`);
      const { appRun, ratio, runs, text } = await rounds(`${encoding} (${reference})`, { headers }, `${nginx.url}/public/sessions`, `/${encoding}`, {
        headers,
      });
      rows.push(row(figure, rps(appRun.rps), text, times(ratio), `>= ${PHONE_TARGET}x`, meets(ratio, PHONE_TARGET, ...runs)));
    }

    if (etag) {
      // A phone revalidating: it asks for compression too, and names the ETag of the encoding it was sent.
      const nginxEtag = (await fetchOk(`${nginx.url}/public/sessions`, phone)).headers.etag;
      const {
        appRun: app304,
        ratio,
        runs,
        text,
      } = await rounds(
        'If-None-Match (304)',
        { headers: { ...phone, 'if-none-match': appBr.headers.etag }, expect: 304 },
        `${nginx.url}/public/sessions`,
        '/304',
        { headers: { ...phone, 'if-none-match': nginxEtag }, expect: 304 },
      );
      rows.push(
        row(
          'GET /public/sessions, If-None-Match: its ETag (304) vs nginx 304',
          rps(app304.rps),
          text,
          times(ratio),
          `>= ${PHONE_TARGET}x`,
          meets(ratio, PHONE_TARGET, ...runs),
        ),
      );
    } else {
      rows.push(row('GET /public/sessions, If-None-Match (304)', 'skipped: the app sends no ETag'));
    }
    return rows;
  } finally {
    await nginx.stop();
    await anchor.stop();
  }
}
