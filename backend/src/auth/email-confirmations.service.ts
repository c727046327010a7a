// Links that prove someone reads an address, and what opening one does: confirm a new account's address, make a
// pending address the account's, or give the account a proposal sent with its address by someone not signed in as
// it (and the speaker role with it). Nothing is granted on an address alone.
import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Changes, type Announce } from '../events/changes.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { toAuthUser, type AuthUser } from '../views/auth-user.view.js';
import { makeSpeakerAccount } from '../speakers/speaker-account.js';
import { SecurityLog } from './security-log.js';
import { newSecretToken, tokenHash } from './secret-tokens.js';
import { text, type Text } from '../i18n/error-text.js';

export type EmailPurpose = 'verify' | 'change' | 'claim';
type Tx = Prisma.TransactionClient;

const TTL_HOURS: Record<EmailPurpose, number> = { verify: 48, change: 48, claim: 7 * 24 };

export const LINK_INVALID = /*i18n*/ 'This link is invalid, has expired or was already used.';

export interface Confirmed {
  purpose: EmailPurpose;
  detail: Text;
  user: AuthUser;
}

@Injectable()
export class EmailConfirmations {
  constructor(
    private readonly changes: Changes,
    private readonly security: SecurityLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new link for `email`, inside the caller's transaction: the URL to mail. */
  async issue(tx: Tx, userId: number, email: string, purpose: EmailPurpose, proposalId?: number): Promise<string> {
    const token = newSecretToken();
    await tx.emailToken.create({
      data: {
        user_id: userId,
        email,
        purpose,
        proposal_id: proposalId ?? null,
        token_hash: tokenHash(token),
        expires_at: new Date(Date.now() + TTL_HOURS[purpose] * 3_600_000),
      },
    });
    return `${this.config.publicUrl}/confirm-email?token=${token}`;
  }

  /** Links of this purpose mailed to the user in the last hour (to cap resends). */
  issuedLastHour(tx: Tx, userId: number, purpose: EmailPurpose): Promise<number> {
    return tx.emailToken.count({ where: { user_id: userId, purpose, created_at: { gt: new Date(Date.now() - 3_600_000) } } });
  }

  /** Spends a link and does what it was mailed for; an unknown, used or expired link is refused. */
  confirm(token: string): Promise<Confirmed> {
    return this.changes.commit(async (tx, announce) => {
      const [link] = await tx.emailToken.updateManyAndReturn({
        where: { token_hash: tokenHash(token), used_at: null, expires_at: { gt: new Date() } },
        data: { used_at: new Date() },
      });
      if (!link) throw new BadRequestException(LINK_INVALID);
      const purpose = link.purpose as EmailPurpose;
      const result = await this.apply(tx, announce, { ...link, purpose });
      announce('user.updated', { user: result.user });
      announce('users.changed', { ids: [result.user.id] });
      return result;
    });
  }

  private async apply(
    tx: Tx,
    announce: Announce,
    link: { user_id: number; email: string; purpose: EmailPurpose; proposal_id: number | null },
  ): Promise<Confirmed> {
    const user = await tx.user.findUniqueOrThrow({ where: { id: link.user_id } });
    if (link.purpose === 'verify') {
      if (user.email !== link.email) throw new BadRequestException(LINK_INVALID);
      const updated = await tx.user.update({ where: { id: user.id }, data: { email_verified_at: user.email_verified_at ?? new Date() } });
      return { purpose: 'verify', detail: /*i18n*/ 'Your email address is confirmed.', user: toAuthUser(updated) };
    }
    if (link.purpose === 'change') {
      if (user.pending_email !== link.email) throw new BadRequestException(LINK_INVALID);
      const taken = await tx.user.findUnique({ where: { email: link.email } });
      if (taken) throw new ConflictException(/*i18n*/ 'This email address is already used by another account');
      const updated = await tx.user.update({
        where: { id: user.id },
        data: { email: link.email, email_verified_at: new Date(), pending_email: null },
      });
      await this.security.add(tx, announce, {
        action: 'email_confirmed',
        account: { id: user.id, email: link.email },
        actor: updated,
        summary: `Address of account ${user.id} changed from ${user.email} to ${link.email} (confirmed by mail)`,
      });
      return { purpose: 'change', detail: text(/*i18n*/ 'Your email address is now {email}.', { email: link.email }), user: toAuthUser(updated) };
    }
    return this.claim(tx, announce, user, link);
  }

  /** The proposal joins the account (still sent with this address, and still unowned), which becomes a speaker's. */
  private async claim(
    tx: Tx,
    announce: Announce,
    user: { id: number; email: string; is_admin: boolean; email_verified_at: Date | null },
    link: { email: string; proposal_id: number | null },
  ): Promise<Confirmed> {
    if (user.email !== link.email || link.proposal_id === null) throw new BadRequestException(LINK_INVALID);
    const [proposal] = await tx.proposal.updateManyAndReturn({
      where: { id: link.proposal_id, user_id: null, email: link.email },
      data: { user_id: user.id },
    });
    if (!proposal) throw new BadRequestException(LINK_INVALID);
    const updated = await makeSpeakerAccount(tx, proposal, user, { email_verified_at: user.email_verified_at ?? new Date() });
    announce('proposals.changed', { proposals: [proposal], userId: user.id });
    return { purpose: 'claim', detail: text(/*i18n*/ '"{title}" is now in your speaker area.', { title: proposal.title }), user: toAuthUser(updated) };
  }
}
