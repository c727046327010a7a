import { Controller, Get, Header, Post } from '@nestjs/common';
import { CurrentUser } from '../http/decorators.js';
import { Answers, Refuses, Section, Summary } from '../http/openapi.js';
import type { AuthUser } from '../views/auth-user.view.js';
import { TicketsService } from './tickets.service.js';
import { TicketView } from './tickets.views.js';

/** The caller's own ticket (issue 46); nobody reads another's: there is no id to name one by. */
@Section('Tickets')
@Controller('api/user/ticket')
export class TicketsController {
  constructor(private readonly tickets: TicketsService) {}

  @Get()
  @Summary('Your ticket (made on first request): its token is what the QR code at the door carries')
  @Answers(TicketView)
  @Refuses(403, 'Only attendees with a paid registration, speakers and organisers have a ticket')
  @Header('cache-control', 'private, no-store')
  mine(@CurrentUser() user: AuthUser) {
    return this.tickets.mine(user);
  }

  @Post('reissue')
  @Summary('A new ticket: the old token stops working at once')
  @Answers(TicketView, 200, 'The new ticket; the old one is revoked')
  @Refuses(403, 'Only attendees with a paid registration, speakers and organisers have a ticket')
  reissue(@CurrentUser() user: AuthUser) {
    return this.tickets.reissue(user);
  }
}
