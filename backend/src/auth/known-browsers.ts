// A browser that signs in to an account gets a cookie vouching for it (OWASP's "device cookie"): while an account
// has had too many failed sign-ins from elsewhere, only such browsers are let in (sign-in-limits.ts), so a guesser
// rotating addresses is stopped without locking the owner out. The cookie holds no secret of the account: the user
// id, a random id for the browser and an expiry, signed with a key derived from JWT_SECRET.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { authCookie } from './auth-cookie.js';

const MAX_AGE_DAYS = 365;

@Injectable()
export class KnownBrowsers {
  private readonly key: Buffer;
  readonly cookie: { name: string; path: string };
  readonly maxAgeSeconds = MAX_AGE_DAYS * 24 * 3600;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.auth.jwtSecret).update('known-browser').digest();
    this.cookie = authCookie(config, 'known_browser');
  }

  /** A cookie value vouching for this browser as one `userId` signed in with. */
  issue(userId: number): string {
    const claim = `${userId}.${randomBytes(12).toString('base64url')}.${Math.floor(Date.now() / 1000) + this.maxAgeSeconds}`;
    return `${claim}.${this.mac(claim)}`;
  }

  /** The browser's id when `value` is a genuine, unexpired cookie of this user's; null otherwise. */
  browserOf(value: string | undefined, userId: number): string | null {
    const [user, browser, expires, mac] = value?.split('.') ?? [];
    if (!mac || user !== String(userId) || !(Number(expires) > Date.now() / 1000)) return null;
    const expected = Buffer.from(this.mac(`${user}.${browser}.${expires}`));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? browser : null;
  }

  private mac(claim: string): string {
    return createHmac('sha256', this.key).update(claim).digest('base64url');
  }
}
