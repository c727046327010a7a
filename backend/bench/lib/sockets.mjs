// Parent side of sockets.child.mjs: a fleet of socket.io clients in one child process pinned to the load core.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOAD_CORE } from './app.mjs';
import { log, spawnPinned, stopChild } from './proc.mjs';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sockets.child.mjs');

export function socketFleet(url) {
  const child = spawnPinned(LOAD_CORE, [process.execPath, '--max-old-space-size=4096', CHILD], { stdio: ['ignore', 'inherit', 'inherit'], ipc: true });
  const pending = new Map();
  let next = 0;
  child.on('message', (msg) => {
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.ok) p.resolve(msg.result);
    else p.reject(new Error(`socket client: ${msg.error}`));
  });
  child.once('exit', (code, signal) => {
    for (const p of pending.values()) p.reject(new Error(`socket client process exited (${code ?? signal})`));
    pending.clear();
  });
  const call = (type, args = {}) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      pending.set(id, { resolve, reject });
      child.send({ id, type, ...args });
    });
  return {
    pid: child.pid,
    async connect(total) {
      const r = await call('connect', { url, total });
      log(`sockets: ${r.connected} connected (${r.hello} said hello, ${r.failed} failed) in ${(r.ms / 1000).toFixed(1)} s`);
      if (r.connected < total) throw new Error(`only ${r.connected} of ${total} sockets connected`);
      return r;
    },
    close: (keep) => call('close', { keep }),
    edit: (args) => call('edit', { url, ...args }),
    stats: () => call('stats'),
    stop: () => stopChild(child, 5000),
  };
}
