import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Public, Roles } from '../http/decorators.js';
import { IdPipe } from '../http/id.pipe.js';
import { Answers, Refuses, Section, Summary } from '../http/openapi.js';
import { RequestDto } from '../http/request-dto.js';
import { optionalLine } from '../http/request-fields.js';
import { AdminReleaseView, DraftView, ModeChangeView, PublicReleaseView, ReleaseListView, SCHEDULE_MODES } from './release.views.js';
import { ScheduleReleases } from './schedule-releases.service.js';
import { fixedText } from '../i18n/error-text.js';

export class ReleaseDto extends RequestDto(
  z.object({
    /** Shown to visitors ("Version 3 — 24 Nov, 14:05"); "Version N" when left out. */
    name: optionalLine('name', 100, /*i18n*/ 'name must be text'),
  }),
) {}

export class ScheduleModeDto extends RequestDto(
  z.object({
    mode: z.enum(SCHEDULE_MODES, { error: fixedText(/*i18n*/ '{field} must be one of {values}', { field: 'mode', values: SCHEDULE_MODES.join(', ') }) }),
  }),
) {}

@Section('Schedule releases')
@Controller()
export class ScheduleReleasesController {
  constructor(private readonly releases: ScheduleReleases) {}

  @Roles('admin')
  @Get('api/admin/schedule/draft')
  @Summary('The unreleased changes: what Release would publish')
  @Answers(DraftView)
  draft() {
    return this.releases.draft();
  }

  @Roles('admin')
  @Put('api/admin/schedule/mode')
  @Summary('Switch between live mode and release mode')
  @Answers(ModeChangeView)
  setMode(@CurrentUser() actor: AuthUser, @Body() dto: ScheduleModeDto) {
    return this.releases.setMode(actor, dto.mode);
  }

  @Roles('admin')
  @Get('api/admin/schedule/releases')
  @Summary('Every release with its changelog, newest first')
  @Answers(z.array(AdminReleaseView))
  history() {
    return this.releases.history();
  }

  @Roles('admin')
  @Post('api/admin/schedule/releases')
  @Summary('Release the draft: publish it as a new version and tell the savers of the sessions it changes')
  @Answers(AdminReleaseView, 201)
  @Refuses(409, 'The schedule is in live mode, or nothing changed since the last release.')
  release(@CurrentUser() actor: AuthUser, @Body() dto: ReleaseDto) {
    return this.releases.release(actor, dto.name);
  }

  @Public()
  @Get('public/schedule/releases')
  @Summary('Every released version of the programme, newest first')
  @Answers(ReleaseListView)
  list() {
    return this.releases.list();
  }

  @Public()
  @Get('public/schedule/releases/:number')
  @Summary('One released version: its programme and changelog')
  @Answers(PublicReleaseView)
  get(@Param('number', IdPipe) number: number) {
    return this.releases.get(number);
  }
}
