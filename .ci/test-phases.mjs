// `npm test`: the test phases one after another, each's duration, and per runner a line `N passed, N failed`
// (skipped ones named too: a skipped test is not a passed one). Every phase runs even after one fails, so one run
// tells everything; the browser tests need the build, so they are skipped when it fails. Exits non-zero if any failed.
//
// Phases: the build (client and server, once), jest (backend unit and integration tests), vitest (client unit and
// component tests), Playwright (browser tests). TEST_PHASES=jest,vitest runs some of them. TEST_FAULTS=1 (what
// .ci/run sets) also runs the fault suite, alongside jest: jest keeps about a core and a half busy and the fault suite
// one, mostly waiting for leases and restarts, so together they take little longer than jest alone. Its output is
// printed when it ends.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(os.tmpdir(), 'test-phases-'));
const report = (name) => path.join(reports, `${name}.json`);
const readJson = (name) => JSON.parse(readFileSync(report(name), 'utf8'));

/** Jest's and Vitest's JSON reports count alike. */
const jestCounts = (name) => {
  const r = readJson(name);
  return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0), skipped: r.numPendingTests + r.numTodoTests };
};

const phases = [
  { name: 'build', what: 'client and server, once for the browser tests and what follows', command: ['npm', 'run', 'build'] },
  {
    name: 'jest',
    what: 'backend unit and integration tests',
    command: ['npm', 'test', '-w', 'backend', '--', '--json', `--outputFile=${report('jest')}`],
    counts: () => jestCounts('jest'),
  },
  {
    name: 'faults',
    what: 'the fault suite (backend/faults): replicas and a worker under worker, Redis, database and replica faults',
    needs: 'build',
    alongside: 'jest',
    optional: !process.env.TEST_FAULTS,
    command: ['node', 'backend/faults/run.mjs'],
    env: { FAULTS_DATABASE_URL: process.env.FAULTS_DATABASE_URL ?? process.env.TEST_DATABASE_URL },
    counts: (output) => {
      const [, passed, failed] = /^faults: (\d+) passed, (\d+) failed/m.exec(output) ?? [];
      if (passed === undefined) throw new Error('no summary');
      return { passed: Number(passed), failed: Number(failed), skipped: 0 };
    },
  },
  {
    name: 'vitest',
    what: 'client unit and component tests',
    command: ['npm', 'test', '-w', 'frontend', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${report('vitest')}`],
    counts: () => jestCounts('vitest'),
  },
  {
    name: 'playwright',
    what: 'browser tests in Chromium',
    needs: 'build',
    command: ['npx', 'playwright', 'test', '-c', 'frontend/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report('playwright') },
    counts: () => {
      const { stats } = readJson('playwright');
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
    },
  },
];

const only = (process.env.TEST_PHASES ?? '').split(',').filter(Boolean);
const chosen = phases.filter((p) => (only.length ? only.includes(p.name) : !p.optional));

/** Runs a phase's command; its output goes to the terminal, or is kept and returned when `quiet`. */
const run = (command, env, quiet) =>
  new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    let output = '';
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });

const results = [];
const startedAll = Date.now();
/** Runs `phase` (quietly when it runs alongside another) and records its result. */
async function runPhase(phase, quiet = false) {
  const needed = results.find((r) => r.name === phase.needs);
  if (needed && needed.code !== 0) {
    results.push({ ...phase, code: 1, seconds: 0, summary: `not run: ${phase.needs} failed` });
    return;
  }
  console.log(`\n--- ${phase.name}: ${phase.what}${quiet ? ` (alongside ${phase.alongside}; its output follows when it ends)` : ''}`);
  const started = Date.now();
  const { code, output } = await run(phase.command, phase.env, quiet);
  const seconds = (Date.now() - started) / 1000;
  if (quiet) process.stdout.write(`\n--- ${phase.name}: output\n${output}`);
  let summary = code === 0 ? 'ok' : `failed (exit ${code})`;
  if (phase.counts) {
    try {
      const c = phase.counts(output);
      summary = `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`;
      // A runner that exits non-zero without a failed test (a suite that did not load) still failed.
      if (code !== 0 && c.failed === 0) summary += ` (exit ${code})`;
    } catch {
      summary += ' (no report)';
    }
  }
  results.push({ ...phase, code, seconds, summary });
}

for (const phase of chosen.filter((p) => !p.alongside || !chosen.some((other) => other.name === p.alongside))) {
  const beside = chosen.filter((p) => p.alongside === phase.name);
  await Promise.all([runPhase(phase), ...beside.map((p) => runPhase(p, true))]);
}

const minutes = (s) => `${Math.floor(Math.round(s) / 60)}:${String(Math.round(s) % 60).padStart(2, '0')}`;
console.log('\n--- npm test: phases');
for (const r of results)
  console.log(
    `${r.name.padEnd(11)} ${minutes(r.seconds).padStart(6)}  ${r.summary}${r.alongside && results.some((o) => o.name === r.alongside) ? ` (alongside ${r.alongside})` : ''}`,
  );
// Wall time: a phase run alongside another is counted once.
console.log(`${'total'.padEnd(11)} ${minutes((Date.now() - startedAll) / 1000).padStart(6)}`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
