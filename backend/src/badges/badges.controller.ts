import { Controller, Get, Header, Query } from '@nestjs/common';
import { RequestLanguage, Roles } from '../http/decorators.js';
import { AnswersFile, Refuses, Section, Summary } from '../http/openapi.js';
import type { Language } from '../i18n/languages.js';
import { BadgesService } from './badges.service.js';

/** Name badges for printing (issue 46). */
@Roles('admin')
@Section('Check-in')
@Controller('api/admin')
export class BadgesController {
  constructor(private readonly badges: BadgesService) {}

  @Get('badges.pdf')
  @Summary('Name badges as a PDF, eight per A4 sheet: everyone with a ticket, or those of one kind or matching a name')
  @AnswersFile('application/pdf', "Each badge: the event's name, the holder's name and organisation, the ticket's kind and its QR code")
  @Refuses(400, 'An unknown kind, or more than 2000 badges')
  @Header('content-type', 'application/pdf')
  @Header('content-disposition', 'attachment; filename="badges.pdf"')
  @Header('cache-control', 'private, no-store')
  pdf(@Query('kind') kind: string | undefined, @Query('q') q: string | undefined, @RequestLanguage() language: Language) {
    return this.badges.pdf({ kind, q }, language);
  }
}
