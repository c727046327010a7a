import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Ticket } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { settingsRow } from '../settings/settings.service.js';
import type { AuthUser } from '../views/auth-user.view.js';
import { liveTicket, reissueTicket, ticketKindOf, type TicketKind } from './ticket-store.js';

/** The signed-in user's own ticket: shown, and reissued on request. */
@Injectable()
export class TicketsService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async mine(user: AuthUser) {
    const kind = await this.kindOrRefuse(user);
    return this.view(user, kind, await this.prisma.$transaction((tx) => liveTicket(tx, user.id)));
  }

  async reissue(user: AuthUser) {
    const kind = await this.kindOrRefuse(user);
    return this.view(user, kind, await this.prisma.$transaction((tx) => reissueTicket(tx, user.id)));
  }

  private async kindOrRefuse(user: AuthUser): Promise<TicketKind> {
    const { can_check_in } = await this.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { can_check_in: true } });
    const kind = ticketKindOf({ ...user, can_check_in });
    if (!kind) throw new ForbiddenException(/*i18n*/ 'Your ticket is ready once your registration is paid');
    return kind;
  }

  private async view(user: AuthUser, kind: TicketKind, ticket: Ticket) {
    const settings = await settingsRow(this.prisma);
    return {
      token: ticket.token,
      kind,
      holder_name: user.full_name,
      issued_at: ticket.issued_at.toISOString(),
      event: { name: this.config.productName, starts_on: settings.event_starts_on, ends_on: settings.event_ends_on, time_zone: settings.time_zone },
    };
  }
}
