// `npm test`: the test phases one after another, each's duration, and per runner a line `N passed, N failed`
// (skipped ones named too: a skipped test is not a passed one). Every phase runs even after one fails, so one run
// tells everything; the browser tests need the build, so they are skipped when it fails. Exits non-zero if any failed.
//
// Phases: jest (backend unit and integration tests), vitest (client unit and component tests), the build, Playwright
// (browser tests). TEST_PHASES=jest,vitest runs some of them.
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
  {
    name: 'jest',
    what: 'backend unit and integration tests',
    command: ['npm', 'test', '-w', 'backend', '--', '--json', `--outputFile=${report('jest')}`],
    counts: () => jestCounts('jest'),
  },
  {
    name: 'vitest',
    what: 'client unit and component tests',
    command: ['npm', 'test', '-w', 'frontend', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${report('vitest')}`],
    counts: () => jestCounts('vitest'),
  },
  { name: 'build', what: 'client and server, once for the browser tests and what follows', command: ['npm', 'run', 'build'] },
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
const run = (command, env) =>
  new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const results = [];
for (const phase of phases.filter((p) => !only.length || only.includes(p.name))) {
  const needed = results.find((r) => r.name === phase.needs);
  if (needed && needed.code !== 0) {
    results.push({ ...phase, code: 1, seconds: 0, summary: `not run: ${phase.needs} failed` });
    continue;
  }
  console.log(`\n--- ${phase.name}: ${phase.what}`);
  const started = Date.now();
  const code = await run(phase.command, phase.env);
  const seconds = (Date.now() - started) / 1000;
  let summary = code === 0 ? 'ok' : `failed (exit ${code})`;
  if (phase.counts) {
    try {
      const c = phase.counts();
      summary = `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`;
      // A runner that exits non-zero without a failed test (a suite that did not load) still failed.
      if (code !== 0 && c.failed === 0) summary += ` (exit ${code})`;
    } catch {
      summary += ' (no report)';
    }
  }
  results.push({ ...phase, code, seconds, summary });
}

const minutes = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;
console.log('\n--- npm test: phases');
for (const r of results) console.log(`${r.name.padEnd(11)} ${minutes(r.seconds).padStart(6)}  ${r.summary}`);
console.log(`${'total'.padEnd(11)} ${minutes(results.reduce((sum, r) => sum + r.seconds, 0)).padStart(6)}`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
