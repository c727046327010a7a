import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { sponsorshipReceivedMail } from '../mail/templates.js';
import { Changes } from '../events/changes.service.js';
import { SettingsService } from '../settings/settings.service.js';
import type { SponsorshipApplicationDto } from './sponsorship.dto.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { fieldError } from '../http/api-error.js';
import { text } from '../i18n/error-text.js';
import { SiteContentService } from '../content/site-content.service.js';

export const SPONSORSHIP_CLOSED = /*i18n*/ 'We are currently not accepting new sponsorship applications.';

@Injectable()
export class SponsorshipService {
  constructor(
    private readonly changes: Changes,
    private readonly settings: SettingsService,
    private readonly content: SiteContentService,
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async apply(dto: SponsorshipApplicationDto, language: Language = DEFAULT_LANGUAGE) {
    if (!(await this.settings.get()).accepting_sponsors) throw new ForbiddenException(SPONSORSHIP_CLOSED);
    const offered = (await this.content.raw()).sponsorship_packages.packages.map((p) => p.tier);
    const tier = dto.tier ?? 'gold';
    if (!offered.includes(tier)) {
      throw fieldError(
        'body',
        'tier',
        text(/*i18n*/ 'The {tier} package is not offered this year; choose one of {offered}', { tier, offered: offered.join(', ') }),
      );
    }
    const member = dto.is_lt_innovate_member === true;
    const application = await this.changes.commit(async (tx, announce) => {
      const row = await tx.sponsorshipApplication.create({
        data: {
          company_name: dto.company_name,
          contact_name: dto.contact_name,
          email: dto.email,
          phone: dto.phone,
          tier,
          website: dto.website ?? null,
          message: dto.message ?? null,
          is_lt_innovate_member: member,
          member_type: member ? dto.member_type : '',
        },
      });
      await this.outbox.add(
        tx,
        announce,
        sponsorshipReceivedMail({
          to: row.email,
          contactName: row.contact_name,
          companyName: row.company_name,
          tier: row.tier,
          productName: this.config.productName,
          language,
        }),
      );
      return row;
    });
    return { id: application.id };
  }
}
