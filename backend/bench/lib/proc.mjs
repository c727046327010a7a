// Process plumbing for the benchmark: pinned child processes, free ports, throwaway directories, and one cleanup
// list that runs however the run ends (normal exit, an error, Ctrl-C), so no app, nginx or client is left behind.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const log = (line) => process.stderr.write(`[bench] ${line}\n`);

// Synchronous cleanups (kill a pid, remove a directory): they also run from process.on('exit').
const cleanups = [];
export function onCleanup(fn) {
  cleanups.push(fn);
  return () => {
    const i = cleanups.indexOf(fn);
    if (i >= 0) cleanups.splice(i, 1);
  };
}
export function cleanupAll() {
  while (cleanups.length) {
    try {
      cleanups.pop()();
    } catch {
      // best effort: the process may be gone already
    }
  }
}
process.on('exit', cleanupAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    log(`${signal}: cleaning up`);
    cleanupAll();
    process.exit(130);
  });
}

export function tmpDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A throwaway directory nginx's worker (which runs as nobody) may read, as the balancer's public files. */
export function sharedDir(prefix) {
  const dir = tmpDir(prefix);
  chmodSync(dir, 0o755);
  return dir;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** CPU time (user + system, in seconds; Linux clock ticks of 10 ms) a process has used so far. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Spawns `argv` pinned to `core` with a raised open-files limit. bash execs taskset, which execs the program, so the
 * child's pid is the program's pid (what /proc/<pid>/status describes). Killed by the cleanup list.
 */
export function spawnPinned(core, argv, { env = process.env, stdio = ['ignore', 'pipe', 'pipe'], ipc = false } = {}) {
  const quoted = argv.map((a) => `'${String(a).replaceAll("'", `'\\''`)}'`).join(' ');
  const child = spawn('bash', ['-c', `ulimit -n 65535 2>/dev/null || ulimit -n $(ulimit -Hn); exec taskset -c ${core} ${quoted}`], {
    cwd: ROOT,
    env,
    stdio: ipc ? [...stdio.slice(0, 3), 'ipc'] : stdio,
  });
  const off = onCleanup(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  child.once('exit', off);
  return child;
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the child has exited. */
export function stopChild(child, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
