import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { toAuthUser, type AuthUser } from '../views/auth-user.view.js';
import { EmailConfirmations } from '../auth/email-confirmations.service.js';
import { PasswordSetup } from '../auth/password-setup.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { proposalClaimMail, proposalReceivedMail } from '../mail/templates.js';
import { Changes } from '../events/changes.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { makeSpeakerAccount } from '../speakers/speaker-account.js';
import type { ProposalDto } from './proposal.dto.js';
import { DEFAULT_LANGUAGE, languageOr, type Language } from '../i18n/languages.js';

export const CFP_CLOSED = /*i18n*/ 'The call for speakers is closed.';

@Injectable()
export class CfpService {
  constructor(
    private readonly changes: Changes,
    private readonly settings: SettingsService,
    private readonly outbox: MailOutbox,
    private readonly passwordSetup: PasswordSetup,
    private readonly confirmations: EmailConfirmations,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores a proposal as pending. Who gets it depends on who sends it, never on the address alone:
   * - a new address gets a speaker account and a single-use link to set its password (opening it proves the address);
   * - the signed-in owner of the address gets it in their speaker area at once;
   * - anyone else sending an existing account's address leaves that account untouched: the proposal waits, unowned,
   *   and the address is mailed a link that adds it to the account (and makes it a speaker's) if it is theirs.
   * One transaction, one mail.
   */
  async submit(dto: ProposalDto, caller?: AuthUser, language: Language = DEFAULT_LANGUAGE) {
    if (!(await this.settings.get()).accepting_cfp) throw new ForbiddenException(CFP_CLOSED);
    const proposal = await this.changes.commit(async (tx, announce) => {
      const existing = await tx.user.findUnique({ where: { email: dto.email } });
      if (existing && existing.id !== caller?.id) {
        const row = await tx.proposal.create({ data: { ...dto, status: 'pending', user_id: null } });
        const confirmUrl = await this.confirmations.issue(tx, existing.id, existing.email, 'claim', row.id);
        await this.outbox.add(
          tx,
          announce,
          proposalClaimMail({
            to: existing.email,
            fullName: existing.full_name,
            title: row.title,
            confirmUrl,
            productName: this.config.productName,
            language: languageOr(existing.language),
          }),
        );
        announce('proposals.changed', { proposals: [row], userId: null });
        return row;
      }
      // A new account speaks the language the proposal was sent in.
      const account = await makeSpeakerAccount(tx, dto, existing, {}, language);
      const row = await tx.proposal.create({ data: { ...dto, status: 'pending', user_id: account.id } });
      const setupToken = account.password_hash ? null : await this.passwordSetup.issue(tx, account.id);
      await this.outbox.add(
        tx,
        announce,
        proposalReceivedMail({
          to: row.email,
          speakerName: row.speaker_name,
          title: row.title,
          productName: this.config.productName,
          publicUrl: this.config.publicUrl,
          setPasswordUrl: setupToken ? `${this.config.publicUrl}/set-password?token=${setupToken}` : null,
          language: languageOr(account.language),
        }),
      );
      announce('user.updated', { user: toAuthUser(account) });
      announce('users.changed', { ids: [account.id] });
      announce('proposals.changed', { proposals: [row], userId: account.id });
      return row;
    });
    return { id: proposal.id, status: proposal.status };
  }
}
