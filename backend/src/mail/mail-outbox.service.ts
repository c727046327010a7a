import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { DomainEvents } from '../events/domain-events.js';
import type { MailMessage } from './templates.js';

type Tx = Prisma.TransactionClient;

/** Writes mail requests into the outbox inside the caller's transaction. */
@Injectable()
export class MailOutbox {
  constructor(private readonly events: DomainEvents) {}

  async add(tx: Tx, message: MailMessage): Promise<number> {
    const { attachments, ...rest } = message;
    const row = await tx.mailOutbox.create({
      data: { ...rest, html: message.html ?? null, ...(attachments?.length && { attachments: attachments as unknown as Prisma.InputJsonValue }) },
    });
    return row.id;
  }

  /** Call after the transaction committed, so the relay picks the rows up at once instead of on its next sweep. */
  committed(outboxIds: number[]): void {
    if (outboxIds.length) this.events.emit('mail.enqueued', { outboxIds });
  }
}
