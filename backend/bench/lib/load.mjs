// Runs autocannon in a child process pinned to the load-generator core, so it never competes with the server under
// test (pinned to the other core). `expect` is the status every response must have (200, 304, 404).
//
// `tool: 'wrk'` runs wrk instead (Debian's package), for servers faster than autocannon can ask: against nginx,
// autocannon's one core is the limit (100% busy at ~110k 304s/s while nginx uses 40% of its core), so a ratio of two
// nginx servers would measure autocannon's parsing of their headers. wrk reports no status per response: one request
// made first must have the expected status, and wrk counts every answer of 400 or more.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOAD_CORE } from './app.mjs';
import { log, spawnPinned } from './proc.mjs';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cannon.child.mjs');
const WRK_SUMMARY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'wrk-summary.lua');
export const LOAD = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
};

/** Whether wrk is installed (`apt-get install wrk`). */
export function hasWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version exits with 1 after printing its version.
    return error.status === 1;
  }
}

export async function load(label, url, { headers = {}, expect = 200, warmupSeconds = LOAD.warmupSeconds, tool = 'autocannon' } = {}) {
  if (tool === 'wrk') return loadWithWrk(label, url, { headers, expect, warmupSeconds });
  const args = JSON.stringify({ url, headers, ...LOAD, warmupSeconds });
  const child = spawnPinned(LOAD_CORE, [process.execPath, CHILD, args]);
  let out = '';
  let err = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (err += c));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`autocannon for ${label} exited with ${code}: ${err.slice(-1000)}`);
  const result = JSON.parse(out.trim().split('\n').pop());
  const codes = Object.keys(result.statusCodes ?? {});
  const wrong = codes.filter((c) => Number(c) !== expect);
  const note = [
    result.total ? '' : 'no responses',
    wrong.length ? `unexpected statuses ${wrong.map((c) => `${c} x${result.statusCodes[c].count}`).join(', ')}` : '',
    result.errors ? `${result.errors} errors` : '',
    result.timeouts ? `${result.timeouts} timeouts` : '',
  ]
    .filter(Boolean)
    .join(', ');
  log(
    `${label}: ${Math.round(result.rps)} req/s (p50 ${result.p50} ms, p99 ${result.p99} ms, ${Math.round(result.bytesPerRequest)} B/response)${note ? ` — ${note}` : ''}`,
  );
  return { ...result, note };
}

function statusOf(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
      .on('error', reject);
  });
}

async function runWrk(url, headers, seconds) {
  const argv = ['wrk', '-t1', `-c${LOAD.connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', WRK_SUMMARY];
  for (const [name, value] of Object.entries(headers)) argv.push('-H', `${name}: ${value}`);
  const child = spawnPinned(LOAD_CORE, [...argv, url]);
  let out = '';
  let err = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (err += c));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`wrk exited with ${code}: ${err.slice(-1000)}`);
  return JSON.parse(out.trim().split('\n').pop());
}

async function loadWithWrk(label, url, { headers, expect, warmupSeconds }) {
  const first = await statusOf(url, headers);
  if (warmupSeconds > 0) await runWrk(url, headers, warmupSeconds);
  const r = await runWrk(url, headers, LOAD.seconds);
  const note = [
    r.total ? '' : 'no responses',
    first !== expect ? `a first request answered ${first}, not ${expect}` : '',
    r.status ? `${r.status} answers of 400 or more` : '',
    r.connect + r.read + r.write ? `${r.connect + r.read + r.write} errors` : '',
    r.timeout ? `${r.timeout} timeouts` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const result = { rps: r.total / r.duration, total: r.total, p50: r.p50, p99: r.p99, bytesPerRequest: r.total ? r.bytes / r.total : 0, note };
  log(
    `${label} (wrk): ${Math.round(result.rps)} req/s (p50 ${result.p50} ms, p99 ${result.p99} ms, ${Math.round(result.bytesPerRequest)} B/response)${note ? ` — ${note}` : ''}`,
  );
  return result;
}

/** A ratio meets its target only when both runs got the expected answers. */
export const meets = (ratio, target, ...runs) => Number.isFinite(ratio) && ratio >= target && runs.every((r) => r.total > 0 && !r.note);
