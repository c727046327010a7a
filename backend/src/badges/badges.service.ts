// Name badges for the door (issue 46): everyone with a ticket, or those a filter picks, each with their ticket's QR
// code (made now for whoever has none yet, as the dashboard would).
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Prisma } from '../generated/prisma/client.js';
import { fieldError } from '../http/api-error.js';
import { i18nIn, type Language } from '../i18n/languages.js';
import { PrismaService } from '../prisma/database.js';
import { liveTicket, ticketKindOf, type TicketKind } from '../tickets/ticket-store.js';
import { roleOf } from '../views/auth-user.view.js';
import { badgeSheets, type Badge } from './badge-sheet.js';

const KINDS: readonly TicketKind[] = ['attendee', 'speaker', 'organiser', 'door_helper'];
/** More would be a print run to split: the sheets are drawn in memory. */
export const MAX_BADGES = 2_000;

export interface BadgeFilter {
  kind?: string;
  q?: string;
}

/** Who may have a ticket at all: the database's side of ticketKindOf. */
const HOLDERS: Prisma.UserWhereInput = { is_active: true, OR: [{ is_admin: true }, { is_speaker: true }, { can_check_in: true }, { payment_status: 'paid' }] };

@Injectable()
export class BadgesService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The PDF, badges in name order, in `language` (the kind's label). */
  async pdf(filter: BadgeFilter, language: Language): Promise<Buffer> {
    const kind = filter.kind || undefined;
    if (kind && !KINDS.includes(kind as TicketKind)) throw fieldError('query', 'kind', /*i18n*/ 'kind must be attendee, speaker, organiser or door_helper');
    const q = filter.q?.trim();
    const users = await this.prisma.user.findMany({
      where: {
        AND: [
          HOLDERS,
          q
            ? {
                OR: [
                  { full_name: { contains: q, mode: 'insensitive' } },
                  { email: { contains: q, mode: 'insensitive' } },
                  { organization: { contains: q, mode: 'insensitive' } },
                ],
              }
            : {},
        ],
      },
      select: {
        id: true,
        full_name: true,
        organization: true,
        is_admin: true,
        is_speaker: true,
        can_check_in: true,
        payment_status: true,
        speaker: { select: { company: true } },
      },
      orderBy: [{ full_name: 'asc' }, { id: 'asc' }],
      take: MAX_BADGES + 1,
    });
    if (users.length > MAX_BADGES) throw fieldError('query', 'q', /*i18n*/ 'More than 2000 badges: choose a kind or a name to print them in parts');
    const picked = users
      .map((u) => ({ user: u, kind: ticketKindOf({ role: roleOf(u), payment_status: u.payment_status, can_check_in: u.can_check_in }) }))
      .filter((p): p is typeof p & { kind: TicketKind } => p.kind !== null && (!kind || p.kind === kind));
    const tokens = await this.prisma.$transaction(async (tx) => {
      const found: string[] = [];
      for (const { user } of picked) found.push((await liveTicket(tx, user.id)).token);
      return found;
    });
    const i18n = i18nIn(language);
    const labels: Record<TicketKind, string> = {
      attendee: i18n._('Attendee'),
      speaker: i18n._('Speaker'),
      organiser: i18n._('Organiser'),
      door_helper: i18n._('Door helper'),
    };
    const badges: Badge[] = picked.map(({ user, kind }, i) => ({
      name: user.full_name,
      organisation: user.organization || user.speaker?.company || '',
      kind: labels[kind],
      token: tokens[i],
    }));
    return badgeSheets(badges, this.config.productName);
  }
}
