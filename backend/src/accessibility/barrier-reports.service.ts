// A barrier someone reports from the accessibility statement (issue 49) reaches the organisers as a mail to the site's
// contact address, the same address the site gives for every other question, through the mail outbox; they answer it
// like any message, by writing to the sender's address the mail names.
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { SiteContentService } from '../content/site-content.service.js';
import { Changes } from '../events/changes.service.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { barrierReportMail } from '../mail/templates.js';
import type { BarrierReportDto } from './barrier-report.dto.js';

@Injectable()
export class BarrierReportsService {
  constructor(
    private readonly changes: Changes,
    private readonly content: SiteContentService,
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async report(dto: BarrierReportDto): Promise<{ received: true }> {
    await this.changes.commit(async (tx, announce) => {
      const { contact_email } = await this.content.raw(tx);
      await this.outbox.add(
        tx,
        announce,
        barrierReportMail({
          to: contact_email,
          productName: this.config.productName,
          publicUrl: this.config.publicUrl,
          from: dto.email,
          name: dto.name ?? null,
          page: dto.page || null,
          message: dto.message,
        }),
      );
    });
    return { received: true };
  }
}
