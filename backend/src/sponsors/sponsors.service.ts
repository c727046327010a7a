import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { AuditService } from '../audit/audit.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import type { CreateSponsorDto, UpdateSponsorDto } from './sponsor.dto.js';
import { toAdminSponsor } from './sponsor.view.js';

export const SPONSOR_LIST_LIMIT = 1000;
export const TIER_ORDER = { platinum: 0, gold: 1, silver: 2, bronze: 3, partner: 4 } as const;

@Injectable()
export class SponsorsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditService,
  ) {}

  /** Tier by tier (platinum first), then by name. */
  async list(limit = SPONSOR_LIST_LIMIT, db: Prisma.TransactionClient = this.prisma) {
    const rows = await db.sponsor.findMany({ orderBy: [{ name: 'asc' }, { id: 'asc' }], take: limit });
    return rows.sort((a, b) => TIER_ORDER[a.tier] - TIER_ORDER[b.tier]);
  }

  async create(actor: AuthUser, dto: CreateSponsorDto) {
    return this.audit.change(actor, 'sponsor', async (tx, announce) => {
      const after = await tx.sponsor.create({ data: dto });
      announce('sponsors.changed', { ids: [after.id] });
      return { result: after, record: { entityId: after.id, summary: `Sponsor '${after.name}'`, before: null, after: toAdminSponsor(after) } };
    });
  }

  async update(actor: AuthUser, id: number, dto: UpdateSponsorDto) {
    return this.audit.change(actor, 'sponsor', async (tx, announce) => {
      const before = await tx.sponsor.findUnique({ where: { id } });
      if (!before) throw new NotFoundException(/*i18n*/ 'Sponsor not found');
      const after = await tx.sponsor.update({ where: { id }, data: dto });
      announce('sponsors.changed', { ids: [id] });
      return { result: after, record: { entityId: id, summary: `Sponsor '${after.name}'`, before: toAdminSponsor(before), after: toAdminSponsor(after) } };
    });
  }

  async remove(actor: AuthUser, id: number) {
    await this.audit.change(actor, 'sponsor', async (tx, announce) => {
      const before = await tx.sponsor.findUnique({ where: { id } });
      if (!before) throw new NotFoundException(/*i18n*/ 'Sponsor not found');
      await tx.sponsor.delete({ where: { id } });
      announce('sponsors.changed', { ids: [id] });
      return { result: null, record: { entityId: id, summary: `Sponsor '${before.name}'`, before: toAdminSponsor(before), after: null } };
    });
  }
}
