// Accounts created for someone else (a speaker's proposal) start without a password; their owner sets one through a
// single-use link that expires. Only the token's hash is stored.
import { BadRequestException, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { hashPassword } from './passwords.js';

export const PASSWORD_SETUP_TTL_HOURS = 72;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class PasswordSetup {
  constructor(private readonly prisma: PrismaService) {}

  /** A new link token for the user, inside the caller's transaction. */
  async issue(tx: Prisma.TransactionClient, userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await tx.passwordSetupToken.create({
      data: { user_id: userId, token_hash: hash(token), expires_at: new Date(Date.now() + PASSWORD_SETUP_TTL_HOURS * 3_600_000) },
    });
    return token;
  }

  /** Spends the token and sets the password; returns the user id. A used, expired or unknown token is refused. */
  async redeem(token: string, password: string): Promise<number> {
    const password_hash = await hashPassword(password);
    return this.prisma.$transaction(async (tx) => {
      const claimed = await tx.passwordSetupToken.updateManyAndReturn({
        where: { token_hash: hash(token), used_at: null, expires_at: { gt: new Date() } },
        data: { used_at: new Date() },
      });
      if (claimed.length === 0) throw new BadRequestException('This link is invalid or has expired. Ask for a new one.');
      await tx.user.update({ where: { id: claimed[0].user_id }, data: { password_hash } });
      return claimed[0].user_id;
    });
  }
}
