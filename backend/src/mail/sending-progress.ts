// How far the mail of one sending (a bulk decision, a mailing) has gone: its outbox rows counted by status, and the
// organisers' consoles told as the counts move.
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';

const PROGRESS_EVERY_MS = 400;
const FOLLOW_AT_MOST_MS = 10 * 60_000;

@Injectable()
export class SendingProgress implements OnModuleDestroy {
  private readonly followers = new Set<NodeJS.Timeout>();

  constructor(private readonly prisma: PrismaService) {}

  /** The sending's mails sent, and failed for good. */
  async counts(where: Prisma.MailOutboxWhereInput): Promise<{ sent: number; failed: number }> {
    const counts = await this.prisma.mailOutbox.groupBy({ by: ['status'], where, _count: true });
    const count = (status: string) => counts.find((c) => c.status === status)?._count ?? 0;
    return { sent: count('sent'), failed: count('failed') };
  }

  /** This replica pushes the sending's progress whenever it changes, until it is done (or ten minutes have passed). */
  follow<P extends { done: boolean }>(read: () => Promise<P>, push: (progress: P) => void) {
    let last = '';
    const started = Date.now();
    const timer = setInterval(() => {
      read()
        .then((progress) => {
          const now = JSON.stringify(progress);
          if (now !== last) push(progress);
          last = now;
          if (progress.done || Date.now() - started > FOLLOW_AT_MOST_MS) this.stop(timer);
        })
        .catch(() => undefined);
    }, PROGRESS_EVERY_MS);
    timer.unref();
    this.followers.add(timer);
  }

  private stop(timer: NodeJS.Timeout) {
    clearInterval(timer);
    this.followers.delete(timer);
  }

  onModuleDestroy() {
    for (const timer of this.followers) this.stop(timer);
  }
}
