// "Commit, then announce", in one place. A service's transaction announces the events its change causes; those whose
// effects must not be lost (DURABLE_EVENTS: public versions, notices, mail) are written to the event outbox inside the
// same transaction, and the others (pushes to admins' consoles, wake-ups) are emitted once the commit succeeded. A
// rolled-back change announces nothing.
import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { DomainEvents } from './domain-events.js';
import { EventRelay } from './event-relay.service.js';
import { DURABLE_EVENTS, type Announce, type Announced } from './durable-events.js';

export type Tx = Prisma.TransactionClient;
export type { Announce };

@Injectable()
export class Changes {
  constructor(
    private readonly prisma: PrismaService,
    private readonly events: DomainEvents,
    private readonly relay: EventRelay,
  ) {}

  /** Runs `work` in a transaction; what it announces is written with it (durable) or emitted after it (the rest). */
  async commit<T>(work: (tx: Tx, announce: Announce) => Promise<T>, options?: { timeout?: number; maxWait?: number }): Promise<T> {
    const announced: Announced[] = [];
    const seen = new Set<string>();
    // The same event twice (two audit entries of one entity, say) is announced once.
    const announce: Announce = (name, payload) => {
      const key = `${name}:${JSON.stringify(payload)}`;
      if (!seen.has(key)) announced.push({ name, payload } as Announced);
      seen.add(key);
    };
    const [result, durable] = await this.prisma.$transaction(async (tx) => {
      announced.length = 0;
      seen.clear();
      const value = await work(tx, announce);
      const durable = announced.filter((e) => DURABLE_EVENTS.has(e.name));
      if (durable.length) await this.relay.write(tx, durable);
      return [value, durable.length > 0] as const;
    }, options);
    for (const event of announced) if (!DURABLE_EVENTS.has(event.name)) this.events.emit(event.name, event.payload as never);
    if (durable) this.relay.wake();
    return result;
  }
}
