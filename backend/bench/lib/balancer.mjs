// The load balancer of the compose file (ops/nginx/lb.conf.template, rendered by ops/nginx/render-lb.sh) run by
// Debian's nginx in front of replicas started here: the fault suite's clients connect through it, and the bench
// measures through it. It never touches the system nginx: own -c config, pid file, temp paths and error log.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BROTLI_STATIC, nginxHasBrotli } from './nginx.mjs';
import { ROOT, freePort, isAlive, log, onCleanup, sleep, tmpDir } from './proc.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * `upstreams`: the replicas' addresses (host:port); `core`: the CPU nginx is pinned to, if any; `publicFiles`: the
 * replicas' PUBLIC_FILES_DIR, served from as the compose file's balancer does; `publicUrl`: the replicas' PUBLIC_URL
 * (with publicFiles, server-rendered pages are served from their files too, with the headers the app sends).
 */
export async function startBalancer(upstreams, { core, publicFiles, publicUrl } = {}) {
  const dir = tmpDir('conf-balancer-');
  chmodSync(dir, 0o755); // the worker runs as nobody
  const port = await freePort();
  const site = execFileSync('sh', [path.join(ROOT, 'ops/nginx/render-lb.sh')], {
    env: {
      PATH: process.env.PATH,
      LB_UPSTREAMS: upstreams.join(' '),
      LB_LISTEN: `127.0.0.1:${port}`,
      LB_CACHE_DIR: path.join(dir, 'cache'),
      ...(publicFiles && { LB_PUBLIC_FILES: publicFiles }),
      ...(nginxHasBrotli() && { LB_BROTLI_STATIC: 'on' }),
      // Server-rendered pages from the files the replicas write at the version they record, as in the compose file.
      ...(publicFiles && publicUrl && { LB_PAGE_CACHE: 'on', PUBLIC_URL: publicUrl }),
    },
    encoding: 'utf8',
  });
  const temp = (name) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  const conf = path.join(dir, 'nginx.conf');
  const pidFile = path.join(dir, 'nginx.pid');
  writeFileSync(
    conf,
    `${nginxHasBrotli() ? `load_module ${BROTLI_STATIC};` : ''}
worker_processes 1;
daemon on;
pid ${pidFile};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 8192; }
http {
  # As the nginx image's own nginx.conf, which the compose file's balancer runs with.
  sendfile on;
  access_log off;
  keepalive_timeout 65;
  keepalive_requests 100000000;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${site}
}
`,
  );
  const argv = [NGINX, '-c', conf, '-e', path.join(dir, 'error.log')];
  execFileSync(core === undefined ? argv[0] : 'taskset', core === undefined ? argv.slice(1) : ['-c', String(core), ...argv], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  for (let i = 0; i < 50 && !existsSync(pidFile); i++) await sleep(100);
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  const off = onCleanup(() => isAlive(pid) && process.kill(pid, 'SIGTERM'));
  log(`balancer (nginx pid ${pid}) on http://127.0.0.1:${port} in front of ${upstreams.join(', ')}`);
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    async stop() {
      off();
      if (isAlive(pid)) process.kill(pid, 'SIGTERM');
      for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(100);
    },
  };
}
