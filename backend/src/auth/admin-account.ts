import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PrismaService } from '../prisma/database.js';
import { hashPassword } from './passwords.js';

/** Makes sure ADMIN_EMAIL is an active admin. The password is set when the account is created, not overwritten later. */
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
    const existing = await this.prisma.user.findUnique({ where: { email } });
    if (existing) {
      if (!existing.is_admin || !existing.is_active) {
        await this.prisma.user.update({ where: { id: existing.id }, data: { is_admin: true, is_active: true } });
      }
      return;
    }
    await this.prisma.user.create({
      data: { email, full_name: 'Administrator', is_admin: true, password_hash: await hashPassword(admin.password) },
    });
    new Logger('Auth').log(`Created admin account ${email}`);
  }
}
