// The archive of past editions (everyone) and beginning the next edition (organisers).
import { Body, Controller, Get, Header, Param, Post } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Public, RequestLanguage, Roles } from '../http/decorators.js';
import { IdPipe } from '../http/id.pipe.js';
import type { Language } from '../i18n/languages.js';
import { Answers, AnswersFile, Refuses, Section, Summary } from '../http/openapi.js';
import { frabScheduleXml } from '../calendar/frab-schedule-xml.js';
import { NextEditionDto } from './edition.dto.js';
import { ArchivedEditionView, EditionListView, EditionPreviewView, EditionView } from './edition.views.js';
import { EditionsService } from './editions.service.js';

/** A past edition does not change: caches may keep its feeds for a day. */
const ARCHIVE_CACHE = 'public, max-age=86400';

@Section('Editions')
@Controller()
export class EditionsController {
  constructor(private readonly editions: EditionsService) {}

  @Public()
  @Get('public/editions')
  @Summary('Every past edition in the archive, newest first')
  @Answers(EditionListView)
  async list() {
    return { editions: await this.editions.list() };
  }

  @Public()
  @Get('public/editions/:year')
  @Summary('A past edition: its programme and speakers as visitors last read them (?lang= or Accept-Language)')
  @Answers(EditionView)
  get(@Param('year', IdPipe) year: number, @RequestLanguage() language: Language) {
    return this.editions.get(year, language);
  }

  @Public()
  @Get('public/editions/:year/sessions')
  @Summary("A past edition's programme")
  @Answers(EditionView.pick({ sessions: true }))
  async sessions(@Param('year', IdPipe) year: number, @RequestLanguage() language: Language) {
    return { sessions: (await this.editions.get(year, language)).sessions };
  }

  // Its own feeds, as the current programme's (/public/schedule.ics, .json, .xml): a past edition never changes.
  @Public()
  @Get('public/editions/:year/schedule.ics')
  @Summary("A past edition's programme as an iCalendar file")
  @AnswersFile('text/calendar', "A past edition's programme")
  @Header('content-type', 'text/calendar; charset=utf-8')
  @Header('cache-control', ARCHIVE_CACHE)
  calendar(@Param('year', IdPipe) year: number, @RequestLanguage() language: Language) {
    return this.editions.calendar(year, language);
  }

  @Public()
  @Get('public/editions/:year/schedule.json')
  @Summary("A past edition's programme as frab/pretalx schedule.json")
  @AnswersFile('application/json', "A past edition's programme in the frab schedule.json format")
  @Header('content-type', 'application/json; charset=utf-8')
  @Header('cache-control', ARCHIVE_CACHE)
  async frabJson(@Param('year', IdPipe) year: number, @RequestLanguage() language: Language) {
    return JSON.stringify(await this.editions.frab(year, language));
  }

  @Public()
  @Get('public/editions/:year/schedule.xml')
  @Summary("A past edition's programme as frab schedule XML")
  @AnswersFile('application/xml', "A past edition's programme in the frab schedule XML format")
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', ARCHIVE_CACHE)
  async frabXml(@Param('year', IdPipe) year: number, @RequestLanguage() language: Language) {
    return frabScheduleXml(await this.editions.frab(year, language));
  }

  @Roles('admin')
  @Post('api/admin/editions/preview')
  @Summary('What beginning the next edition with these days would move to the archive (nothing changes)')
  @Answers(EditionPreviewView)
  @Refuses(409, 'The current edition is already in the archive.')
  preview(@Body() dto: NextEditionDto) {
    return this.editions.preview(dto);
  }

  @Roles('admin')
  @Post('api/admin/editions')
  @Summary("Begin the next edition: archive the current one's programme, proposals, reviews, ratings and saved sessions, and set the new days")
  @Answers(ArchivedEditionView, 201)
  @Refuses(409, 'The current edition is already in the archive.')
  begin(@CurrentUser() actor: AuthUser, @Body() dto: NextEditionDto) {
    return this.editions.begin(actor, dto);
  }
}
