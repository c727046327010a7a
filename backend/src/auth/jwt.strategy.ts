import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { AuthUser } from '../views/auth-user.view.js';
import { AuthService, type AccessTokenPayload } from './auth.service.js';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly auth: AuthService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.auth.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  // The user and the sign-in are read on every request, so a role change, deactivation, deletion or the end of the
  // sign-in (sign-out, a password change or reset) applies at once.
  async validate(payload: AccessTokenPayload): Promise<AuthUser> {
    const holder = await this.auth.holderOf(payload);
    if (!holder) throw new UnauthorizedException(/*i18n*/ 'Not authenticated');
    return holder.user;
  }
}
