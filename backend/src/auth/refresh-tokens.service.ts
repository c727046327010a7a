// Long-lived sign-in lives in an httpOnly cookie holding a rotating refresh token, never in localStorage.
// Only a hash is stored; presenting a token that was already rotated revokes the whole family (theft detection).
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PrismaService } from '../prisma/database.js';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

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
    const token = randomBytes(32).toString('base64url');
    await this.prisma.refreshToken.create({
      data: { user_id: userId, token_hash: sha256(token), expires_at: new Date(Date.now() + this.ttlMs) },
    });
    return token;
  }

  /** Returns the user id and a new token; the presented one stops working. */
  async rotate(token: string): Promise<{ userId: number; token: string }> {
    const row = await this.prisma.refreshToken.findUnique({ where: { token_hash: sha256(token) } });
    if (!row || row.expires_at < new Date()) throw new UnauthorizedException('Session expired, please sign in again');
    if (row.revoked_at) {
      await this.revokeAll(row.user_id);
      throw new UnauthorizedException('Session expired, please sign in again');
    }
    const claimed = await this.prisma.refreshToken.updateMany({
      where: { id: row.id, revoked_at: null },
      data: { revoked_at: new Date() },
    });
    if (claimed.count === 0) throw new UnauthorizedException('Session expired, please sign in again');
    return { userId: row.user_id, token: await this.issue(row.user_id) };
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
