import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { PrismaService } from '../prisma/database.js';
import type { CreateSponsorDto, UpdateSponsorDto } from './sponsor.dto.js';

export const SPONSOR_LIST_LIMIT = 1000;
const TIER_ORDER = { platinum: 0, gold: 1, silver: 2, bronze: 3, partner: 4 } as const;

@Injectable()
export class SponsorsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
  ) {}

  /** Tier by tier (platinum first), then by name. */
  async list(limit = SPONSOR_LIST_LIMIT) {
    const rows = await this.prisma.sponsor.findMany({ orderBy: [{ name: 'asc' }, { id: 'asc' }], take: limit });
    return rows.sort((a, b) => TIER_ORDER[a.tier] - TIER_ORDER[b.tier]);
  }

  async create(dto: CreateSponsorDto) {
    const sponsor = await this.prisma.sponsor.create({ data: dto });
    this.events.emit('sponsors.changed', { ids: [sponsor.id] });
    return sponsor;
  }

  async update(id: number, dto: UpdateSponsorDto) {
    const sponsor = await this.prisma.sponsor.update({ where: { id }, data: dto });
    this.events.emit('sponsors.changed', { ids: [id] });
    return sponsor;
  }

  async remove(id: number) {
    await this.prisma.sponsor.delete({ where: { id } });
    this.events.emit('sponsors.changed', { ids: [id] });
  }
}
