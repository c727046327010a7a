// The dead letters: mail that failed for good (a permanent SMTP refusal, or every retry spent). Admins see why and
// send one again, which starts its attempts afresh.
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { PrismaService } from '../prisma/database.js';
import { text } from '../i18n/error-text.js';

const PAGE_MAX = 200;
const VIEW = { id: true, to: true, subject: true, template: true, attempts: true, last_error: true, created_at: true } as const;

@Injectable()
export class FailedMail {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
  ) {}

  /** The newest failed mail first, at most PAGE_MAX. */
  list() {
    return this.prisma.mailOutbox.findMany({ where: { status: 'failed' }, orderBy: { id: 'desc' }, take: PAGE_MAX, select: VIEW });
  }

  /** Back in the outbox with its attempts afresh; only a failed mail can be. */
  async retry(id: number) {
    // Read in the same transaction: the answer is the mail as the retry left it (pending), not wherever the relay has
    // taken it by the time it is read (queued, or already sent).
    const retried = await this.prisma.$transaction(async (tx) => {
      const again = await tx.mailOutbox.updateMany({
        where: { id, status: 'failed' },
        data: { status: 'pending', attempts: 0, next_attempt_at: null, lease_until: null },
      });
      return again.count === 0 ? null : tx.mailOutbox.findUniqueOrThrow({ where: { id }, select: { ...VIEW, status: true } });
    });
    if (!retried) {
      const row = await this.prisma.mailOutbox.findUnique({ where: { id }, select: { status: true } });
      if (!row) throw new NotFoundException(/*i18n*/ 'Mail not found');
      throw new ConflictException(text(/*i18n*/ 'A mail that is {status} cannot be retried', { status: row.status }));
    }
    this.events.emit('mail.enqueued', { outboxIds: [id] });
    return retried;
  }
}
