// A scheduled proposal records its session's public slot (scheduled_time, scheduled_room), which the speaker's
// /speaker page shows. It follows every public move: a live edit, or a release in release mode (both announce
// session.updated; draft edits announce nothing, so the speaker never sees a slot the public cannot).
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventRelay } from '../events/event-relay.service.js';

@Injectable()
export class ProposalSlots implements OnModuleInit {
  constructor(private readonly relay: EventRelay) {}

  onModuleInit() {
    this.relay.consume('proposal-slot', ['session.updated'], async (events, tx, announce) => {
      for (const { payload } of events) {
        const { before, after } = payload;
        const start = new Date(after.start_time);
        if (new Date(before.start_time).getTime() === start.getTime() && before.room === after.room) continue;
        const proposals = await tx.proposal.findMany({ where: { session_id: after.id } });
        for (const proposal of proposals) {
          const moved = await tx.proposal.update({ where: { id: proposal.id }, data: { scheduled_time: start, scheduled_room: after.room } });
          announce('proposals.changed', { proposals: [moved], userId: moved.user_id });
        }
      }
    });
  }
}
