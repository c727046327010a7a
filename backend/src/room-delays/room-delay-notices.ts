// Those who saved a session still to come today in a room that now runs late (or on time again) are told once per
// change of mark, not once per session: one in-app notice, pushed to their devices that take session changes.
// Written in the transaction that records the event as handled (the event relay's), so a crash repeats nothing.
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { addDays, venueInstant } from '../common/event-time.js';
import type { DomainEventMap } from '../events/domain-events.js';
import type { Announce } from '../events/durable-events.js';
import { EventRelay } from '../events/event-relay.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { i18nIn, languageOr, type Language } from '../i18n/languages.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { roomKey } from '../rooms/room-key.js';

type Delayed = DomainEventMap['room.delayed'];

/** The notice in the reader's language. */
export function delayNotice({ room, minutes }: Pick<Delayed, 'room' | 'minutes'>, language: Language) {
  const i18n = i18nIn(language);
  return minutes === 0
    ? { title: i18n._('{room} is on time again', { room }), message: i18n._('Sessions in {room} start as scheduled.', { room }) }
    : {
        title: i18n._('{room} is running {minutes} min late', { room, minutes }),
        message: i18n._('Sessions in {room} start about {minutes} minutes later than scheduled today.', { room, minutes }),
      };
}

@Injectable()
export class RoomDelayNotices implements OnModuleInit {
  constructor(
    private readonly relay: EventRelay,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit() {
    this.relay.consume('room-delay-notice', ['room.delayed'], async (events, tx, announce) => {
      for (const { payload } of events) await this.tell(tx, announce, payload);
    });
  }

  /** The sessions of the room on the mark's day that had not ended when it was made, and who saved them. */
  private async tell(tx: Prisma.TransactionClient, announce: Announce, delayed: Delayed) {
    const sessions = await tx.session.findMany({
      where: {
        status: { not: 'cancelled' },
        start_time: { gte: venueInstant(delayed.day, '00:00'), lt: venueInstant(addDays(delayed.day, 1), '00:00') },
        // Still running late by the earlier mark counts as not over yet.
        end_time: { gt: new Date(delayed.marked_at.getTime() - delayed.before * 60_000) },
      },
      select: { id: true, room: true },
    });
    const affected = sessions.filter((s) => roomKey(s.room) === delayed.key).map((s) => s.id);
    if (affected.length === 0) return;
    const savers = await tx.savedSession.findMany({
      where: { session_id: { in: affected } },
      distinct: ['user_id'],
      select: { user_id: true, session_id: true, user: { select: { language: true } } },
    });
    for (const { user_id: userId, session_id: sessionId, user } of savers) {
      const language = languageOr(user.language);
      const link = affected.length === 1 ? `/sessions/${affected[0]}` : `/sessions/${sessionId}`;
      await this.notifications.create(
        tx,
        announce,
        userId,
        { type: delayed.minutes === 0 ? 'info' : 'warning', ...delayNotice(delayed, language), link },
        { topic: 'session_changes', language },
      );
    }
  }
}
