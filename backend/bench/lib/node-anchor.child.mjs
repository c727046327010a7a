// The bare-Node reference (pinned to the app's core by node-anchor.mjs): node:http answering fixed paths with fixed
// bytes and headers from memory, no framework and no lookup. What the app's fast lane (backend/src/public-read-model/
// fast-lane.ts) would reach if answering cost nothing; the gap to nginx beside it is Node's own HTTP cost.
// Argument: a JSON file {answers: {"/path": {status, headers: [name, value, ...], body: base64}}}; prints the port.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const { answers } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const ready = new Map(Object.entries(answers).map(([route, a]) => [route, { ...a, body: Buffer.from(a.body, 'base64') }]));
const server = http.createServer((request, response) => {
  const answer = ready.get(request.url);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers);
  response.end(answer.status === 304 ? undefined : answer.body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
