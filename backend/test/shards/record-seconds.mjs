// Writes seconds.json from a jest --json report of the files run one by one:
// npx jest --json --outputFile=/tmp/jest.json && node test/shards/record-seconds.mjs /tmp/jest.json
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const backend = path.resolve(import.meta.dirname, '../..');
const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const seconds = Object.fromEntries(
  report.testResults
    .map((result) => [path.relative(backend, result.name).split(path.sep).join('/'), Math.max(1, Math.round((result.endTime - result.startTime) / 1000))])
    .sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(path.join(import.meta.dirname, 'seconds.json'), `${JSON.stringify(seconds, null, 1)}\n`);
