import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PrismaService } from '../prisma/database.js';
import { MailTransport } from './mail-transport.js';
import type { MailAttachment } from './templates.js';

/** Sends the mail of one outbox row. Idempotent per row: a row already sent is never sent again. */
@Injectable()
export class SendMailProcessor {
  private readonly logger = new Logger('SendMail');

  constructor(
    private readonly prisma: PrismaService,
    private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process(outboxId: number): Promise<void> {
    const row = await this.prisma.mailOutbox.findUnique({ where: { id: outboxId } });
    if (!row || row.status === 'sent') return;
    const host = new URL(this.config.publicUrl).hostname || 'localhost';
    try {
      await this.transport.send(
        {
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          attachments: (row.attachments as MailAttachment[] | null) ?? undefined,
          template: row.template,
        },
        `<outbox-${row.id}@${host}>`,
      );
    } catch (error) {
      await this.prisma.mailOutbox.update({
        where: { id: row.id },
        data: { attempts: { increment: 1 }, last_error: String((error as Error).message ?? error).slice(0, 1000) },
      });
      throw error;
    }
    await this.prisma.mailOutbox.update({
      where: { id: row.id },
      data: { status: 'sent', sent_at: new Date(), attempts: { increment: 1 }, last_error: null },
    });
  }

  async giveUp(outboxId: number, error: unknown): Promise<void> {
    this.logger.error(`Mail ${outboxId} failed for good: ${(error as Error)?.message ?? error}`);
    await this.prisma.mailOutbox.updateMany({ where: { id: outboxId, status: { not: 'sent' } }, data: { status: 'failed' } });
  }
}
