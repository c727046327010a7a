// Part 1 of the issue-12 benchmark: public GET throughput of the app (pinned to core 0) against references measured
// in the same run under the same autocannon load (pinned to core 1):
//  - GET /public/sessions vs nginx serving the very same bytes (target >= 0.75x);
//  - GET /public/conference-settings vs the app's own JSON 404 for an unknown route (target >= 0.8x): the settings
//    request may cost little more than the framework's cheapest answer;
//  - informative: Accept-Encoding: gzip vs nginx gzip_static of the same bytes, and If-None-Match (304) vs nginx's 304.
import { gzipSync } from 'node:zlib';
import { SERVER_CORE, request } from './lib/app.mjs';
import { load, meets } from './lib/load.mjs';
import { startNginx } from './lib/nginx.mjs';
import { log } from './lib/proc.mjs';
import { kb, row, rps, times } from './lib/table.mjs';

const SESSIONS_TARGET = 0.75;
const SETTINGS_TARGET = 0.8;

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
  const gz = gzipSync(sessions.body, { level: 9 });
  const appGzip = await fetchOk(`${app.url}/public/sessions`, { 'accept-encoding': 'gzip' });
  const etag = sessions.headers.etag;
  log(
    `/public/sessions: ${count} sessions, ${sessions.body.length} B (gzip -9 ${gz.length} B; the app sends ${appGzip.body.length} B ` +
      `${appGzip.headers['content-encoding'] ?? 'identity'} when asked for gzip); ETag ${etag ?? 'none'}; ` +
      `settings ${settings.body.length} B; 404 ${missing.body.length} B`,
  );

  const nginx = await startNginx({ '/public/sessions': sessions.body, '/public/sessions.gz': gz }, SERVER_CORE);
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

    const gzipHeaders = { 'accept-encoding': 'gzip' };
    const appGz = await load('app GET /public/sessions, gzip accepted', `${app.url}/public/sessions`, { headers: gzipHeaders });
    const nginxGz = await load('nginx gzip_static', `${nginx.url}/public/sessions`, { headers: gzipHeaders });
    const sent = `${kb(appGzip.body.length)} ${appGzip.headers['content-encoding'] ?? 'uncompressed'}`;
    rows.push(
      row(
        `GET /public/sessions, Accept-Encoding: gzip (app sends ${sent}) vs nginx gzip_static (${kb(gz.length)})`,
        rps(appGz.rps),
        `${rps(nginxGz.rps)} (nginx)`,
        times(appGz.rps / nginxGz.rps),
      ),
    );

    const nginxEtag = copy.headers.etag;
    if (etag) {
      const app304 = await load('app If-None-Match (304)', `${app.url}/public/sessions`, { headers: { 'if-none-match': etag }, expect: 304 });
      const nginx304 = await load('nginx If-None-Match (304)', `${nginx.url}/public/sessions`, { headers: { 'if-none-match': nginxEtag }, expect: 304 });
      rows.push(
        row(
          'GET /public/sessions, If-None-Match: its ETag (304) vs nginx 304',
          `${rps(app304.rps)}${app304.note ? ` (${app304.note})` : ''}`,
          `${rps(nginx304.rps)} (nginx)`,
          times(app304.rps / nginx304.rps),
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
