import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { toAuthUser, type AuthUser } from '../views/auth-user.view.js';
import { AuditService } from '../audit/audit.service.js';
import type { Announce } from '../events/changes.service.js';
import { Prisma, type User } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { toAdminUser } from './admin-user.view.js';
import type { AdminUpdateUserDto } from './dto/admin-user.dto.js';
import { text } from '../i18n/error-text.js';

type Tx = Prisma.TransactionClient;
export const USER_LIST_LIMIT = 5000;

// Checks of "is anyone else still an admin" are serialised, so two admins cannot demote each other at the same time.
const ADMINS_LOCK = 0x61646d6e;

/** Organisers managing accounts. Nobody can remove their own access or the last active administrator. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditService,
  ) {}

  async list(options: { excludeSpeakers: boolean; search?: string }) {
    const search = options.search?.trim();
    const users = await this.prisma.user.findMany({
      where: {
        ...(options.excludeSpeakers ? { is_speaker: false } : {}),
        ...(search ? { OR: [{ full_name: { contains: search, mode: 'insensitive' } }, { email: { contains: search, mode: 'insensitive' } }] } : {}),
      },
      orderBy: { id: 'asc' },
      take: USER_LIST_LIMIT,
    });
    return users.map(toAdminUser);
  }

  async update(actor: AuthUser, id: number, dto: AdminUpdateUserDto) {
    const user = await this.audit.change(actor, 'user', async (tx, announce) => {
      const before = await this.lockUser(tx, id);
      const is_admin = dto.role === undefined ? before.is_admin : dto.role === 'admin';
      const is_speaker = dto.role === 'speaker' ? true : dto.role === 'user' ? false : (dto.is_speaker ?? before.is_speaker);
      const is_active = dto.status === undefined ? before.is_active : dto.status === 'active';
      if (before.is_admin && (!is_admin || !is_active)) {
        if (id === actor.id) throw new ConflictException(/*i18n*/ 'You cannot remove your own administrator access');
        await this.requireAnotherAdmin(tx, id);
      }
      const after = await this.write(tx, id, { email: dto.email, full_name: dto.full_name, is_admin, is_speaker, is_active });
      if (is_speaker) await this.ensureSpeakerProfile(tx, after);
      if (!is_active) await tx.refreshToken.updateMany({ where: { user_id: id, revoked_at: null }, data: { revoked_at: new Date() } });
      changed(announce, after);
      return { result: after, record: { entityId: id, summary: `User ${after.email}`, before: toAdminUser(before), after: toAdminUser(after) } };
    });
    return toAdminUser(user);
  }

  /** Makes a user a speaker with a (hidden) speaker profile; they move from the users list to the speakers list. */
  async promote(actor: AuthUser, id: number) {
    const user = await this.audit.change(actor, 'user', async (tx, announce) => {
      const before = await this.lockUser(tx, id);
      if (before.is_speaker) throw new ConflictException(text(/*i18n*/ '{email} is already a speaker', { email: before.email }));
      const after = await tx.user.update({ where: { id }, data: { is_speaker: true } });
      await this.ensureSpeakerProfile(tx, after);
      changed(announce, after);
      return {
        result: after,
        record: { action: 'promote', entityId: id, summary: `User ${after.email} promoted to speaker`, before: toAdminUser(before), after: toAdminUser(after) },
      };
    });
    return toAdminUser(user);
  }

  /**
   * The account and its tokens, notifications and saved sessions go; a speaker profile and proposals stay, unlinked.
   * An account with a paid ticket is kept (its payment is a financial record): it can be deactivated instead.
   */
  async remove(actor: AuthUser, id: number) {
    await this.audit.change(actor, 'user', async (tx, announce) => {
      const before = await this.lockUser(tx, id);
      if (id === actor.id) throw new ConflictException(/*i18n*/ 'You cannot delete your own account');
      if (before.is_admin) await this.requireAnotherAdmin(tx, id);
      // A ticket of an ended edition counts too: the account is pending again, its payment is still a record.
      if (before.payment_status === 'paid' || (await tx.payment.count({ where: { user_id: id, status: 'paid' } })) > 0) {
        throw new ConflictException(/*i18n*/ 'This account has a paid ticket and is kept for the payment records; deactivate it instead');
      }
      await tx.user.delete({ where: { id } });
      announce('users.changed', { ids: [id] });
      announce('access.changed', { userId: id });
      return { result: null, record: { entityId: id, summary: `User ${before.email}`, before: toAdminUser(before), after: null } };
    });
  }

  private async lockUser(tx: Tx, id: number): Promise<User> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMINS_LOCK})`;
    const user = await tx.user.findUnique({ where: { id } });
    if (!user) throw new NotFoundException(/*i18n*/ 'User not found');
    return user;
  }

  private async requireAnotherAdmin(tx: Tx, exceptId: number) {
    const others = await tx.user.count({ where: { is_admin: true, is_active: true, id: { not: exceptId } } });
    if (others === 0) throw new ConflictException(/*i18n*/ 'The last active administrator cannot be removed, demoted or deactivated');
  }

  private async write(tx: Tx, id: number, data: Prisma.UserUpdateInput) {
    try {
      return await tx.user.update({ where: { id }, data });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw new ConflictException(/*i18n*/ 'This email address is already used by another account');
      }
      throw error;
    }
  }

  private async ensureSpeakerProfile(tx: Tx, user: User) {
    await tx.speaker.upsert({
      where: { user_id: user.id },
      create: { user_id: user.id, name: user.full_name, email: user.email, display_on_public: false },
      update: {},
    });
  }
}

function changed(announce: Announce, user: User) {
  announce('user.updated', { user: toAuthUser(user) });
  // Their open sockets move to the rooms of the new role, or close if the account was deactivated.
  announce('access.changed', { userId: user.id });
  announce('users.changed', { ids: [user.id] });
  // A promotion may have created the (hidden) speaker profile the Speakers tab lists.
  if (user.is_speaker) announce('speakers.changed', { ids: [] });
}
