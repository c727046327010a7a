// The one place that reads process.env. Every setting is validated here; a bad value stops start-up with a message
// naming the variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseS3Url, type S3Settings } from './s3-url.js';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.includes(new URL(v).protocol), {
      message: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

/** Where the app keeps its files (the embedded database, uploads, a generated secret) unless DATA_DIR says. */
export const DEFAULT_DATA_DIR = './.data';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.string().url().optional(),
  PRODUCT_NAME: z.string().min(1).default('LT-Summit'),
  DATABASE_URL: url(['postgresql:', 'postgres:']).optional(),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w-]+$/, 'letters, digits, _ and - only')
    .default('conference'),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('LT-Summit <no-reply@lt-summit.local>'),
  RUN_WORKER: bool.default(true),
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(10).max(3600).default(45),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO_CONTENT: bool.default(true),
  DEMO_EDITION_STARTS: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'a date as YYYY-MM-DD')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, "a hop count (1) or the proxies' addresses, comma-separated (10.0.0.1, 10.0.0.0/8, loopback)")
    .refine(
      (v) => !['true', 'yes'].includes(v),
      'name the proxies: a hop count (1) or their addresses; trusting every sender lets clients choose their own address',
    )
    .optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  FAILED_SIGN_IN_LIMIT: z.coerce.number().int().min(1).default(5),
  FAILED_SIGN_IN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  FRONTEND_DIST: z.string().optional(),
  SESSION_NOTICE_WINDOW_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  STRIPE_API_URL: url(['http:', 'https:']).optional(),
  PAYMENTS_TEST_MODE: bool.default(false),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{86,88}$/, "the public key's 65 bytes in base64url (web-push generate-vapid-keys)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{42,44}$/, "the private key's 32 bytes in base64url")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: or https: address where push services can reach the operators')
    .optional(),
  PUSH_SERVICE_ORIGINS: z
    .string()
    .regex(/^\s*https?:\/\/[^\s,/]+(\s*,\s*https?:\/\/[^\s,/]+)*\s*$/, 'origins, comma-separated (https://push.example.net)')
    .optional(),
  // A send is bounded to 10 s (push-sender.ts): the lease must outlast it, or a slow send would be claimed twice.
  PUSH_LEASE_SECONDS: z.coerce.number().int().min(11).max(3600).default(30),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  S3_URL: z
    .string()
    .transform((value, ctx) => {
      const settings = parseS3Url(value);
      if ('problem' in settings) {
        ctx.addIssue({ code: 'custom', message: settings.problem });
        return z.NEVER;
      }
      return settings;
    })
    .optional(),
  PUBLIC_FILES_DIR: z.string().min(1).optional(),
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  productName: string;
  dataDir: string;
  /** Uploaded files (photos, site images, venue plans) in this bucket; unset: under DATA_DIR/uploads. */
  s3?: S3Settings;
  /** Public reads at versioned addresses written out here, for the load balancer to serve as files (public-files.ts). */
  publicFilesDir?: string;
  database: { url?: string; poolSize: number; acquireTimeoutMs: number };
  redisUrl?: string;
  queuePrefix: string;
  /** `leaseMs`: a claimed mail nobody finished within this long is claimed again (a killed worker's); a send is bounded below it. */
  mail: { smtpUrl?: string; from: string; runWorker: boolean; leaseMs: number };
  admin?: { email: string; password: string };
  demoContent: boolean;
  /** The demo edition's first day (YYYY-MM-DD); unset: a Monday about two months from the first start. */
  demoEditionStarts?: string;
  auth: {
    jwtSecret: string;
    accessTokenTtlSeconds: number;
    refreshTokenTtlDays: number;
    /** Secure (and `__Host-` prefixed) refresh cookie: COOKIE_SECURE, else whenever PUBLIC_URL is https. */
    cookieSecure: boolean;
    /** Per-address ceiling on the credential routes (sign-in, registration, refresh, password links), and on signed-in form posts from one address. */
    rateLimitPerMinute: number;
    /** Ceiling on the proposal and sponsorship forms: per address when not signed in, per account when signed in. */
    formRateLimitPerMinute: number;
    /** Failed sign-ins per account and client (429 for that client), and per account (then only known browsers get in). */
    failedSignIns: { limit: number; windowMs: number };
  };
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string;
  /** The bearer token GET /metrics asks for; unset: it answers only requests made on this machine, not forwarded. */
  metricsToken?: string;
  /** One JSON object per line (for a log collector), or readable lines for a person (`pretty`, development). */
  log: { format: 'json' | 'pretty'; level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent' };
  frontendDist: string;
  /** Changes to an attendee's saved sessions within this window make one notice and one mail. */
  sessionNoticeWindowMs: number;
  /** Stripe Checkout when a secret key is set (otherwise the built-in test provider); webhooks need their secret. */
  stripe: { secretKey?: string; webhookSecret?: string; apiUrl?: string };
  /** Allows the built-in test provider (tickets marked paid, no money) when NODE_ENV=production. */
  paymentsTestMode: boolean;
  push: {
    /** The VAPID key pair; unset: made once at first start and kept in the database (push/vapid-keys.ts). */
    vapidKeys?: { publicKey: string; privateKey: string };
    /** Where push services can reach the operators (VAPID's `sub`). */
    subject: string;
    /** The push services' origins subscriptions may name; unset: the browsers' own (push/push-services.ts). */
    serviceOrigins?: string[];
    /** A push the relay claimed and did not record within this long is claimed again (a killed relay's); longer than a send may take. */
    leaseMs: number;
  };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings mean "unset", as they do in docker-compose files and CI variables.
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    productName: e.PRODUCT_NAME,
    dataDir,
    s3: e.S3_URL,
    publicFilesDir: e.PUBLIC_FILES_DIR ? path.resolve(e.PUBLIC_FILES_DIR) : undefined,
    database: {
      url: e.DATABASE_URL,
      // The embedded database has a single backend: one connection, so transactions never wait on each other.
      poolSize: e.DB_POOL_SIZE ?? (e.DATABASE_URL ? 10 : 1),
      acquireTimeoutMs: e.DB_ACQUIRE_TIMEOUT_MS,
    },
    redisUrl: e.REDIS_URL,
    queuePrefix: e.QUEUE_PREFIX,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, runWorker: e.RUN_WORKER, leaseMs: e.MAIL_LEASE_SECONDS * 1000 },
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    demoContent: e.DEMO_CONTENT,
    demoEditionStarts: e.DEMO_EDITION_STARTS,
    auth: {
      jwtSecret: e.JWT_SECRET ?? localSecret(dataDir),
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      cookieSecure: e.COOKIE_SECURE ?? e.PUBLIC_URL?.startsWith('https:') ?? false,
      rateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
      formRateLimitPerMinute: e.FORM_RATE_LIMIT_PER_MINUTE,
      failedSignIns: { limit: e.FAILED_SIGN_IN_LIMIT, windowMs: e.FAILED_SIGN_IN_WINDOW_MINUTES * 60_000 },
    },
    trustProxy: trustProxy(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN,
    log: { format: e.LOG_FORMAT, level: e.LOG_LEVEL },
    sessionNoticeWindowMs: Math.round(e.SESSION_NOTICE_WINDOW_SECONDS * 1000),
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL },
    paymentsTestMode: e.PAYMENTS_TEST_MODE,
    push: {
      vapidKeys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
      // Push services want an address they can write to; the site's own when it is public (https), else the admin's.
      subject: e.VAPID_SUBJECT ?? (publicUrl.startsWith('https:') ? publicUrl : `mailto:${e.ADMIN_EMAIL ?? 'admin@lt-summit.local'}`),
      serviceOrigins: e.PUSH_SERVICE_ORIGINS?.split(',').map((origin) => new URL(origin.trim()).origin),
      leaseMs: e.PUSH_LEASE_SECONDS * 1000,
    },
    frontendDist: path.resolve(e.FRONTEND_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../frontend/dist')),
  };
}

function trustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || ['false', 'no', '0'].includes(value)) return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

// Outside production a secret is generated once and kept under DATA_DIR, so sign-ins survive restarts.
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
