import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiQuery } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../http/decorators.js';
import { AnswersFile, Section, Summary } from '../http/openapi.js';
import { framableCsp, helmetOptions, pageCsp, securityHeaders } from '../http/security-headers.js';
import { LANGUAGES } from '../i18n/languages.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { embedFilters, embedPage } from './embed-page.js';

@Section('Public site')
@Controller()
export class EmbedController {
  /** The site's security headers, for a refusal. */
  private readonly site: Readonly<Record<string, string>>;
  /** The site's security headers, except that any site may frame this page (and only this page). */
  private readonly headers: Readonly<Record<string, string>>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const site = (this.site = securityHeaders(helmetOptions(config.publicUrl)));
    const { 'x-frame-options': _refusesFraming, ...others } = site;
    this.headers = {
      ...others,
      // The page's one inline style is the same whatever the filters, so the policy is too.
      'content-security-policy': framableCsp(pageCsp(site['content-security-policy'], embedPage({}, config.productName))),
      // A site that isolates itself (COEP) may still frame it.
      'cross-origin-resource-policy': 'cross-origin',
    };
  }

  /**
   * For sites that cannot add a script: `<iframe src="https://SITE/embed/schedule?day=2025-11-18&room=Hall%20A">`.
   * Helmet is skipped for this route: it would refuse framing; the headers above are sent instead.
   */
  @Public()
  @Get('embed/schedule')
  @RouteConfig({ helmet: { skipRoute: true } })
  @Summary('The live schedule as a page to embed in an iframe')
  @ApiQuery({ name: 'day', required: false, description: 'Only this day (venue time), YYYY-MM-DD.', schema: { type: 'string', format: 'date' } })
  @ApiQuery({ name: 'room', required: false, description: 'Only this room (its name, any case).', schema: { type: 'string', maxLength: 100 } })
  @ApiQuery({
    name: 'lang',
    required: false,
    description: 'The language it is shown in; English by default.',
    schema: { type: 'string', enum: [...LANGUAGES] },
  })
  @AnswersFile('text/html', 'A page showing the live schedule widget')
  page(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    let filters;
    try {
      filters = embedFilters(query);
    } catch (error) {
      reply.headers(this.site);
      throw error;
    }
    reply.headers(this.headers).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'public, max-age=300');
    return embedPage(filters, this.config.productName);
  }
}
