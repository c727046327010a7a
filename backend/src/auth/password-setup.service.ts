// Single-use links that set a password: for accounts created for someone else (a speaker's proposal, 72 hours) and for
// a forgotten password (one hour). Only the token's hash is stored; spending one link retires the user's other links.
import { BadRequestException, Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { hashPassword } from './passwords.js';
import { newSecretToken, tokenHash } from './secret-tokens.js';

export const PASSWORD_SETUP_TTL_HOURS = 72;
export const PASSWORD_RESET_TTL_HOURS = 1;
/** Reset mails one account can be sent per hour, whoever asks (no mail bombing through the form). */
export const PASSWORD_RESETS_PER_HOUR = 3;

@Injectable()
export class PasswordSetup {
  constructor(private readonly prisma: PrismaService) {}

  /** A new link token for the user, inside the caller's transaction. */
  async issue(tx: Prisma.TransactionClient, userId: number, ttlHours = PASSWORD_SETUP_TTL_HOURS): Promise<string> {
    const token = newSecretToken();
    await tx.passwordSetupToken.create({
      data: { user_id: userId, token_hash: tokenHash(token), expires_at: new Date(Date.now() + ttlHours * 3_600_000) },
    });
    return token;
  }

  /** Links issued to the user in the last hour (to cap reset mails). */
  issuedLastHour(tx: Prisma.TransactionClient, userId: number): Promise<number> {
    return tx.passwordSetupToken.count({ where: { user_id: userId, created_at: { gt: new Date(Date.now() - 3_600_000) } } });
  }

  /** Spends the token and sets the password; returns the user id. A used, expired or unknown token is refused. */
  async redeem(token: string, password: string): Promise<number> {
    const password_hash = await hashPassword(password);
    return this.prisma.$transaction(async (tx) => {
      const claimed = await tx.passwordSetupToken.updateManyAndReturn({
        where: { token_hash: tokenHash(token), used_at: null, expires_at: { gt: new Date() } },
        data: { used_at: new Date() },
      });
      if (claimed.length === 0) throw new BadRequestException(/*i18n*/ 'This link is invalid or has expired. Ask for a new one.');
      await tx.passwordSetupToken.updateMany({ where: { user_id: claimed[0].user_id, used_at: null }, data: { used_at: new Date() } });
      await tx.user.update({ where: { id: claimed[0].user_id }, data: { password_hash } });
      // The link was mailed to the account's address: whoever opened it reads that address.
      await tx.user.updateMany({ where: { id: claimed[0].user_id, email_verified_at: null }, data: { email_verified_at: new Date() } });
      return claimed[0].user_id;
    });
  }
}
