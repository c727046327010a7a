// Sends the mail of one claimed outbox row. The row decides everything: a job for a claim that is no longer the row's
// current one does nothing; a temporary failure (4xx, connection) puts the row back to pending with backoff; a
// permanent one (5xx), or too many temporary ones, puts it in the dead-letter state (failed) for an admin to retry.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { PrismaService } from '../prisma/database.js';
import type { MailJob } from './mail-queue.js';
import { MailTransport } from './mail-transport.js';
import type { MailAttachment } from './letter.js';

export const MAIL_ATTEMPTS = 6;
export const MAIL_BACKOFF_MS = 2_000;

/** SMTP says 5xx for "never", 4xx for "not now"; an error without a reply code is the connection: not now. */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

@Injectable()
export class SendMailProcessor {
  private readonly logger = new Logger('SendMail');

  constructor(
    private readonly prisma: PrismaService,
    private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process({ outboxId, claim }: MailJob): Promise<void> {
    // The lease (MAIL_LEASE_SECONDS) starts now, when a worker really takes the row; a send is bounded well below it.
    const taken = await this.prisma.mailOutbox.updateMany({
      where: { id: outboxId, claim, status: 'queued' },
      data: { lease_until: new Date(Date.now() + this.config.mail.leaseMs) },
    });
    if (taken.count === 0) return;
    const row = await this.prisma.mailOutbox.findUniqueOrThrow({ where: { id: outboxId } });
    const mine = { id: outboxId, claim, status: 'queued' as const };
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
        messageId(row.id, this.config.publicUrl),
      );
    } catch (error) {
      const attempts = row.attempts + 1;
      const last_error = String((error as Error)?.message ?? error).slice(0, 1000);
      if (isPermanent(error) || attempts >= MAIL_ATTEMPTS) {
        this.logger.error(`Mail ${row.id} (${row.template}) failed for good after ${attempts} attempt(s): ${last_error}`);
        await this.prisma.mailOutbox.updateMany({ where: mine, data: { status: 'failed', attempts, last_error, lease_until: null } });
      } else {
        const next_attempt_at = new Date(Date.now() + MAIL_BACKOFF_MS * 2 ** (attempts - 1));
        this.logger.warn(`Mail ${row.id} (${row.template}) not sent (attempt ${attempts}), trying again at ${next_attempt_at.toISOString()}: ${last_error}`);
        await this.prisma.mailOutbox.updateMany({ where: mine, data: { status: 'pending', attempts, last_error, next_attempt_at, lease_until: null } });
      }
      return;
    }
    await this.prisma.mailOutbox.updateMany({
      where: mine,
      data: { status: 'sent', sent_at: new Date(), attempts: { increment: 1 }, last_error: null, lease_until: null },
    });
    this.logger.log(`Sent mail ${row.id} (${row.template})`);
  }
}

/** The same for every send of a row, so a rare second send after a crash is recognisable as the same message. */
export function messageId(outboxId: number, publicUrl: string): string {
  return `<outbox-${outboxId}@${new URL(publicUrl).hostname || 'localhost'}>`;
}
