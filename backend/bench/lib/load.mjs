// Runs autocannon in a child process pinned to the load-generator core, so it never competes with the server under
// test (pinned to the other core). `expect` is the status every response must have (200, 304, 404).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOAD_CORE } from './app.mjs';
import { log, spawnPinned } from './proc.mjs';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cannon.child.mjs');
export const LOAD = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
};

export async function load(label, url, { headers = {}, expect = 200, warmupSeconds = LOAD.warmupSeconds } = {}) {
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

/** A ratio meets its target only when both runs got the expected answers. */
export const meets = (ratio, target, ...runs) => Number.isFinite(ratio) && ratio >= target && runs.every((r) => r.total > 0 && !r.note);
