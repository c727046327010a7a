import { Body, Controller, Post } from '@nestjs/common';
import { Public, RequestLanguage } from '../http/decorators.js';
import type { Language } from '../i18n/languages.js';
import { SponsorshipApplicationDto } from './sponsorship.dto.js';
import { SponsorshipService } from './sponsorship.service.js';
import { z } from 'zod';
import { Answers, Section, Summary } from '../http/openapi.js';

@Section('Public forms')
@Controller('public/sponsorship')
export class SponsorshipController {
  constructor(private readonly sponsorship: SponsorshipService) {}

  @Public()
  @Post('apply')
  @Summary('Apply to sponsor the conference')
  @Answers(z.object({ id: z.number().int() }), 201)
  apply(@Body() dto: SponsorshipApplicationDto, @RequestLanguage() language: Language) {
    return this.sponsorship.apply(dto, language);
  }
}
