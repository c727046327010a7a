import { Body, Controller, Get, Header, Inject, NotFoundException, Param, Put, Query } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { CurrentUser, Public, Roles } from '../http/decorators.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { logoSvg } from './logo.js';
import { isSiteContentKey, SiteContentService } from './site-content.service.js';
import { z } from 'zod';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import { LANGUAGES } from '../i18n/languages.js';
import { languageParam } from '../http/language-param.js';
import { Answers, AnswersFile, Section, Summary } from '../http/openapi.js';
import { SITE_CONTENT_FORM_SCHEMA, SiteContentView } from './site-content.schema.js';
import { text } from '../i18n/error-text.js';

@Section('Site content')
@Controller()
export class ContentController {
  constructor(
    private readonly content: SiteContentService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('public/logo')
  @Summary("The event's logo")
  @AnswersFile('image/svg+xml', "The event's logo, drawn from its name (?small=true for the navigation's)")
  @Header('content-type', 'image/svg+xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  logo(@Query('small') small?: string) {
    return logoSvg(this.config.productName, small === 'true' || small === '1');
  }

  @Roles('admin')
  @Get('api/admin/site-content')
  @Summary('Every organiser-editable text, as stored')
  @Answers(SiteContentView.omit({ product_name: true }))
  @ApiQuery({ name: 'lang', required: false, enum: LANGUAGES, description: 'The content in this language (a key without a value in it reads English).' })
  adminContent(@Query('lang') lang?: string) {
    return this.content.raw(undefined, languageParam(lang));
  }

  @Roles('admin')
  @Get('api/admin/site-content/schema')
  @Summary("Every content key's shape as JSON Schema (the console draws its forms from it)")
  @Answers(z.record(z.string(), z.unknown()).meta({ id: 'SiteContentFormSchema' }))
  formSchema() {
    return SITE_CONTENT_FORM_SCHEMA;
  }

  /** Replaces one content key with a value of its schema; body: {value}. */
  @Roles('admin')
  @Put('api/admin/site-content/:key')
  @Summary("Replace one content key's value")
  @ApiBody({
    schema: {
      type: 'object',
      required: ['value'],
      properties: {
        value: { description: "A value of the key's schema (see SiteContent); in another language than English, null removes that language's value" },
        language: { type: 'string', enum: [...LANGUAGES], description: 'The language of the value (English by default).' },
      },
    },
  })
  @Answers(z.object({ key: z.string(), value: z.unknown() }))
  async update(@CurrentUser() actor: AuthUser, @Param('key') key: string, @Body() body: unknown) {
    if (!isSiteContentKey(key)) throw new NotFoundException(text(/*i18n*/ "Unknown content key ''{key}''", { key }));
    const value = body && typeof body === 'object' && 'value' in body ? (body as { value: unknown }).value : undefined;
    const language = body && typeof body === 'object' && 'language' in body ? (body as { language: unknown }).language : undefined;
    return { key, value: await this.content.set(actor, key, value, languageParam(language, 'language')) };
  }
}
