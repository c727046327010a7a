// The load balancer serves server-rendered pages from the files the replicas write (ops/nginx/lb.conf.template,
// LB_PAGE_CACHE=on), adding the headers itself: they must be the ones the app sends with such a page, and a 304 must
// leave off all but what RFC 9110 asks of it. (The fault suite compares a page served both ways through real nginx.)
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { helmetOptions, securityHeaders, serverRenderedCsp } from './security-headers.js';
import { PAGE_HEADERS } from './spa-fallback.js';

const RENDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../ops/nginx/render-lb.sh');

function rendered(publicUrl: string): string {
  return execFileSync('sh', [RENDER], {
    env: { PATH: process.env.PATH, LB_UPSTREAMS: 'app:3000', LB_PAGE_CACHE: 'on', PUBLIC_URL: publicUrl },
    encoding: 'utf8',
  });
}

/** `map $status $name { 304 ''; default VALUE; }` blocks, by variable: the value for a 304 and for any other status. */
function statusMaps(conf: string): Map<string, { notModified: string; other: string }> {
  const unquote = (v: string) =>
    v
      .trim()
      .replace(/;$/, '')
      .replace(/^"(.*)"$/, '$1')
      .replace(/^'(.*)'$/, '$1');
  const maps = new Map<string, { notModified: string; other: string }>();
  for (const m of conf.matchAll(/map \$status \$(\w+) \{\n\s*304\s+([^\n]*)\n\s*default\s+([^\n]*)\n\s*\}/g)) {
    maps.set(m[1], { notModified: unquote(m[2]), other: unquote(m[3]) });
  }
  return maps;
}

/** The headers the page location adds, for a 200 and for a 304 (a header whose value is empty is not sent). */
function pageLocationHeaders(conf: string) {
  const location = /location \/ \{\n\s*root [^\n]*\/current\/pages;([\s\S]*?)\n {2}\}/.exec(conf);
  if (!location) throw new Error('no page location in the rendered configuration');
  const maps = statusMaps(conf);
  const ok: Record<string, string> = {};
  const notModified: Record<string, string> = {};
  for (const m of location[1].matchAll(/add_header ([\w-]+) ("[^"]*"|\S+) always;/g)) {
    const name = m[1].toLowerCase();
    const value = m[2].replace(/^"(.*)"$/, '$1');
    const mapped = value.startsWith('$') ? maps.get(value.slice(1)) : undefined;
    if (value.startsWith('$') && !mapped) throw new Error(`${name}: ${value} is not a map of $status`);
    ok[name] = mapped ? mapped.other : value;
    const on304 = mapped ? mapped.notModified : value;
    if (on304 !== '') notModified[name] = on304;
  }
  const type = /default_type "([^"]*)";/.exec(location[1])?.[1];
  return { ok, notModified, type };
}

describe('src/http/lb-page-headers.spec.ts', () => {
  it.each(['http://localhost:8080', 'https://summit.example'])('adds the headers the app sends with a server-rendered page (PUBLIC_URL %s)', (publicUrl) => {
    const site = securityHeaders(helmetOptions(publicUrl));
    const app = { ...site, 'content-security-policy': serverRenderedCsp(site['content-security-policy']), ...PAGE_HEADERS };
    const { ok, type } = pageLocationHeaders(rendered(publicUrl));
    const { 'content-type': contentType, ...rest } = app;
    expect(type).toBe(contentType);
    expect({ ...ok, 'x-cache-status': undefined }).toEqual({ ...rest, 'x-cache-status': undefined });
    expect(ok['x-cache-status']).toBe('FILE');
  });

  it('repeats only caching and Vary on a 304', () => {
    const { notModified } = pageLocationHeaders(rendered('https://summit.example'));
    expect(notModified).toEqual({ 'cache-control': PAGE_HEADERS['cache-control'], vary: PAGE_HEADERS.vary });
  });

  it('serves no page from a file without the setting', () => {
    const conf = execFileSync('sh', [RENDER], { env: { PATH: process.env.PATH, LB_UPSTREAMS: 'app:3000' }, encoding: 'utf8' });
    expect(conf).not.toContain('/current/pages');
    expect(conf).not.toContain('#pages#');
    expect(conf).toMatch(/location \/ \{\n\s*proxy_pass http:\/\/app_replicas;/);
  });
});
