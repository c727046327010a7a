import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PrismaService } from '../prisma/database.js';
import { toAuthUser, type AuthUser } from '../common/auth-user.js';

export interface AccessTokenPayload {
  sub: number;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly prisma: PrismaService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.auth.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  // The user is read on every request, so a role change, deactivation or deletion applies at once.
  async validate(payload: AccessTokenPayload): Promise<AuthUser> {
    const user = typeof payload.sub === 'number' ? await this.prisma.user.findUnique({ where: { id: payload.sub } }) : null;
    if (!user || !user.is_active) throw new UnauthorizedException('Not authenticated');
    return toAuthUser(user);
  }
}
