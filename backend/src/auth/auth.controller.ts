import { Body, Controller, Get, HttpException, HttpStatus, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { CurrentUser, Public, RequestLanguage } from '../http/decorators.js';
import type { Language } from '../i18n/languages.js';
import { AuthUserView, type AuthUser } from '../views/auth-user.view.js';
import { Answers, Section, Summary } from '../http/openapi.js';
import { DetailView } from '../views/detail.view.js';
import { z } from 'zod';
import { AuthService, type SignedIn } from './auth.service.js';
import { ChangePasswordDto, ForgotPasswordDto, LoginDto, RegisterDto, SetPasswordDto, TokenDto } from './dto/auth.dto.js';
import { EmailConfirmations } from './email-confirmations.service.js';
import { KnownBrowsers } from './known-browsers.js';
import { authCookie } from './auth-cookie.js';
import { say } from '../i18n/error-text.js';

/** What sign-in, registration and the password links answer; the refresh token travels in an httpOnly cookie. */
const SignedInView = z
  .object({
    user: AuthUserView,
    access_token: z.string().meta({ description: 'Send as `Authorization: Bearer <token>`; short-lived, renewed with POST /api/auth/refresh.' }),
  })
  .meta({ id: 'AuthResponse' });
/** A changed password: this browser's new sign-in, and what to tell its user. */
const PasswordChangedView = SignedInView.extend({ detail: z.string() }).meta({ id: 'PasswordChanged' });
const ConfirmedView = z
  .object({ purpose: z.enum(['verify', 'change', 'claim']), detail: z.string(), user: AuthUserView.nullable() })
  .meta({ id: 'EmailConfirmed' });

/** Runs `then` once the answer has been handed over, or its connection closed before that. */
function onceSent(reply: FastifyReply, then: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  reply.raw.once('finish', run);
  reply.raw.once('close', run);
}

export const RESET_LINK_SENT = /*i18n*/ 'If an account uses this address, we have sent it a link to choose a new password. The link works once, for one hour.';

/** Answered as a bodiless 204 by the exceptions filter. */
export class NoSessionToResume extends HttpException {
  constructor() {
    super('', HttpStatus.NO_CONTENT);
  }
}

@Section('Account')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly confirmations: EmailConfirmations,
    private readonly browsers: KnownBrowsers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.cookie = authCookie(config, 'refresh_token');
  }

  private readonly cookie: { name: string; path: string };
  private readonly logger = new Logger('Auth');

  @Public()
  @Post('register')
  @Summary('Create an account and sign in')
  @Answers(SignedInView, 201)
  async register(@Body() dto: RegisterDto, @RequestLanguage() language: Language, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.respond(await this.auth.register({ ...dto, language: dto.language ?? language }), reply);
  }

  /** The single-use link mailed to a speaker whose account a proposal created: sets the password and signs in. */
  @Public()
  @Post('set-password')
  @Summary('Choose a password through a mailed link and sign in')
  @Answers(SignedInView)
  async setPassword(@Body() dto: SetPasswordDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.respond(await this.auth.setPassword(dto), reply);
  }

  /** Always the same answer, whether or not the address has an account. */
  @Public()
  @Post('forgot-password')
  @Summary('Mail a link to choose a new password')
  @Answers(DetailView, 202, 'The same answer whether or not the address has an account')
  forgotPassword(@Body() dto: ForgotPasswordDto, @Req() request: FastifyRequest, @RequestLanguage() language: Language) {
    // Answered before the lookup and the mail are written, so the time taken says nothing about the address either.
    this.auth.forgotPassword(dto.email, request.ip).catch((error: Error) => this.logger.error(`Password reset for a request failed: ${error.message}`));
    return { detail: say(RESET_LINK_SENT, language) };
  }

  /** The mailed reset link: sets the new password, ends every sign-in of the account and signs this browser in. */
  @Public()
  @Post('reset-password')
  @Summary('Set a new password through the mailed link, ending every other sign-in')
  @Answers(SignedInView)
  async resetPassword(@Body() dto: SetPasswordDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.respond(await this.auth.resetPassword(dto), reply);
  }

  /** This browser signs in afresh (a new cookie and access token); every sign-in before ends. */
  @Post('change-password')
  @Summary('Change your password, ending your other sign-ins; this browser signs in afresh')
  @Answers(PasswordChangedView)
  async changePassword(
    @CurrentUser() user: AuthUser,
    @Body() dto: ChangePasswordDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @RequestLanguage() language: Language,
  ) {
    const signedIn = await this.auth.changePassword(user, dto, request.ip);
    // This browser's old sign-in ended too, so its open socket is closed; only once this answer, with the new cookie,
    // is on its way: the page then asks for a token with the new cookie, not the old one (which would sign it out).
    onceSent(reply, () => this.auth.announceEnded(user.id, signedIn.ended));
    return { ...this.respond(signedIn, reply), detail: say(/*i18n*/ 'Your password has been changed. Every other session has been signed out.', language) };
  }

  /** Ends every sign-in of the account, this browser's too. */
  @Post('logout-all')
  @Summary('Sign out everywhere')
  @Answers(null, 204, 'Signed out everywhere')
  async logoutAll(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.signOutEverywhere(user);
    reply.clearCookie(this.cookie.name, { path: this.cookie.path, secure: this.config.auth.cookieSecure });
  }

  /** A link mailed to an address: confirms it, makes it the account's new one, or adds a proposal sent with it. */
  @Public()
  @Post('confirm-email')
  @Summary('Confirm an address through the mailed link')
  @Answers(ConfirmedView)
  async confirmEmail(@Body() dto: TokenDto, @RequestLanguage() language: Language) {
    const { purpose, detail, user } = await this.confirmations.confirm(dto.token);
    return { purpose, detail: say(detail, language), user };
  }

  /** Mails the signed-in user a new link to confirm their address. */
  @Post('resend-confirmation')
  @Summary('Mail a new confirmation link')
  @Answers(DetailView, 202)
  async resendConfirmation(@CurrentUser() user: AuthUser, @RequestLanguage() language: Language) {
    return { detail: say(await this.auth.resendConfirmation(user), language) };
  }

  @Public()
  @Post('login')
  @Summary('Sign in (sets the refresh cookie)')
  @Answers(SignedInView)
  async login(@Body() dto: LoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.respond(await this.auth.login(dto, request.ip, request.cookies[this.browsers.cookie.name]), reply);
  }

  /**
   * Trades the httpOnly refresh cookie for a new short-lived access token (and a new cookie). Without any cookie
   * there is simply no session to resume: 204, not an error, so a visitor's page load logs nothing.
   */
  @Public()
  @Post('refresh')
  @Summary('Trade the refresh cookie for a new access token')
  @Answers(SignedInView, 200, 'A new access token (and a new cookie); 204 without a body when there is no refresh cookie')
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const cookie = request.cookies[this.cookie.name];
    if (!cookie) throw new NoSessionToResume();
    try {
      return this.respond(await this.auth.refresh(cookie), reply);
    } catch (error) {
      reply.clearCookie(this.cookie.name, { path: this.cookie.path, secure: this.config.auth.cookieSecure });
      throw error;
    }
  }

  @Public()
  @Post('logout')
  @Summary('Sign out this browser')
  @Answers(null, 204, 'Signed out')
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.logout(request.cookies[this.cookie.name]);
    reply.clearCookie(this.cookie.name, { path: this.cookie.path, secure: this.config.auth.cookieSecure });
  }

  @Get('me')
  @Summary('The signed-in user')
  @Answers(AuthUserView)
  me(@CurrentUser() user: AuthUser): AuthUser {
    return user;
  }

  private respond(signedIn: SignedIn, reply: FastifyReply) {
    this.setCookie(reply, this.cookie, signedIn.refresh_token, this.config.auth.refreshTokenTtlDays * 24 * 3600);
    // Whoever signs in (a password, a mailed link, a new account, a live refresh cookie) is the owner: this browser is
    // let in while guessing from elsewhere holds other clients off (sign-in-limits.ts).
    this.setCookie(reply, this.browsers.cookie, this.browsers.issue(signedIn.user.id), this.browsers.maxAgeSeconds);
    return { user: signedIn.user, access_token: signedIn.access_token };
  }

  /** httpOnly, SameSite=Lax, Secure over HTTPS. */
  private setCookie(reply: FastifyReply, cookie: { name: string; path: string }, value: string, maxAge: number) {
    reply.setCookie(cookie.name, value, { httpOnly: true, sameSite: 'lax', secure: this.config.auth.cookieSecure, path: cookie.path, maxAge });
  }
}
