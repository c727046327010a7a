import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { CurrentUser, RequestLanguage } from '../http/decorators.js';
import { Answers, Refuses, Section, Summary } from '../http/openapi.js';
import type { Language } from '../i18n/languages.js';
import type { AuthUser } from '../views/auth-user.view.js';
import { DoorSyncDto } from './door-sync.dto.js';
import { DoorSync } from './door-sync.service.js';
import { DoorGuard } from './door.guard.js';
import { DoorSyncView } from './checkin.views.js';

/** A door's offline queue, sent in one request (issue 46). */
@Section('Check-in')
@Controller()
export class DoorSyncController {
  constructor(private readonly doors: DoorSync) {}

  @UseGuards(DoorGuard)
  @Post('api/checkin/sync')
  @Summary("Send a door's queued scans at once, in the order made: each answered as POST /api/checkin would")
  @Answers(DoorSyncView)
  @Refuses(403, 'Only organisers and door helpers check tickets in')
  sync(@CurrentUser() user: AuthUser, @Body() dto: DoorSyncDto, @RequestLanguage() language: Language) {
    return this.doors.sync(user, dto.scans, language);
  }
}
