// `npm run lint`: ESLint, Prettier, the import rules and the message catalogs' check, two at a time (each is mostly
// one core's work, and the machine has two). Each check's output is printed when it ends, with its duration; exits
// non-zero if any failed.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const CHECKS = [
  ['ESLint', 'npx', ['eslint', '.']],
  ['Prettier', 'npx', ['prettier', '--check', '.']],
  ['import rules', 'npm', ['run', '--silent', 'lint:imports']],
  ['message catalogs', 'npm', ['run', '--silent', 'i18n:check', '-w', 'frontend']],
];
const AT_ONCE = 2;

function run([name, command, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`--- ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds} s\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...CHECKS];
const results = await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    const passed = [];
    while (queue.length) passed.push(await run(queue.shift()));
    return passed;
  }),
);
process.exit(results.flat().every(Boolean) ? 0 : 1);
