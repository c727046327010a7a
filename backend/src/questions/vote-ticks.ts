// Votes reach open pages at most once a tick per session (issue 47): 20 votes a second to 2,000 pages, one message
// each, would be 40,000 socket writes a second, more than a core sends. The first vote after a quiet tick goes out at
// once; the votes that follow within the tick are gathered, and at its end the counts of every question they touched
// are read afresh and sent in one message. Read at the end, a count is never older than the votes it follows, even
// when another replica counted some of them.
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { PrismaService } from '../prisma/database.js';
import { VISIBLE } from './question-rules.js';

export const VOTE_TICK_MS = 100;

interface Pending {
  ids: Set<number>;
  timer?: NodeJS.Timeout;
  sentAt: number;
}

@Injectable()
export class VoteTicks implements OnModuleDestroy {
  private readonly sessions = new Map<number, Pending>();

  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
  ) {}

  /** A vote changed this question's count (`votes` now, as the vote's statement returned it). */
  counted(sessionId: number, id: number, votes: number, status: string): void {
    const pending = this.sessions.get(sessionId) ?? { ids: new Set<number>(), sentAt: 0 };
    this.sessions.set(sessionId, pending);
    if (!pending.timer && Date.now() - pending.sentAt >= VOTE_TICK_MS) {
      pending.sentAt = Date.now();
      this.send(sessionId, [{ id, votes, status }]);
      pending.timer = setTimeout(() => void this.flush(sessionId), VOTE_TICK_MS);
      return;
    }
    pending.ids.add(id);
    pending.timer ??= setTimeout(() => void this.flush(sessionId), Math.max(0, pending.sentAt + VOTE_TICK_MS - Date.now()));
  }

  private async flush(sessionId: number): Promise<void> {
    const pending = this.sessions.get(sessionId);
    if (!pending) return;
    pending.timer = undefined;
    if (pending.ids.size === 0) {
      // A quiet tick: the next vote goes out at once.
      this.sessions.delete(sessionId);
      return;
    }
    const ids = [...pending.ids];
    pending.ids.clear();
    pending.sentAt = Date.now();
    // The tick after this one sends what arrives meanwhile, or ends the session's run.
    pending.timer = setTimeout(() => void this.flush(sessionId), VOTE_TICK_MS);
    const rows = await this.prisma.question
      .findMany({ where: { id: { in: ids } }, select: { id: true, votes: true, status: true } })
      .catch(() => [] as { id: number; votes: number; status: string }[]);
    this.send(sessionId, rows);
  }

  /** Attendees hear the counts of questions they may see; moderators hear every count. */
  private send(sessionId: number, counts: { id: number; votes: number; status: string }[]): void {
    const visible = counts.filter((c) => VISIBLE.includes(c.status as never)).map(({ id, votes }) => ({ id, votes }));
    const hidden = counts.filter((c) => !VISIBLE.includes(c.status as never)).map(({ id, votes }) => ({ id, votes }));
    if (visible.length) this.events.emit('question.votes', { session_id: sessionId, counts: visible, visible: true });
    if (hidden.length) this.events.emit('question.votes', { session_id: sessionId, counts: hidden, visible: false });
  }

  onModuleDestroy(): void {
    for (const pending of this.sessions.values()) clearTimeout(pending.timer);
    this.sessions.clear();
  }
}
