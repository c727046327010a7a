// Long-lived sign-in lives in an httpOnly cookie holding a rotating refresh token, never in localStorage.
// Only a hash is stored; presenting a token rotated more than a few seconds ago revokes all of the user's sessions
// (theft detection).
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PrismaService } from '../prisma/database.js';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

// Two tabs refreshing at the same moment present the same token; within this window the second is not theft.
export const REFRESH_REUSE_GRACE_MS = 10_000;

@Injectable()
export class RefreshTokens {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get ttlMs(): number {
    return this.config.auth.refreshTokenTtlDays * 24 * 3600 * 1000;
  }

  async issue(userId: number): Promise<string> {
    return (await this.create(userId)).token;
  }

  private async create(userId: number): Promise<{ id: number; token: string }> {
    const token = randomBytes(32).toString('base64url');
    const row = await this.prisma.refreshToken.create({
      data: { user_id: userId, token_hash: sha256(token), expires_at: new Date(Date.now() + this.ttlMs) },
    });
    return { id: row.id, token };
  }

  /** Returns the user id and a new token; the presented one stops working. */
  async rotate(token: string): Promise<{ userId: number; token: string }> {
    const row = await this.prisma.refreshToken.findUnique({ where: { token_hash: sha256(token) } });
    if (!row || row.expires_at < new Date()) throw new UnauthorizedException('Session expired, please sign in again');
    if (row.revoked_at) {
      // Only a token retired by rotation gets the grace window; one revoked by sign-out or theft never works again.
      if (row.replaced_by !== null && Date.now() - row.revoked_at.getTime() < REFRESH_REUSE_GRACE_MS) {
        return { userId: row.user_id, token: await this.issue(row.user_id) };
      }
      await this.revokeAll(row.user_id);
      throw new UnauthorizedException('Session expired, please sign in again');
    }
    const next = await this.create(row.user_id);
    // If another request rotated this token a moment ago, this one simply gets its own new token.
    await this.prisma.refreshToken.updateMany({
      where: { id: row.id, revoked_at: null },
      data: { revoked_at: new Date(), replaced_by: next.id },
    });
    return { userId: row.user_id, token: next.token };
  }

  async revoke(token: string): Promise<void> {
    await this.prisma.refreshToken.updateMany({
      where: { token_hash: sha256(token), revoked_at: null },
      data: { revoked_at: new Date() },
    });
  }

  async revokeAll(userId: number): Promise<void> {
    await this.prisma.refreshToken.updateMany({ where: { user_id: userId, revoked_at: null }, data: { revoked_at: new Date() } });
  }
}
