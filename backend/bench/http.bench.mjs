// Part 1 of the issue-12 benchmark: public GET throughput of the app (pinned to core 0) against references measured
// in the same run under the same autocannon load (pinned to core 1):
//  - GET /public/sessions vs nginx serving the very same bytes (target >= 0.75x);
//  - GET /public/conference-settings vs the app's own JSON 404 for an unknown route (target >= 0.8x): the settings
//    request may cost little more than the framework's cheapest answer;
//  - what phones send (issue 31): Accept-Encoding gzip and br vs nginx gzip_static / brotli_static serving the app's
//    own compressed bytes, and If-None-Match (304) vs nginx's 304 (target >= 0.75x each).
import { SERVER_CORE, request } from './lib/app.mjs';
import { load, meets } from './lib/load.mjs';
import { nginxHasBrotli, startNginx } from './lib/nginx.mjs';
import { log } from './lib/proc.mjs';
import { kb, row, rps, times } from './lib/table.mjs';

const SESSIONS_TARGET = 0.75;
const SETTINGS_TARGET = 0.8;
/** Compressed answers and 304s, the traffic phones make (issue 31). */
const PHONE_TARGET = 0.75;

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
      const appRun = await load(`app GET /public/sessions, ${encoding}`, `${app.url}/public/sessions`, { headers });
      const nginxRun = await load(`nginx ${reference}`, `${nginx.url}/public/sessions`, { headers });
      const ratio = appRun.rps / nginxRun.rps;
      rows.push(
        row(figure, rps(appRun.rps), `${rps(nginxRun.rps)} (nginx)`, times(ratio), `>= ${PHONE_TARGET}x`, meets(ratio, PHONE_TARGET, appRun, nginxRun)),
      );
    }

    if (etag) {
      // A phone revalidating: it asks for compression too, and names the ETag of the encoding it was sent.
      const headers = { 'accept-encoding': 'gzip, deflate, br' };
      const nginxEtag = (await fetchOk(`${nginx.url}/public/sessions`, headers)).headers.etag;
      const app304 = await load('app If-None-Match (304)', `${app.url}/public/sessions`, {
        headers: { ...headers, 'if-none-match': appBr.headers.etag },
        expect: 304,
      });
      const nginx304 = await load('nginx If-None-Match (304)', `${nginx.url}/public/sessions`, {
        headers: { ...headers, 'if-none-match': nginxEtag },
        expect: 304,
      });
      const ratio = app304.rps / nginx304.rps;
      rows.push(
        row(
          'GET /public/sessions, If-None-Match: its ETag (304) vs nginx 304',
          rps(app304.rps),
          `${rps(nginx304.rps)} (nginx)`,
          times(ratio),
          `>= ${PHONE_TARGET}x`,
          meets(ratio, PHONE_TARGET, app304, nginx304),
        ),
      );
    } else {
      rows.push(row('GET /public/sessions, If-None-Match (304)', 'skipped: the app sends no ETag'));
    }
    return rows;
  } finally {
    await nginx.stop();
  }
}
