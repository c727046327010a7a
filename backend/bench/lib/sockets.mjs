// Parent side of sockets.child.mjs: a fleet of socket.io clients in one child process pinned to the load core; and
// the raw `ws` anchor server (ws-anchor.child.mjs) pinned to the app's core.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOAD_CORE, SERVER_CORE, request } from './app.mjs';
import { freePort, log, spawnPinned, stopChild } from './proc.mjs';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sockets.child.mjs');
const ANCHOR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ws-anchor.child.mjs');

/** The plain `ws` server (its inspector on a local port, for heap.mjs): {url, pid, inspectPort, setFrames(frames), stop()}. */
export async function wsAnchor() {
  const inspectPort = await freePort();
  const child = spawnPinned(SERVER_CORE, [process.execPath, `--inspect=127.0.0.1:${inspectPort}`, ANCHOR], {
    stdio: ['ignore', 'inherit', 'inherit'],
    ipc: true,
  });
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the ws anchor exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  log(`raw ws anchor pid ${child.pid} on ${url} (core ${SERVER_CORE})`);
  return {
    url,
    pid: child.pid,
    inspectPort,
    trigger: `${url}/broadcast`,
    setFrames: (frames) => request(`${url}/frames`, { method: 'POST', json: { frames } }),
    stop: () => stopChild(child, 5000),
  };
}

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
    /** Up to `total` sockets in all; new ones go to `urls` in turn (default: the fleet's url). */
    async connect(total, urls = [url]) {
      const r = await call('connect', { url, urls, total });
      log(`sockets: ${r.connected} connected (${r.hello} said hello, ${r.failed} failed) in ${(r.ms / 1000).toFixed(1)} s`);
      if (r.connected < total) throw new Error(`only ${r.connected} of ${total} sockets connected`);
      return r;
    },
    close: (keep) => call('close', { keep }),
    edit: (args) => call('edit', { url, ...args }),
    signups: (args) => call('signups', { url, ...args }),
    questionsJoin: (args) => call('questionsJoin', args),
    questionVotes: (args) => call('questionVotes', { url, ...args }),
    questionsSeen: (args) => call('questionsSeen', args),
    stats: () => call('stats'),
    stop: () => stopChild(child, 5000),
  };
}
