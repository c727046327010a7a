// Password guessing is limited by what it guesses at, not by where it comes from, and never so that a guesser can lock
// the owner out. Only failures count, so a venue's hundreds of attendees behind one address sign in freely:
// - per account and client: a client is its address, or, for a browser that signed in to the account before (its
//   cookie, known-browsers.ts) or a signed-in session, that browser or session; past the limit that client gets 429;
// - per account (a guesser rotating addresses): past the limit only browsers that signed in to it before (and signed-in
//   sessions) are let in; any other client is refused before its password is checked, right or wrong, and told that
//   the mailed reset link signs the owner in (and makes that browser a known one).
// With Redis the counters are shared by replicas; while Redis is away each replica counts in memory.
import { HttpException, HttpStatus, Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import { counterRedis } from '../http/rate-limits.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { text } from '../i18n/error-text.js';

/** 429 with Retry-After (set by the exceptions filter) and a detail saying when to try again (a catalog text). */
export class TooManyAttempts extends HttpException {
  constructor(
    what: string,
    readonly retryAfterSeconds: number,
  ) {
    super(
      text(
        /*i18n*/ '{what} Try again in {unit, select, minutes {{count, plural, one {{count} minute} other {{count} minutes}}} other {{count, plural, one {{count} second} other {{count} seconds}}}}.',
        { what: text(what), ...waitOf(retryAfterSeconds) },
      ),
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/** Seconds under a minute, else whole minutes (rounded up). */
function waitOf(seconds: number) {
  return seconds < 60 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}

const LOCKED = /*i18n*/ 'Too many failed sign-ins for this account.';
const ELSEWHERE =
  /*i18n*/ 'Too many failed sign-ins for this account, so for now only browsers that have signed in to it before are let in. "Forgot your password?" mails you a link that signs you in.';

/** Who is trying: the address, and how the account knows the client if it does (`browser:<id>` or `signed-in`). */
export interface SignInClient {
  address: string;
  known?: string;
}

/** How a signed-in session is known: it proved the password when it signed in (its failures share one counter). */
export const SIGNED_IN = 'signed-in';

/** What a failure used up: the client's allowance for the account, and the account's for unknown clients. */
export interface Exhausted {
  client: boolean;
  account: boolean;
}

@Injectable()
export class SignInLimits implements OnModuleDestroy {
  private readonly redis?: Redis;
  private readonly perAccount: RateLimiterAbstract;
  private readonly perAccountAndClient: RateLimiterAbstract;
  private readonly limit: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { limit, windowMs } = config.auth.failedSignIns;
    this.limit = limit;
    const duration = Math.ceil(windowMs / 1000);
    this.redis = config.redisUrl ? counterRedis(config.redisUrl) : undefined;
    const limiter = (name: string) => {
      const options = { points: limit, duration, keyPrefix: `${config.queuePrefix}:sign-in-failures:${name}` };
      const memory = new RateLimiterMemory(options);
      return this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis, rejectIfRedisNotReady: true, insuranceLimiter: memory }) : memory;
    };
    this.perAccount = limiter('account');
    this.perAccountAndClient = limiter('account-address');
  }

  /** Refuses with 429 while this client, or (for an unknown client) the account, has used up its failures. */
  async check(email: string, client: SignInClient): Promise<void> {
    const [account, pair] = await Promise.all([
      client.known ? null : this.perAccount.get(email).catch(() => null),
      this.perAccountAndClient.get(pairKey(email, client)).catch(() => null),
    ]);
    const own = this.waitOf(pair);
    if (own > 0) throw new TooManyAttempts(LOCKED, own);
    const elsewhere = this.waitOf(account);
    if (elsewhere > 0) throw new TooManyAttempts(ELSEWHERE, elsewhere);
  }

  /** Counts a failure for the account and the client; says which allowance it used up the last of. */
  async failed(email: string, client: SignInClient): Promise<Exhausted> {
    const [account, pair] = await Promise.all([
      this.perAccount.penalty(email).catch(() => null),
      this.perAccountAndClient.penalty(pairKey(email, client)).catch(() => null),
    ]);
    return { client: pair?.consumedPoints === this.limit, account: account?.consumedPoints === this.limit };
  }

  /** The owner got in: this client's failures are forgotten (the account's stay counted). */
  async succeeded(email: string, client: SignInClient): Promise<void> {
    await this.perAccountAndClient.delete(pairKey(email, client)).catch(() => undefined);
  }

  onModuleDestroy() {
    this.redis?.disconnect();
  }

  private waitOf(res: RateLimiterRes | null): number {
    return res && res.consumedPoints >= this.limit ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
  }
}

const pairKey = (email: string, client: SignInClient) => `${email}|${client.known ?? client.address}`;
