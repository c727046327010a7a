// /robots.txt and /sitemap.xml (issue 30): the public pages in every language and every archived edition's page.
import { Controller, Get, Header, Inject } from '@nestjs/common';
import { Public } from '../http/decorators.js';
import { AnswersFile, Section, Summary } from '../http/openapi.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { EditionsService } from '../editions/editions.service.js';
import { PublicReadModel } from '../public-read-model/public-read-model.service.js';
import { pathIn, type Language } from '../i18n/languages.js';
import { addressIn, readSiteLocales } from '../page-render/page-languages.js';
import { itemPages, PUBLIC_PAGES, robotsTxt, sitemapXml } from './site-map.js';

@Section('Search engines')
@Controller()
export class SiteMapController {
  constructor(
    private readonly editions: EditionsService,
    private readonly model: PublicReadModel,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('robots.txt')
  @Summary('What search engines may crawl, and where the sitemap is')
  @AnswersFile('text/plain', 'robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  robots() {
    return robotsTxt(this.config.publicUrl);
  }

  @Public()
  @Get('sitemap.xml')
  @Summary("Every public page, in every language: the site's pages, every session, speaker and article, and the past editions")
  @AnswersFile('application/xml', 'The sitemap')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  async sitemap() {
    const archived = (await this.editions.list()).map((edition) => `/archive/${edition.year}`);
    const items = itemPages({ sessions: this.model.bodies('sessions'), speakers: this.model.bodies('speakers'), news: this.model.bodies('news') });
    // The pages whose address is a word in each language, as the client's build lists them.
    const locales = readSiteLocales(this.config.frontendDist);
    const address = (page: string, language: Language) => (locales.languages.includes(language) ? addressIn(page, language, locales) : pathIn(page, language));
    return sitemapXml(this.config.publicUrl, [...PUBLIC_PAGES, ...items, ...archived], address);
  }
}
