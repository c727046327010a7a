import { ConflictException, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { fieldError } from '../http/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Prisma } from '../generated/prisma/client.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { i18nIn, languageOr } from '../i18n/languages.js';
import { confirmEmailMail, passwordResetMail, welcomeMail } from '../mail/templates.js';
import { Changes } from '../events/changes.service.js';
import { PrismaService } from '../prisma/database.js';
import { toAuthUser, type AuthUser } from '../views/auth-user.view.js';
import type { ChangePasswordDto, LoginDto, RegisterDto, SetPasswordDto } from './dto/auth.dto.js';
import { PASSWORD_RESET_TTL_HOURS, PASSWORD_RESETS_PER_HOUR, PasswordSetup } from './password-setup.service.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.js';
import { RefreshTokens } from './refresh-tokens.service.js';
import { EmailConfirmations } from './email-confirmations.service.js';
import { SecurityLog } from './security-log.js';
import { KnownBrowsers } from './known-browsers.js';
import { SIGNED_IN, SignInLimits, TooManyAttempts, type SignInClient } from './sign-in-limits.js';

const CONFIRMATIONS_PER_HOUR = 3;

/** What an access token carries: the user, the sign-in it belongs to, and its expiry (seconds since the epoch). */
export interface AccessTokenPayload {
  sub: number;
  sid: number;
  exp: number;
}

/** The holder of a valid access token. */
export interface AccessHolder {
  user: AuthUser;
  sid: number;
  /** When the token expires (ms since the epoch). */
  expiresAt: number;
}

export interface SignedIn {
  user: AuthUser;
  access_token: string;
  refresh_token: string;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly changes: Changes,
    private readonly jwt: JwtService,
    private readonly refreshTokens: RefreshTokens,
    private readonly outbox: MailOutbox,
    private readonly notifications: NotificationsService,
    private readonly passwordSetup: PasswordSetup,
    private readonly limits: SignInLimits,
    private readonly browsers: KnownBrowsers,
    private readonly security: SecurityLog,
    private readonly confirmations: EmailConfirmations,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async register(dto: RegisterDto): Promise<SignedIn> {
    const password_hash = await hashPassword(dto.password);
    let created;
    try {
      created = await this.changes.commit(async (tx, announce) => {
        const user = await tx.user.create({ data: { email: dto.email, full_name: dto.full_name, password_hash, language: dto.language } });
        const confirmUrl = await this.confirmations.issue(tx, user.id, user.email, 'verify');
        await this.outbox.add(
          tx,
          announce,
          welcomeMail({
            to: user.email,
            fullName: user.full_name,
            productName: this.config.productName,
            publicUrl: this.config.publicUrl,
            confirmUrl,
            language: languageOr(user.language),
          }),
        );
        const i18n = i18nIn(user.language);
        await this.notifications.create(tx, announce, user.id, {
          type: 'success',
          title: i18n._('Welcome to {product}', { product: this.config.productName }),
          message: i18n._('Your account is ready. Complete your registration and build your personal schedule.'),
          link: '/dashboard',
        });
        announce('user.registered', { user: toAuthUser(user) });
        return user;
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw new ConflictException(/*i18n*/ 'An account with this email already exists');
      }
      throw error;
    }
    return this.signIn(toAuthUser(created));
  }

  /**
   * `address` is the client's (through trusted proxies only); `browserCookie` vouches for a browser that signed in to
   * this account before. Failures are limited per account and per client (sign-in-limits.ts).
   */
  async login(dto: LoginDto, address: string, browserCookie?: string): Promise<SignedIn> {
    const user = await this.prisma.user.findUnique({ where: { email: dto.email } });
    const browser = user && this.browsers.browserOf(browserCookie, user.id);
    const client: SignInClient = { address, known: browser ? `browser:${browser}` : undefined };
    await this.limits.check(dto.email, client);
    const valid = user ? await verifyPassword(user.password_hash, dto.password) : await burnPasswordCheck(dto.password);
    if (!user || !valid) {
      await this.signInFailed(dto.email, user?.id ?? null, client);
      throw new UnauthorizedException(/*i18n*/ 'Incorrect email or password');
    }
    if (!user.is_active) throw new ForbiddenException(/*i18n*/ 'This account is inactive');
    await this.limits.succeeded(dto.email, client);
    return this.signIn(toAuthUser(user));
  }

  /** Counts a failed password for the account (sign-in or a password change) and records it; a lockout too. */
  async signInFailed(email: string, userId: number | null, client: SignInClient): Promise<void> {
    const exhausted = await this.limits.failed(email, client);
    const account = { id: userId, email };
    const { address } = client;
    await this.security.record({ action: 'sign_in_failed', account, summary: `Failed sign-in for ${email} from ${address}` });
    if (exhausted.account || exhausted.client) {
      const { limit, windowMs } = this.config.auth.failedSignIns;
      const minutes = Math.round(windowMs / 60_000);
      await this.security.record({
        action: 'locked_out',
        account,
        summary: exhausted.account
          ? `Sign-in for ${email} limited to browsers that signed in to it before, after ${limit} failures (${minutes} minutes), last from ${address}`
          : `Sign-in for ${email} locked after ${limit} failures from one ${client.known ? 'browser' : 'address'} (${minutes} minutes), last from ${address}`,
      });
    }
  }

  /** Sets the password of an account created by a proposal, through its mailed link, and signs its owner in. */
  async setPassword(dto: SetPasswordDto): Promise<SignedIn> {
    const userId = await this.passwordSetup.redeem(dto.token, dto.password);
    const user = await this.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    if (!user.is_active) throw new ForbiddenException(/*i18n*/ 'This account is inactive');
    return this.signIn(toAuthUser(user));
  }

  /**
   * Mails a single-use reset link (one hour) to an active account with this address. The caller answers the same
   * whatever happens here, so the form reveals nothing about which addresses have accounts.
   */
  async forgotPassword(email: string, address: string): Promise<void> {
    await this.changes.commit(async (tx, announce) => {
      const user = await tx.user.findUnique({ where: { email } });
      if (!user || !user.is_active) return;
      // Requests for one account take turns, so the hourly cap holds when they arrive together.
      await tx.$executeRaw`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`;
      if ((await this.passwordSetup.issuedLastHour(tx, user.id)) >= PASSWORD_RESETS_PER_HOUR) return;
      const token = await this.passwordSetup.issue(tx, user.id, PASSWORD_RESET_TTL_HOURS);
      await this.outbox.add(
        tx,
        announce,
        passwordResetMail({
          to: user.email,
          fullName: user.full_name,
          resetUrl: `${this.config.publicUrl}/reset-password?token=${token}`,
          productName: this.config.productName,
          language: languageOr(user.language),
        }),
      );
      await this.security.add(tx, announce, {
        action: 'password_reset_requested',
        account: { id: user.id, email: user.email },
        summary: `Password reset link sent to ${user.email} (asked from ${address})`,
      });
    });
  }

  /** Spends a reset link: the new password, every sign-in of the account ended, and a fresh one for this browser. */
  async resetPassword(dto: SetPasswordDto): Promise<SignedIn> {
    const userId = await this.passwordSetup.redeem(dto.token, dto.password);
    await this.refreshTokens.revokeAll(userId);
    const user = await this.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    await this.security.record({
      action: 'password_reset',
      account: { id: user.id, email: user.email },
      actor: user,
      summary: `Password of ${user.email} reset through a mailed link; every sign-in ended`,
    });
    if (!user.is_active) throw new ForbiddenException(/*i18n*/ 'This account is inactive');
    return this.signIn(toAuthUser(user));
  }

  /**
   * Needs the current password (a wrong one counts as a failed sign-in); ends every other sign-in of the account, and
   * keeps the one whose refresh token is presented.
   */
  /**
   * Sets a new password after checking the current one. The browser that changed it signs in afresh (a new sign-in, not
   * the next token of its old one) and every sign-in before ends, its own old one too: a copy of a token it rotated
   * moments ago (the two-tabs grace) would otherwise still resume the sign-in the change kept.
   */
  async changePassword(user: AuthUser, dto: ChangePasswordDto, address: string): Promise<SignedIn & { ended: number[] }> {
    const client = { address, known: SIGNED_IN };
    await this.limits.check(user.email, client);
    const account = await this.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    if (!(await verifyPassword(account.password_hash, dto.current_password))) {
      await this.signInFailed(user.email, user.id, client);
      throw fieldError('body', 'current_password', /*i18n*/ 'Your current password is not correct');
    }
    const password_hash = await hashPassword(dto.new_password);
    await this.changes.commit(async (tx, announce) => {
      await tx.user.update({ where: { id: user.id }, data: { password_hash } });
      await tx.passwordSetupToken.updateMany({ where: { user_id: user.id, used_at: null }, data: { used_at: new Date() } });
      await this.security.add(tx, announce, {
        action: 'password_changed',
        account: { id: user.id, email: user.email },
        actor: user,
        summary: `Password of ${user.email} changed; every other sign-in ended`,
      });
    });
    const signedIn = await this.signIn(user);
    return { ...signedIn, ended: await this.refreshTokens.revokeOthers(user.id, signedIn.sid) };
  }

  /** Closes the sockets of sign-ins a password change ended (RefreshTokens.announceEnded). */
  announceEnded(userId: number, sids: number[]): void {
    this.refreshTokens.announceEnded(userId, sids);
  }

  /** A new confirmation link for the signed-in user's address (at most three an hour); nothing when confirmed. */
  async resendConfirmation(user: AuthUser): Promise<string> {
    return this.changes.commit(async (tx, announce) => {
      await tx.$executeRaw`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`;
      const account = await tx.user.findUniqueOrThrow({ where: { id: user.id } });
      if (account.email_verified_at) return /*i18n*/ 'Your email address is already confirmed.';
      if ((await this.confirmations.issuedLastHour(tx, account.id, 'verify')) >= CONFIRMATIONS_PER_HOUR) {
        throw new TooManyAttempts(/*i18n*/ 'We have sent you several links in the last hour; please use the newest one.', 3600);
      }
      const confirmUrl = await this.confirmations.issue(tx, account.id, account.email, 'verify');
      await this.outbox.add(
        tx,
        announce,
        confirmEmailMail({
          to: account.email,
          fullName: account.full_name,
          confirmUrl,
          productName: this.config.productName,
          language: languageOr(account.language),
        }),
      );
      return `We have sent a new link to ${account.email}.`;
    });
  }

  /** Ends every sign-in of the account, this one included. */
  async signOutEverywhere(user: AuthUser): Promise<void> {
    await this.refreshTokens.revokeAll(user.id);
    await this.security.record({
      action: 'signed_out_everywhere',
      account: { id: user.id, email: user.email },
      actor: user,
      summary: `${user.email} signed out everywhere`,
    });
  }

  async refresh(token: string | undefined): Promise<SignedIn> {
    if (!token) throw new UnauthorizedException(/*i18n*/ 'Not signed in');
    const rotated = await this.refreshTokens.rotate(token);
    const user = await this.prisma.user.findUnique({ where: { id: rotated.userId } });
    if (!user || !user.is_active) {
      await this.refreshTokens.revoke(rotated.token);
      throw new UnauthorizedException(/*i18n*/ 'Not signed in');
    }
    return { user: toAuthUser(user), access_token: this.accessToken(user.id, rotated.sid), refresh_token: rotated.token };
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.refreshTokens.revoke(token);
  }

  /** `sid` names the sign-in (its first refresh token), so ending it can close the sockets it opened. */
  accessToken(userId: number, sid: number): string {
    return this.jwt.sign({ sub: userId, sid }, { expiresIn: this.config.auth.accessTokenTtlSeconds });
  }

  /**
   * Verifies an access token (the socket handshake and its renewals): the active user, the sign-in and when the token
   * expires; null when it is bad, expired or its sign-in has ended.
   */
  async identify(token: unknown): Promise<AccessHolder | null> {
    if (typeof token !== 'string' || !token) return null;
    let payload: AccessTokenPayload;
    try {
      payload = await this.jwt.verifyAsync<AccessTokenPayload>(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    return this.holderOf(payload);
  }

  /**
   * Who a verified access token speaks for: its user, if still active, and only while its sign-in (`sid`) is on, so
   * signing out, a password change or reset end the access tokens issued before at once. Both are read together.
   */
  async holderOf(payload: AccessTokenPayload): Promise<AccessHolder | null> {
    const { sub, sid, exp } = payload;
    if (!Number.isInteger(sub) || !Number.isInteger(sid) || typeof exp !== 'number') return null;
    const [user, live] = await Promise.all([this.prisma.user.findUnique({ where: { id: sub } }), this.refreshTokens.isLive(sid)]);
    return user && user.is_active && live ? { user: toAuthUser(user), sid, expiresAt: exp * 1000 } : null;
  }

  /** The user as they are now, if they may still sign in. */
  async activeUser(id: number): Promise<AuthUser | null> {
    const user = await this.prisma.user.findUnique({ where: { id } });
    return user && user.is_active ? toAuthUser(user) : null;
  }

  /** A door helper (organisers check in through their role): their sockets hear the live count of arrivals. */
  async isDoorHelper(id: number): Promise<boolean> {
    const user = await this.prisma.user.findUnique({ where: { id }, select: { can_check_in: true } });
    return user?.can_check_in ?? false;
  }

  private async signIn(user: AuthUser): Promise<SignedIn & { sid: number }> {
    const { token, sid } = await this.refreshTokens.issue(user.id);
    return { user, access_token: this.accessToken(user.id, sid), refresh_token: token, sid };
  }
}
