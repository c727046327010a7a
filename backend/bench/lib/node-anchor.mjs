// Starts node-anchor.child.mjs pinned to `core` with the answers to repeat: {"/path": {status, headers, body}}, where
// headers are the app's own response headers (so both send the same bytes) and body a Buffer.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { log, spawnPinned, stopChild, tmpDir } from './proc.mjs';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'node-anchor.child.mjs');
/** Headers Node writes itself. */
const OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export async function startNodeAnchor(answers, core) {
  const file = path.join(tmpDir('conf-bench-anchor-'), 'answers.json');
  const serialised = Object.fromEntries(
    Object.entries(answers).map(([route, { status, headers, body }]) => [
      route,
      {
        status,
        headers: Object.entries(headers)
          .filter(([name]) => !OWN.has(name))
          .flat(),
        body: body.toString('base64'),
      },
    ]),
  );
  writeFileSync(file, JSON.stringify({ answers: serialised }));
  const child = spawnPinned(core, [process.execPath, CHILD, file]);
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`node anchor exited with ${code}`)));
  });
  log(`bare node:http pid ${child.pid} on http://127.0.0.1:${port} (core ${core})`);
  return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}
