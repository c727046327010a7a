// The API's answers compressed when the browser offers br or gzip: the console's lists are large (the organisers'
// session list is about 200 KB of JSON at 300 sessions) and compress about tenfold. Compressed per answer, at
// brotli quality 4 (the plugin's default: a few milliseconds for 200 KB, where the top quality takes ~20x longer).
//
// Not compressed here: the public reads (their route sends ready gzip and br bytes, public-read-routes.ts), built
// assets (compressed at build time), and the sign-in routes, whose answers carry tokens (a secret beside
// attacker-chosen text in one compressed answer is what BREACH-style attacks read through the length).
// Request bodies are never decompressed: clients send JSON as it is, and a compressed body could hide its size.
import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Smaller answers are sent as they are: compression saves less than its headers and time cost. */
export const COMPRESS_FROM_BYTES = 1024;

export const compressedRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/auth/');

export async function compressApiAnswers(app: NestFastifyApplication): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  // Before the plugin's own onRoute hook, which reads these per route.
  fastify.addHook('onRoute', (route) => {
    const options = route as typeof route & { compress?: false; decompress?: false };
    if (!compressedRoute(route.url)) options.compress ??= false;
    options.decompress ??= false;
  });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: COMPRESS_FROM_BYTES });
}
