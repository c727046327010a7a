// Per-address ceilings: generous on the credential routes (a venue puts hundreds of attendees behind one address;
// guessing is limited per account in auth/sign-in-limits.ts), tight on the public forms (spam). Routes are matched by
// the route the router chose, so a percent-encoded or otherwise disguised path counts as the route it reaches.
// With Redis the counters are shared by every replica under the deployment's prefix; a Redis outage lets requests
// through rather than failing them.
import fastifyRateLimit from '@fastify/rate-limit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/config.js';

export const CREDENTIAL_ROUTES = [
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/refresh',
  '/api/auth/set-password',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/auth/confirm-email',
  '/api/auth/resend-confirmation',
];
export const FORM_ROUTES = ['/cfp/submit', '/public/sponsorship/apply'];

/** A Redis client for abuse counters: fails fast and never queues, so an outage never holds a request. */
export function counterRedis(url: string): Redis {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => undefined);
  return redis;
}

export async function registerRateLimits(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const ceilings = new Map<string, number>([
    ...CREDENTIAL_ROUTES.map((route) => [route, config.auth.rateLimitPerMinute] as const),
    ...FORM_ROUTES.map((route) => [route, config.auth.formRateLimitPerMinute] as const),
  ]);
  const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? '';
  const redis = config.redisUrl ? counterRedis(config.redisUrl) : undefined;
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onClose', (_instance, done) => {
    redis?.disconnect();
    done();
  });
  await app.register(fastifyRateLimit, {
    global: true,
    ...(redis && { redis, nameSpace: `${config.queuePrefix}:rate-limit:`, skipOnError: true }),
    // Everything else is unlimited and never touches the counters.
    allowList: (request) => !ceilings.has(routeOf(request)),
    max: (request) => ceilings.get(routeOf(request)) ?? Number.MAX_SAFE_INTEGER,
    timeWindow: 60_000,
    keyGenerator: (request) => `${request.ip}:${routeOf(request)}`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests from your address. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}
