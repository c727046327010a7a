import { Body, Controller, Get, Header, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CurrentUser, RequestLanguage } from '../http/decorators.js';
import { Answers, Refuses, Section, Summary } from '../http/openapi.js';
import type { Language } from '../i18n/languages.js';
import type { AuthUser } from '../views/auth-user.view.js';
import { DoorSyncDto } from './door-sync.dto.js';
import { DoorSync } from './door-sync.service.js';
import { DoorGuard } from './door.guard.js';
import { DoorListView, DoorSyncView, SessionDoorRefusedView, SessionDoorView } from './checkin.views.js';
import { IdPipe } from '../http/id.pipe.js';
import { SessionDoor } from './session-door.service.js';
import { SessionDoorDto } from './door-sync.dto.js';

/** A door's offline queue, sent in one request, and a workshop's door (issue 46). */
@Section('Check-in')
@Controller()
export class DoorSyncController {
  constructor(
    private readonly doors: DoorSync,
    private readonly sessionDoor: SessionDoor,
  ) {}

  @UseGuards(DoorGuard)
  @Post('api/checkin/sync')
  @Summary("Send a door's queued scans at once, in the order made: each answered as POST /api/checkin would")
  @Answers(DoorSyncView)
  @Refuses(403, 'Only organisers and door helpers check tickets in')
  sync(@CurrentUser() user: AuthUser, @Body() dto: DoorSyncDto, @RequestLanguage() language: Language) {
    return this.doors.sync(user, dto.scans, language);
  }

  @UseGuards(DoorGuard)
  @Post('api/checkin/sessions/:id')
  @Summary("A workshop's door: whether the ticket's holder has a seat at this session (nothing is recorded)")
  @Answers(SessionDoorView)
  @Refuses(404, 'No such session, an unknown ticket, or one replaced by a newer one')
  @Refuses(409, 'Not signed up for the session, or still on its waitlist (with the place in line)', SessionDoorRefusedView)
  checkSeat(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: SessionDoorDto) {
    return this.sessionDoor.check(user, id, dto.token);
  }

  @UseGuards(DoorGuard)
  @Get('api/checkin/find')
  @Summary('Find someone at the door by e-mail (online only: the list a door keeps holds no e-mail addresses)')
  @Answers(DoorListView)
  @Refuses(400, 'q is not a whole e-mail address')
  @Header('cache-control', 'private, no-store')
  findByEmail(@CurrentUser() user: AuthUser, @Query('q') q: unknown) {
    return this.sessionDoor.findByEmail(user, typeof q === 'string' ? q : '');
  }
}
