// Per-address ceilings: generous on the credential routes (a venue puts hundreds of attendees behind one address;
// guessing is limited per account in auth/sign-in-limits.ts), tight on the public forms (spam). A form post signed in
// (a valid access token) is counted per account instead, so a university's or company's shared address full of
// anonymous posts does not stop its speakers; many accounts behind one address still share the credential ceiling.
// Routes are matched by the route the router chose, so a percent-encoded or otherwise disguised path counts as the
// route it reaches.
// With Redis the counters are shared by every replica under the deployment's prefix; a Redis outage lets requests
// through rather than failing them.
import fastifyRateLimit from '@fastify/rate-limit';
import { JwtService } from '@nestjs/jwt';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/config.js';
import { text } from '../i18n/error-text.js';

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
// Subscribing a device and its test notification (which posts to a push service) count as forms too, and so does
// asking a question in a session (issue 47).
export const FORM_ROUTES = [
  '/cfp/submit',
  '/api/speaker/proposals',
  '/public/sponsorship/apply',
  '/public/accessibility/report',
  '/api/push/subscriptions',
  '/api/push/test',
  '/api/sessions/:id/questions',
];
// A door scans a ticket every few seconds, and sends its offline queue in one request; a stolen helper's account
// guessing tokens is what this stops (with 128-bit tokens, a second line of defence).
export const SCAN_ROUTES = ['/api/checkin', '/api/checkin/sync'];
const MINUTE = 60_000;

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
    ...SCAN_ROUTES.map((route) => [route, config.auth.rateLimitPerMinute] as const),
  ]);
  const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? '';
  const jwt = app.get(JwtService, { strict: false });
  /** The account a form post is signed in as (a valid access token; the route still decides what it may do), else null. */
  const accountOf = (request: FastifyRequest): number | null => {
    const [scheme, token] = request.headers.authorization?.split(' ') ?? [];
    if (scheme !== 'Bearer' || !token || !FORM_ROUTES.includes(routeOf(request))) return null;
    try {
      const { sub } = jwt.verify<{ sub?: unknown }>(token, { algorithms: ['HS256'] });
      return typeof sub === 'number' ? sub : null;
    } catch {
      return null;
    }
  };
  // The error filter says the text in the request's language.
  const tooMany = (from: 'address' | 'account', seconds: number) => {
    const said = text(/*i18n*/ 'Too many requests from your {from, select, account {account} other {address}}. Try again in {seconds} seconds.', {
      from,
      seconds,
    });
    return Object.assign(new Error(said.toString()), { statusCode: 429, text: said });
  };
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
    timeWindow: MINUTE,
    keyGenerator: (request) => {
      const account = accountOf(request);
      return account === null ? `${request.ip}:${routeOf(request)}` : `account-${account}:${routeOf(request)}`;
    },
    errorResponseBuilder: (request, context) => tooMany(accountOf(request) === null ? 'address' : 'account', Math.ceil(context.ttl / 1000)),
  });
  // Signed-in posts from one address, whatever the account: as many as a venue's sign-ins, so registering accounts
  // by the hundred is no way around the form ceiling.
  const signedInFromAddress = fastify.createRateLimit({
    max: config.auth.rateLimitPerMinute,
    timeWindow: MINUTE,
    keyGenerator: (request) => `${request.ip}:signed-in:${routeOf(request)}`,
  });
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (accountOf(request) === null) return;
    const limit = await signedInFromAddress(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    void reply.header('retry-after', String(limit.ttlInSeconds));
    throw tooMany('address', limit.ttlInSeconds);
  });
}
