// The load balancer serves server-rendered pages from the files the replicas write (ops/nginx/lb.conf.template,
// LB_PAGE_CACHE=on), adding the headers itself: they must be the ones the app sends with such a page. (The fault suite
// compares a page served both ways through real nginx.)
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

/** The headers the page location adds (the same on a 304, as the app's own 304 of a page), and its content type. */
function pageLocationHeaders(conf: string) {
  const location = /location \/ \{\n\s*root [^\n]*\/current\/pages;([\s\S]*?)\n {2}\}/.exec(conf);
  if (!location) throw new Error('no page location in the rendered configuration');
  const headers: Record<string, string> = {};
  for (const m of location[1].matchAll(/add_header ([\w-]+) ("[^"]*"|\S+) always;/g)) headers[m[1].toLowerCase()] = m[2].replace(/^"(.*)"$/, '$1');
  const type = /default_type "([^"]*)";/.exec(location[1])?.[1];
  return { headers, type };
}

describe('src/http/lb-page-headers.spec.ts', () => {
  it.each(['http://localhost:8080', 'https://summit.example'])('adds the headers the app sends with a server-rendered page (PUBLIC_URL %s)', (publicUrl) => {
    const site = securityHeaders(helmetOptions(publicUrl));
    const { 'content-type': contentType, ...rest } = PAGE_HEADERS;
    const { headers, type } = pageLocationHeaders(rendered(publicUrl));
    expect(type).toBe(contentType);
    expect(headers).toEqual({ ...site, 'content-security-policy': serverRenderedCsp(site['content-security-policy']), ...rest, 'x-cache-status': 'FILE' });
  });

  it('serves no page from a file without the setting', () => {
    const conf = execFileSync('sh', [RENDER], { env: { PATH: process.env.PATH, LB_UPSTREAMS: 'app:3000' }, encoding: 'utf8' });
    expect(conf).not.toContain('/current/pages');
    expect(conf).not.toContain('#pages#');
    expect(conf).toMatch(/location \/ \{\n\s*proxy_pass http:\/\/app_replicas;/);
  });
});
