import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AuditModule } from '../audit/audit.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { AdminAccount } from './admin-account.js';
import { AuthController } from './auth.controller.js';
import { JwtAuthGuard, RolesGuard } from './auth.guards.js';
import { PasswordSetup } from './password-setup.service.js';
import { AuthService } from './auth.service.js';
import { EmailConfirmations } from './email-confirmations.service.js';
import { JwtStrategy } from './jwt.strategy.js';
import { KnownBrowsers } from './known-browsers.js';
import { RefreshTokens } from './refresh-tokens.service.js';
import { SecurityLog } from './security-log.js';
import { SignInLimits } from './sign-in-limits.js';

@Module({
  imports: [
    AuditModule,
    NotificationsModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.auth.jwtSecret, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    RefreshTokens,
    JwtStrategy,
    AdminAccount,
    PasswordSetup,
    SecurityLog,
    SignInLimits,
    KnownBrowsers,
    EmailConfirmations,
    // Order matters: authenticate first, then check roles.
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [AuthService, PasswordSetup, EmailConfirmations, SecurityLog, SignInLimits],
})
export class AuthModule {}
