import { Injectable } from '@nestjs/common';
import { currentRequestId } from '../common/request-context.js';
import type { Announce } from '../events/durable-events.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { MailMessage } from './letter.js';

type Tx = Prisma.TransactionClient;

/** Writes mail requests into the outbox inside the caller's transaction; the relay is woken once it commits. */
@Injectable()
export class MailOutbox {
  async add(tx: Tx, announce: Announce, message: MailMessage): Promise<number> {
    const { attachments, ...rest } = message;
    const row = await tx.mailOutbox.create({
      data: {
        ...rest,
        html: message.html ?? null,
        ...(attachments?.length && { attachments: attachments as unknown as Prisma.InputJsonValue }),
        // The change's request, for the sender's log lines.
        request_id: currentRequestId() ?? null,
      },
    });
    // The relay picks the row up at once after the commit instead of on its next sweep.
    announce('mail.enqueued', { outboxIds: [row.id] });
    return row.id;
  }
}
