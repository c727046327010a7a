// Builds the HTTP application: Fastify, security headers, cookies, the built client, validation, one error filter,
// and Socket.IO (through Redis when configured). Used by main.ts and by the tests, so both run the same app.
import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { serveApiDocs } from './api-docs/openapi.js';
import { AppModule } from './app.module.js';
import { AllExceptionsFilter } from './http/all-exceptions.filter.js';
import { registerRateLimits } from './http/rate-limits.js';
import { Metrics } from './metrics/metrics.js';
import { PublicPageRenderer } from './page-render/public-page-renderer.js';
import { SpaFallback } from './http/spa-fallback.js';
import { serveWebAppManifest } from './http/web-app-manifest.js';
import { helmetOptions, securityHeaders } from './http/security-headers.js';
import { createValidationPipe } from './http/validation.pipe.js';
import { compressApiAnswers } from './http/api-compression.js';
import { refuseCrossSiteWrites } from './http/cross-site.js';
import { readOversizedBodies, refuseUnsafeInput } from './http/input-limits.js';
import { PublicFastLane } from './public-read-model/fast-lane.js';
import { PublicReadModel } from './public-read-model/public-read-model.service.js';
import type { AppConfig } from './config/config.js';
import { createLogger, NestPinoLogger } from './common/logger.js';
import { carryRequestIds, requestLogOptions } from './http/request-logging.js';
import { openDatabase, type Database } from './prisma/database.js';
import { LeanIoAdapter } from './realtime/lean-io.adapter.js';
import { RedisIoAdapter } from './realtime/redis-io.adapter.js';

export interface RunningApp {
  app: NestFastifyApplication;
  database: Database;
  url: string;
  /** Every route the router knows (method, pattern), as registered: the authorization matrix is built from it. */
  routes: { method: string; url: string }[];
  /**
   * The first step of draining (SIGTERM): no new connection is accepted, and every answer from now on closes its
   * connection, so a load balancer stops reusing its kept-alive connections to this replica before they are closed
   * under it (a write sent on a connection as it closes cannot be retried elsewhere, while one refused at connecting
   * is sent to another replica). Resolves after `ms`; then `close()`.
   */
  stopKeepingAlive(ms: number): Promise<void>;
  close(): Promise<void>;
}

