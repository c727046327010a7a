import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, ConfigError, type AppConfig } from '../config/config.js';
import { PrismaService } from '../prisma/database.js';
import { START_UP_TRANSACTION, takeStartUpLock } from '../prisma/start-up-lock.js';
import { hashPassword } from './passwords.js';

/**
 * Creates the ADMIN_EMAIL admin when no account has that address. The password is set on creation, never overwritten.
 * An existing admin is re-activated (the way back in for a locked-out organiser); an existing account that is not an
 * admin is never promoted, since whoever registered the address first would become an admin: start-up stops instead.
 */
@Injectable()
export class AdminAccount implements OnApplicationBootstrap {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap() {
    const admin = this.config.admin;
    if (!admin) return;
    const email = admin.email.trim().toLowerCase();
    // Replicas starting together on an empty database take turns here; the second finds the first one's admin.
    const created = await this.prisma.$transaction(async (tx) => {
      await takeStartUpLock(tx);
      const existing = await tx.user.findUnique({ where: { email } });
      if (existing) {
        if (!existing.is_admin) {
          throw new ConfigError(
            `Invalid configuration:\n  ADMIN_EMAIL: ${email} belongs to an account that is not an administrator; it is not promoted at start-up. ` +
              'Choose another address, or have an administrator give that account the admin role.',
          );
        }
        if (!existing.is_active) await tx.user.update({ where: { id: existing.id }, data: { is_active: true } });
        return false;
      }
      await tx.user.create({
        // The operator chose this address: it counts as confirmed.
        data: { email, full_name: 'Administrator', is_admin: true, email_verified_at: new Date(), password_hash: await hashPassword(admin.password) },
      });
      return true;
    }, START_UP_TRANSACTION);
    if (created) new Logger('Auth').log(`Created admin account ${email}`);
  }
}
