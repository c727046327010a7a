// Password guessing is limited by what it guesses at, not by where it comes from: failed sign-ins are counted per
// account (an attacker rotating addresses) and per account and address (one client), and only failures count, so a
// venue's hundreds of attendees behind one address sign in freely. With Redis the counters are shared by replicas;
// while Redis is away each replica counts in memory.
import { HttpException, HttpStatus, Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import { counterRedis } from '../common/rate-limits.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

/** 429 with Retry-After (set by the exceptions filter) and a detail saying when to try again. */
export class TooManyAttempts extends HttpException {
  constructor(
    what: string,
    readonly retryAfterSeconds: number,
  ) {
    super(`${what} Try again in ${describeWait(retryAfterSeconds)}.`, HttpStatus.TOO_MANY_REQUESTS);
  }
}

export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const LOCKED = 'Too many failed sign-ins for this account.';

@Injectable()
export class SignInLimits implements OnModuleDestroy {
  private readonly redis?: Redis;
  private readonly perAccount: RateLimiterAbstract;
  private readonly perAccountAndAddress: RateLimiterAbstract;
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
    this.perAccountAndAddress = limiter('account-address');
  }

  /** Refuses with 429 while the account, or this address for it, has used up its failures. */
  async check(email: string, address: string): Promise<void> {
    const [account, pair] = await Promise.all([
      this.perAccount.get(email).catch(() => null),
      this.perAccountAndAddress.get(`${email}|${address}`).catch(() => null),
    ]);
    const wait = Math.max(this.waitOf(account), this.waitOf(pair));
    if (wait > 0) throw new TooManyAttempts(LOCKED, wait);
  }

  /** Counts a failure; true when it used up the last one (the account is now locked for the window). */
  async failed(email: string, address: string): Promise<boolean> {
    const [account, pair] = await Promise.all([
      this.perAccount.penalty(email).catch(() => null),
      this.perAccountAndAddress.penalty(`${email}|${address}`).catch(() => null),
    ]);
    return account?.consumedPoints === this.limit || pair?.consumedPoints === this.limit;
  }

  /** The owner got in from this address: its failures there are forgotten (the account's stay counted). */
  async succeeded(email: string, address: string): Promise<void> {
    await this.perAccountAndAddress.delete(`${email}|${address}`).catch(() => undefined);
  }

  onModuleDestroy() {
    this.redis?.disconnect();
  }

  private waitOf(res: RateLimiterRes | null): number {
    return res && res.consumedPoints >= this.limit ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
  }
}
