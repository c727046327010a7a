// The web app manifest that makes the site installable (issue 44). The client's build writes one per language, with
// the event's name left open (frontend/vite-plugins/web-app-manifest.ts: .vite/web-app-manifest.json); the server
// fills in its PRODUCT_NAME, as it does in index.html, and answers GET /manifest.webmanifest.
//
// The language is asked for as `?lang=de` (the German pages link that: page-languages.ts), as the public API's reads
// name theirs, rather than by a path under /de/: it is one resource whose scope and id are the whole site's whichever
// language it speaks, and a manifest at /de/manifest.webmanifest would read as the German pages' own app. An absent
// or unknown language is the default one's manifest: a browser only ever asks for the address a page linked.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export const MANIFEST_PATH = '/manifest.webmanifest';

interface BuiltManifests {
  default: string;
  manifests: Record<string, Record<string, unknown>>;
}

interface Answer {
  body: string;
  etag: string;
}

/** Each language's manifest with the event's name filled in, or null for a build without any (an older build). */
export function readWebAppManifests(distDir: string, productName: string): { default: string; answers: Map<string, Answer> } | null {
  const file = path.join(distDir, '.vite', 'web-app-manifest.json');
  if (!existsSync(file)) return null;
  const built = JSON.parse(readFileSync(file, 'utf8')) as BuiltManifests;
  // Filled in as JSON text, so a name with quotes or backslashes stays valid JSON.
  const name = JSON.stringify(productName).slice(1, -1);
  const answers = new Map<string, Answer>();
  for (const [locale, manifest] of Object.entries(built.manifests)) {
    const body = JSON.stringify(manifest).replaceAll('__PRODUCT_NAME__', name);
    answers.set(locale, { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` });
  }
  return answers.has(built.default) ? { default: built.default, answers } : null;
}

/** Answers the manifest, revalidated on each visit (it changes with a new build or PRODUCT_NAME, i.e. a restart). */
export function serveWebAppManifest(fastify: FastifyInstance, distDir: string, productName: string): void {
  const manifests = readWebAppManifests(distDir, productName);
  if (!manifests) return;
  fastify.get<{ Querystring: { lang?: string } }>(MANIFEST_PATH, (request, reply) => {
    const asked = typeof request.query.lang === 'string' ? request.query.lang : '';
    const answer = manifests.answers.get(asked) ?? manifests.answers.get(manifests.default)!;
    reply.header('cache-control', 'public, max-age=0').header('etag', answer.etag);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === answer.etag)) return reply.status(304).send();
    return reply.header('content-type', 'application/manifest+json; charset=utf-8').send(answer.body);
  });
}
