// The reference server: Debian's nginx with its own config (one worker pinned to core 0 like the app, no access log)
// serving files from a throwaway root. It never touches the system nginx: own -c config, pid file and error log.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, isAlive, log, onCleanup, sleep, tmpDir } from './proc.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static: serves a file's .br copy as nginx's gzip_static does its .gz. */
export const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const nginxHasBrotli = () => existsSync(BROTLI_STATIC);

/**
 * files: {'/public/sessions': Buffer, '/public/sessions.gz': Buffer, '/public/sessions.br': Buffer}; served as
 * application/json with gzip_static on, and brotli_static on when the module is installed. `openFileCache`: keeps
 * the files' descriptors open as the load balancer's configuration does (ops/nginx), so that the two compare like
 * with like.
 */
export async function startNginx(files, core, { openFileCache = false } = {}) {
  const dir = tmpDir('conf-bench-nginx-');
  chmodSync(dir, 0o755); // the worker runs as nobody
  const www = path.join(dir, 'www');
  for (const [route, bytes] of Object.entries(files)) {
    const file = path.join(www, route);
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
    writeFileSync(file, bytes, { mode: 0o644 });
  }
  const port = await freePort();
  const temp = (name) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `${nginxHasBrotli() ? `load_module ${BROTLI_STATIC};` : ''}
worker_processes 1;
daemon on;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 100000000;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  types { }
  default_type application/json;
  server {
    listen 127.0.0.1:${port};
    root ${www};
    location /public/ { gzip_static on; ${nginxHasBrotli() ? 'brotli_static on; ' : ''}${openFileCache ? 'open_file_cache max=10000 inactive=60s; open_file_cache_valid 60s; ' : ''}}
  }
}
`,
  );
  execFileSync('taskset', ['-c', String(core), NGINX, '-c', conf, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  const pidFile = path.join(dir, 'nginx.pid');
  for (let i = 0; i < 50 && !existsSync(pidFile); i++) await sleep(100);
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  // SIGTERM to the master is nginx's fast shutdown: it ends its worker too.
  const off = onCleanup(() => isAlive(pid) && process.kill(pid, 'SIGTERM'));
  log(`nginx pid ${pid} on http://127.0.0.1:${port} (core ${core})`);
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    async stop() {
      off();
      if (isAlive(pid)) process.kill(pid, 'SIGTERM');
      for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(100);
    },
  };
}
