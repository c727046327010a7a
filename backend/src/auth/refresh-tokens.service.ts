// Long-lived sign-in lives in an httpOnly cookie holding a rotating refresh token, never in localStorage.
// Only a hash is stored; presenting a token rotated more than a few seconds ago revokes all of the user's sessions
// (theft detection).
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DomainEvents } from '../events/domain-events.js';
import { PrismaService } from '../prisma/database.js';
import { SecurityLog } from './security-log.js';
import { newSecretToken, tokenHash } from './secret-tokens.js';

// Two tabs refreshing at the same moment present the same token; within this window the second is not theft.
export const REFRESH_REUSE_GRACE_MS = 10_000;

@Injectable()
export class RefreshTokens {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
    private readonly security: SecurityLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get ttlMs(): number {
    return this.config.auth.refreshTokenTtlDays * 24 * 3600 * 1000;
  }

  /** A new sign-in: its token, and its id (`sid`) for the access tokens it leads to. */
  async issue(userId: number): Promise<{ token: string; sid: number }> {
    const row = await this.create(userId, null);
    return { token: row.token, sid: row.id };
  }

  private async create(userId: number, familyId: number | null): Promise<{ id: number; token: string }> {
    const token = newSecretToken();
    const row = await this.prisma.refreshToken.create({
      data: { user_id: userId, token_hash: tokenHash(token), expires_at: new Date(Date.now() + this.ttlMs), family_id: familyId },
    });
    return { id: row.id, token };
  }

  /** Returns the user id, a new token of the same sign-in and its `sid`; the presented one stops working. */
  async rotate(token: string): Promise<{ userId: number; token: string; sid: number }> {
    const row = await this.prisma.refreshToken.findUnique({ where: { token_hash: tokenHash(token) } });
    if (!row || row.expires_at < new Date()) throw new UnauthorizedException(/*i18n*/ 'Session expired, please sign in again');
    if (row.revoked_at) {
      // Only a token retired by rotation gets the grace window; one revoked by sign-out or theft never works again.
      if (row.replaced_by !== null && Date.now() - row.revoked_at.getTime() < REFRESH_REUSE_GRACE_MS) {
        const sid = row.family_id ?? row.id;
        // ...of a sign-in that is still on: one ended since (sign-out, password change or reset) stays ended.
        if (!(await this.isLive(sid))) throw new UnauthorizedException(/*i18n*/ 'Session expired, please sign in again');
        return { userId: row.user_id, token: (await this.create(row.user_id, sid)).token, sid };
      }
      // A token ended by sign-out or a password change is simply over: the browser that held it asks again, and must
      // not end the account's other sign-ins. Only a token retired by rotation, presented later, means a copy exists.
      if (row.replaced_by === null) throw new UnauthorizedException(/*i18n*/ 'Session expired, please sign in again');
      await this.revokeAll(row.user_id);
      const owner = await this.prisma.user.findUnique({ where: { id: row.user_id }, select: { email: true } });
      await this.security.record({
        action: 'token_reuse',
        account: { id: row.user_id, email: owner?.email ?? '' },
        summary: `A retired sign-in token of ${owner?.email ?? `user ${row.user_id}`} was presented again: every sign-in of the account ended`,
      });
      throw new UnauthorizedException(/*i18n*/ 'Session expired, please sign in again');
    }
    const sid = row.family_id ?? row.id;
    const next = await this.create(row.user_id, sid);
    // If another request rotated this token a moment ago, this one simply gets its own new token.
    await this.prisma.refreshToken.updateMany({
      where: { id: row.id, revoked_at: null },
      data: { revoked_at: new Date(), replaced_by: next.id },
    });
    return { userId: row.user_id, token: next.token, sid };
  }

  /** Ends the sign-in this token belongs to; its user and `sid`, or null for a token that was not live. */
  async revoke(token: string): Promise<{ userId: number; sid: number } | null> {
    const row = await this.prisma.refreshToken.findUnique({ where: { token_hash: tokenHash(token) } });
    if (!row) return null;
    const ended = await this.prisma.refreshToken.updateMany({ where: { id: row.id, revoked_at: null }, data: { revoked_at: new Date() } });
    if (ended.count === 0) return null;
    this.events.emit('access.changed', { userId: row.user_id, sid: row.family_id ?? row.id });
    return { userId: row.user_id, sid: row.family_id ?? row.id };
  }

  /**
   * Whether the sign-in `sid` is still on: while it is, exactly its newest refresh token is live (rotation creates the
   * next one before retiring the last); ending it (sign-out, password change or reset, theft) revokes that one.
   */
  async isLive(sid: number): Promise<boolean> {
    const live = await this.prisma.refreshToken.findFirst({
      where: { OR: [{ id: sid }, { family_id: sid }], revoked_at: null, expires_at: { gt: new Date() } },
      select: { id: true },
    });
    return live !== null;
  }

  /** The sign-in (`sid`) a live refresh token belongs to, or null. */
  async sidOf(token: string | undefined, userId: number): Promise<number | null> {
    if (!token) return null;
    const row = await this.prisma.refreshToken.findUnique({ where: { token_hash: tokenHash(token) } });
    return row && row.user_id === userId && !row.revoked_at ? (row.family_id ?? row.id) : null;
  }

  /**
   * Ends every sign-in of the user but `keepSid` (a password change) and answers the sign-ins it ended; their sockets
   * close once `announceEnded` is called with them (at once, or when an answer carrying a new sign-in has gone out).
   */
  async revokeOthers(userId: number, keepSid: number): Promise<number[]> {
    // A sign-in's first token has no family_id (its id is the sid); later ones carry it. NULL never equals, so say so.
    const others = { user_id: userId, revoked_at: null, id: { not: keepSid }, OR: [{ family_id: null }, { family_id: { not: keepSid } }] };
    const live = await this.prisma.refreshToken.findMany({ where: others, select: { id: true, family_id: true } });
    await this.prisma.refreshToken.updateMany({ where: others, data: { revoked_at: new Date() } });
    return [...new Set(live.map((row) => row.family_id ?? row.id))];
  }

  /** Closes the sockets of these ended sign-ins, on every replica. */
  announceEnded(userId: number, sids: number[]): void {
    for (const sid of sids) this.events.emit('access.changed', { userId, sid });
  }

  /** Ends every sign-in of the user (a stolen token was replayed): their open sockets close too. */
  async revokeAll(userId: number): Promise<void> {
    await this.prisma.refreshToken.updateMany({ where: { user_id: userId, revoked_at: null }, data: { revoked_at: new Date() } });
    this.events.emit('access.changed', { userId, signedOut: true });
  }
}
