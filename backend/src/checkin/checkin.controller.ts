import { Body, Controller, Get, Header, Param, Post, Put, UseGuards } from '@nestjs/common';
import { CurrentUser, Roles } from '../http/decorators.js';
import { IdPipe } from '../http/id.pipe.js';
import { Answers, Refuses, Section, Summary } from '../http/openapi.js';
import type { AuthUser } from '../views/auth-user.view.js';
import { DoorHelperDto, ScanDto } from './checkin.dto.js';
import { CheckinService } from './checkin.service.js';
import { DoorGuard } from './door.guard.js';
import { ArrivalsView, CheckInRefusedView, CheckInView, DoorHelperView, DoorListView } from './checkin.views.js';

/** The door (issue 46): organisers and door helpers only (DoorGuard: a permission, not a role). */
@Section('Check-in')
@Controller()
export class CheckinController {
  constructor(private readonly checkin: CheckinService) {}

  @UseGuards(DoorGuard)
  @Post('api/checkin')
  @Summary('Check a ticket in: the first scan lets its holder in, every scan is recorded')
  @Answers(CheckInView)
  @Refuses(403, 'Only organisers and door helpers check tickets in')
  @Refuses(404, 'Unknown ticket, or one replaced by a newer one (reason: unknown, revoked)')
  @Refuses(409, 'Already in (with the first check-in), or the registration is not paid or was refunded', CheckInRefusedView)
  scan(@CurrentUser() user: AuthUser, @Body() dto: ScanDto) {
    return this.checkin.scan(user, dto);
  }

  @UseGuards(DoorGuard)
  @Post('api/checkin/:id/undo')
  @Summary('Undo a check-in: its holder is not in any more')
  @Answers(null, 204, 'Undone')
  @Refuses(404, 'No such check-in, or undone already')
  async undo(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number) {
    await this.checkin.undo(user, id);
  }

  @UseGuards(DoorGuard)
  @Get('api/checkin/arrivals')
  @Summary('How many have arrived, of how many with a ticket')
  @Answers(ArrivalsView)
  arrivals(@CurrentUser() user: AuthUser) {
    return this.checkin.arrivals(user);
  }

  @UseGuards(DoorGuard)
  @Get('api/checkin/attendees')
  @Summary('The list a door keeps to work offline: tokens, names, kinds and arrivals, nothing more')
  @Answers(DoorListView)
  @Header('cache-control', 'private, no-store')
  attendees(@CurrentUser() user: AuthUser) {
    return this.checkin.attendees(user);
  }

  @Roles('admin')
  @Put('api/admin/checkin/helpers/:id')
  @Summary('Make a user a door helper (or not): they check tickets in, and nothing else of the console')
  @Answers(DoorHelperView)
  @Refuses(404, 'No such user')
  doorHelper(@Param('id', IdPipe) id: number, @Body() dto: DoorHelperDto) {
    return this.checkin.setDoorHelper(id, dto.can_check_in);
  }
}
