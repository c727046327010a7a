// A user's own profile: the name changes at once; a new address needs the current password and takes effect only
// when a link mailed to it is opened (the old address is told), so a stolen session cannot move an account away.
import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { toAuthUser, type AuthUser } from '../views/auth-user.view.js';
import { AuthService } from '../auth/auth.service.js';
import { EmailConfirmations } from '../auth/email-confirmations.service.js';
import { verifyPassword } from '../auth/passwords.js';
import { SecurityLog } from '../auth/security-log.js';
import { SIGNED_IN, SignInLimits } from '../auth/sign-in-limits.js';
import { fieldError } from '../http/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Changes } from '../events/changes.service.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { emailChangeMail, emailChangeNoticeMail } from '../mail/templates.js';
import { PrismaService } from '../prisma/database.js';
import { languageOr } from '../i18n/languages.js';
import type { UpdateProfileDto } from './dto/update-profile.dto.js';

const EMAIL_TAKEN = /*i18n*/ 'This email address is already used by another account';

@Injectable()
export class ProfileService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly changes: Changes,
    private readonly outbox: MailOutbox,
    private readonly confirmations: EmailConfirmations,
    private readonly auth: AuthService,
    private readonly limits: SignInLimits,
    private readonly security: SecurityLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async update(current: AuthUser, dto: UpdateProfileDto, address: string): Promise<AuthUser> {
    const newEmail = dto.email !== undefined && dto.email !== current.email ? dto.email : null;
    if (newEmail) await this.checkPassword(current, dto.current_password, address);
    if (newEmail && (await this.prisma.user.findUnique({ where: { email: newEmail } }))) throw new ConflictException(EMAIL_TAKEN);
    return this.changes.commit(async (tx, announce) => {
      let user = await tx.user.update({
        where: { id: current.id },
        // Asking again for the current address withdraws a pending change.
        data: { full_name: dto.full_name, language: dto.language, ...(dto.email === current.email && { pending_email: null }) },
      });
      if (newEmail) {
        user = await tx.user.update({ where: { id: current.id }, data: { pending_email: newEmail } });
        const confirmUrl = await this.confirmations.issue(tx, user.id, newEmail, 'change');
        const productName = this.config.productName;
        await this.outbox.add(
          tx,
          announce,
          emailChangeMail({ to: newEmail, fullName: user.full_name, confirmUrl, productName, language: languageOr(user.language) }),
        );
        await this.outbox.add(
          tx,
          announce,
          emailChangeNoticeMail({
            to: user.email,
            fullName: user.full_name,
            newEmail,
            productName,
            publicUrl: this.config.publicUrl,
            language: languageOr(user.language),
          }),
        );
        await this.security.add(tx, announce, {
          action: 'email_change_requested',
          account: { id: user.id, email: user.email },
          actor: current,
          summary: `${user.email} asked to change the account's address to ${newEmail}`,
        });
      }
      const view = toAuthUser(user);
      announce('user.updated', { user: view });
      return view;
    });
  }

  /** A wrong password here counts as a failed sign-in (the same limits, the same audit). */
  private async checkPassword(current: AuthUser, password: string | undefined, address: string): Promise<void> {
    if (!password) throw fieldError('body', 'current_password', /*i18n*/ 'Enter your current password to change your email address');
    const client = { address, known: SIGNED_IN };
    await this.limits.check(current.email, client);
    const account = await this.prisma.user.findUniqueOrThrow({ where: { id: current.id } });
    if (!(await verifyPassword(account.password_hash, password))) {
      await this.auth.signInFailed(current.email, current.id, client);
      throw fieldError('body', 'current_password', /*i18n*/ 'Your current password is not correct');
    }
  }
}