/** A hop count trusts that many proxies nearest the server (as Fastify does for a number). */
function trustProxy(setting: AppConfig['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * `logStream`: where the log lines go instead of stdout, as JSON (the tests read them). Nest's loggers are the
 * process's, so in a process with several apps (the tests) the last one started writes every `new Logger()` line.
 */
export async function createApp(config: AppConfig, options: { logStream?: DestinationStream } = {}): Promise<RunningApp> {
  const logger = await createLogger(config.log, options.logStream);
  const nestLogger = new NestPinoLogger(logger);
  // Before the database opens, so its start-up lines (migrations) are the same JSON as the rest.
  Logger.overrideLogger(nestLogger);
  const database = await openDatabase(config);
  // The client's address comes from X-Forwarded-For only through the proxies TRUST_PROXY names.
  const adapter = new FastifyAdapter({ bodyLimit: 1024 * 1024, trustProxy: trustProxy(config.trustProxy), loggerInstance: logger, ...requestLogOptions() });
  const routes: RunningApp['routes'] = [];
  adapter.getInstance().addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  carryRequestIds(adapter.getInstance());
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, database), adapter, {
    logger: nestLogger,
    abortOnError: false,
    // Webhook signatures (Stripe) are computed over the exact bytes received.
    rawBody: true,
  });
  const metrics = app.get(Metrics);
  await app.register(fastifyCookie);
  // The read model's public GETs send the same headers, computed once from the same options (public-read-routes.ts).
  const helmet = helmetOptions(config.publicUrl);
  await app.register(fastifyHelmet, helmet);
  // Speaker photos: one file of at most 5 MB per request (uploads/ checks the content itself).
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  await registerRateLimits(app, config);
  await compressApiAnswers(app);
  // Answers that may carry tokens or personal data (the API, the proposal form, health details for admins, private
  // calendar feeds) are never kept by browsers or shared caches unless they say otherwise; public ones do.
  const PRIVATE_PREFIXES = ['/api/', '/cfp/', '/health', '/calendar/'];
  let keepingAlive = true;
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', refuseCrossSiteWrites(config.publicUrl))
    .addHook('onRequest', readOversizedBodies)
    .addHook('preValidation', refuseUnsafeInput)
    .addHook('onSend', (request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control') && PRIVATE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) reply.header('cache-control', 'no-store');
      if (!keepingAlive) reply.header('connection', 'close');
      done(null, payload);
    })
    // By the route's pattern ('/public/sessions/:id'), never the address asked for: one series per route.
    .addHook('onResponse', (request, reply, done) => {
      metrics.request(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  const spa = new SpaFallback(
    config.frontendDist,
    config.productName,
    securityHeaders(helmet)['content-security-policy'],
    config.publicUrl,
    config.publicFilesDir,
  );
  if (existsSync(config.frontendDist)) {
    // Loaded only when there is a client to serve (an API-only run, as in the backend tests, never needs it).
    const { default: fastifyStatic } = await import('@fastify/static');
    const widget = path.join(config.frontendDist, 'widget.js');
    await app.register(fastifyStatic, {
      root: config.frontendDist,
      wildcard: false,
      // index.html is served by the SPA fallback, which fills in the product name.
      index: false,
      allowedPath: (pathname) => pathname !== '/index.html',
      // The build writes brotli and gzip copies beside each text asset (frontend/vite.config.ts); the one the
      // browser accepts is sent with Content-Encoding and Vary: Accept-Encoding. The copies get no routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Built assets carry a content hash in their names, so they can be cached for good; other files (images
      // under stable names) are revalidated. Set here rather than by send, which would overwrite it.
      cacheControl: false,
      setHeaders: (res, file) => {
        if (file.replace(/\.(br|gz)$/, '') === widget) {
          // The schedule widget (frontend/src/widget) keeps its name, since organisers paste it into other sites'
          // pages: a short cache (then revalidated by ETag), loadable by those pages despite helmet's same-origin CORP.
          res.setHeader('cache-control', 'public, max-age=300');
          res.setHeader('cross-origin-resource-policy', 'cross-origin');
          res.setHeader('access-control-allow-origin', '*');
        } else {
          res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
        }
        // Any file may have compressed copies, so every answer depends on Accept-Encoding.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
    // The installed app's manifest, in the page's language, with PRODUCT_NAME filled in.
    serveWebAppManifest(app.getHttpAdapter().getInstance(), config.frontendDist, config.productName);
  } else {
    new Logger('App').warn(`No built client at ${config.frontendDist}: serving the API only (run npm run build)`);
  }
  await serveApiDocs(app, config);
  app.useGlobalPipes(createValidationPipe());
  const filter = new AllExceptionsFilter(spa);
  app.useGlobalFilters(filter);
  if (config.redisUrl) {
    const io = new RedisIoAdapter(app);
    await io.connect(config.redisUrl, config.queuePrefix);
    app.useWebSocketAdapter(io);
  } else {
    app.useWebSocketAdapter(new LeanIoAdapter(app));
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // A start-up that fails part-way (a refused ADMIN_EMAIL, a port in use) stops what already started, such as the
    // event relay's sweeps, instead of leaving them running in a process that goes on (tests, a supervisor). The
    // database stays open: passport's strategies are process-wide, so in a process with another app (the tests) the
    // last app's strategy, and its database, serve both.
    await app.close().catch(() => undefined);
    throw error;
  }
  // Repeated public reads are answered before Fastify, from the bytes their route built (fast-lane.ts).
  app.get(PublicFastLane).install(app.getHttpServer());
  const model = app.get(PublicReadModel);
  const fastify = app.getHttpAdapter().getInstance();
  // The renderer reads the same answers a browser gets (the read model's ready bytes), without a socket.
  const read = async (url: string) => {
    const response = await fastify.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode}`);
    return { body: response.json() as unknown, version: Number(response.headers['x-public-version']) };
  };
  spa.renderer = PublicPageRenderer.fromDist(config.frontendDist, config.productName, read, () => model.version);
  // Rendered before the first visitor asks (in the renderer's worker thread, so start-up is not held).
  void spa.renderer?.routes().then((routes) => spa.warm(routes));
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    database,
    url: `http://${config.host}:${port}`,
    routes,
    async stopKeepingAlive(ms: number) {
      keepingAlive = false;
      // Stop listening now: had the replica taken new connections through the grace, each answered with `Connection:
      // close`, a balancer would open one after another to it, and one accepted just as the listener closes at the end
      // would be reset with a write on it (a rolling restart in the fault suite once saw a 502 so). Node's http close
      // would also end the idle kept-alive connections at once, just as the balancer may send a write on one; net's
      // only stops listening and leaves them to be served until the grace ends (Fastify's close then finds the
      // listener closed, which it allows).
      net.Server.prototype.close.call(app.getHttpServer());
      await new Promise((resolve) => setTimeout(resolve, ms));
    },
    async close() {
      await spa.renderer?.close();
      await app.close();
      await database.close();
    },
  };
}
