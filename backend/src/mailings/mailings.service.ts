// Organisers write to a group of speakers: the preview renders each speaker's mail exactly as it will be sent;
// sending writes every mail and bell notice through the outboxes in one transaction (none lost, none sent for a
// mailing that rolled back), records it in the audit trail, and pushes the sending's progress to the consoles.
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { fieldError } from '../http/api-error.js';
import { formatSlot } from '../common/event-time.js';
import { readTranslations, resolved, translationsOf } from '../i18n/translations.js';
import type { MailingProgress } from '../views/mailing.view.js';
import { text } from '../i18n/error-text.js';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DomainEvents } from '../events/domain-events.js';
import type { Tx } from '../events/changes.service.js';
import type { Mailing, Prisma } from '../generated/prisma/client.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { SendingProgress } from '../mail/sending-progress.js';
import { writtenMail } from '../mail/templates.js';
import { checkPlaceholders, renderWrittenMail, WRITTEN_TEXTS } from '../mail/written-mail.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { PrismaService } from '../prisma/database.js';
import { recipientsOf, type Recipient } from './mailing-audience.js';
import type { MailingAudience, MailingDto } from './mailing.dto.js';
import type { MailingMailView } from './mailing.views.js';
import type { z } from 'zod';

/** A mailing reaches at most this many speakers. */
export const MAX_RECIPIENTS = 2000;
/** The recent mailings the console lists. */
const LISTED = 50;
/** How much of the mail a bell notice shows. */
const NOTICE_LENGTH = 300;

export type MailingMail = z.output<typeof MailingMailView>;

@Injectable()
export class MailingsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
    private readonly outbox: MailOutbox,
    private readonly sending: SendingProgress,
    private readonly notifications: NotificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The exact mail each speaker of the group would receive. */
  async preview(dto: MailingDto) {
    checkPlaceholders(dto);
    const mails = await this.prisma.$transaction(async (tx) => (await this.prepare(tx, dto)).map(({ mail }) => mail));
    return { total: mails.length, mails };
  }

  /** Writes to everyone in the group, as previewed; their open pages ring at once and their mail follows. */
  async send(actor: AuthUser, dto: MailingDto) {
    checkPlaceholders(dto);
    const mailing = await this.audit.change(actor, 'mailing', async (tx, announce) => {
      const prepared = await this.prepare(tx, dto);
      if (!prepared.length) throw fieldError('body', 'audience', /*i18n*/ 'Nobody is in this group');
      const row = await tx.mailing.create({
        data: {
          subject: dto.subject,
          body: dto.body,
          translations: (dto.translations ?? {}) as Prisma.InputJsonValue,
          audience: dto.audience as Prisma.InputJsonValue,
          total: prepared.length,
          actor_id: actor.id,
        },
      });
      for (const { recipient, mail } of prepared) {
        await this.outbox.add(tx, announce, { ...writtenMail({ ...mail, template: 'mailing' }), mailing_id: row.id });
        if (recipient.userId !== null) {
          await this.notifications.create(tx, announce, recipient.userId, {
            type: 'info',
            title: mail.subject,
            message: mail.text.length > NOTICE_LENGTH ? `${mail.text.slice(0, NOTICE_LENGTH - 1).trimEnd()}…` : mail.text,
            link: recipient.attendee ? `/sessions/${recipient.sessionId}` : '/speaker',
          });
        }
      }
      const after = { subject: row.subject, audience: dto.audience, total: row.total };
      return { result: row, record: { action: 'send', entityId: row.id, summary: `Mail '${row.subject}' to ${row.total} speaker(s)`, before: null, after } };
    });
    this.sending.follow(
      () => this.progress(mailing.id),
      (progress) => this.events.emit('mailings.progress', progress),
    );
    return this.view(mailing);
  }

  async list() {
    const rows = await this.prisma.mailing.findMany({ orderBy: { id: 'desc' }, take: LISTED });
    return Promise.all(rows.map((row) => this.view(row)));
  }

  async one(id: number) {
    const row = await this.prisma.mailing.findUnique({ where: { id } });
    if (!row) throw new NotFoundException(/*i18n*/ 'Mailing not found');
    return this.view(row);
  }

  async progress(id: number): Promise<MailingProgress> {
    const row = await this.prisma.mailing.findUnique({ where: { id }, select: { id: true, total: true } });
    if (!row) throw new NotFoundException(/*i18n*/ 'Mailing not found');
    const { sent, failed } = await this.sending.counts({ mailing_id: id });
    return { mailing_id: row.id, total: row.total, sent, failed, done: sent + failed >= row.total };
  }

  private async view(row: Mailing) {
    return {
      id: row.id,
      subject: row.subject,
      body: row.body,
      ...translationsOf(row, WRITTEN_TEXTS),
      audience: row.audience as MailingAudience,
      created_at: row.created_at.toISOString(),
      ...(await this.progress(row.id)),
    };
  }

  /** Each speaker of the group with their mail, in their account's language where the mailing has it (else English). */
  private async prepare(tx: Tx, dto: MailingDto): Promise<{ recipient: Recipient; mail: MailingMail }[]> {
    const recipients = await recipientsOf(tx, dto.audience);
    if (recipients.length > MAX_RECIPIENTS)
      throw fieldError(
        'body',
        'audience',
        text(/*i18n*/ 'A mailing reaches at most {max} speakers; this group has {count}', { max: MAX_RECIPIENTS, count: recipients.length }),
      );
    const written = { subject: dto.subject, body: dto.body };
    const translations = readTranslations(dto.translations ?? {}, WRITTEN_TEXTS);
    return recipients.map((recipient) => {
      const { language } = recipient;
      const inTheirs = resolved(written, translations, language, WRITTEN_TEXTS);
      const rendered = renderWrittenMail(inTheirs, {
        name: recipient.name,
        title: recipient.title,
        slot: recipient.session ? formatSlot(recipient.session.start_time, recipient.session.end_time, language) : '',
        room: recipient.room,
        notes: recipient.notes,
        product: this.config.productName,
        dashboard: `${this.config.publicUrl}${recipient.attendee ? '/dashboard' : '/speaker'}`,
      });
      const mail = { to: recipient.to, name: recipient.name, language, proposal_id: recipient.proposalId, session_id: recipient.sessionId, ...rendered };
      return { recipient, mail };
    });
  }
}
