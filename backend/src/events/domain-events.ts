// The typed domain-event bus. Services announce events from their transaction (Changes.commit); the durable ones
// reach listeners here through the event relay once delivered, the rest straight after the commit. The realtime
// gateway listens; features never call it directly.
import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import type { AuthUser } from '../common/auth-user.js';
import type { Proposal } from '../generated/prisma/client.js';
import type { DecisionProgress } from '../review/review.views.js';
import type { NotificationView } from '../notifications/notification.view.js';
import type { PublicDeltaView } from '../public-read-model/public-delta.view.js';
import type { PublicSettings } from '../settings/settings.view.js';
import type { z } from 'zod';

/** What attendees are told about when a saved session changes. */
export interface SessionSnapshot {
  id: number;
  title: string;
  start_time: Date;
  end_time: Date;
  room: string;
  status: string;
}

/** A new version of the public read model: the records it changed in their public shape, or removed ids. */
export type PublicDelta = z.output<typeof PublicDeltaView>;

export interface DomainEventMap {
  'user.registered': { user: AuthUser };
  'user.updated': { user: AuthUser };
  'payment.completed': { userId: number };
  /** Proposals were submitted, confirmed or decided (as they are now); `userId` is the proposer. */
  'proposals.changed': { proposals: Proposal[]; userId: number | null };
  /**
   * An organiser accepted or rejected a proposal, or scheduled it as a session (in release mode: the release that
   * publishes the session): the speaker is told. A bulk decision brings the mail its organisers previewed (`mail`)
   * and its batch.
   */
  'proposal.decided': {
    proposalId: number;
    decision: 'accepted' | 'rejected' | 'scheduled';
    mail?: { subject: string; text: string };
    batchId?: number;
    /** Release mode: the release that first published the scheduled session; the speaker is told its slot there. */
    release?: number;
  };
  /** Reviews, assignments, criteria or the review phase changed for these proposals (empty: the whole review). */
  'review.changed': { proposalIds: number[] };
  /** Attendees rated these sessions: their speakers' and the organisers' feedback pages refetch. */
  'feedback.changed': { sessionIds: number[]; speakerUserIds: number[] };
  /** How far the mail of a bulk decision has gone. */
  'decisions.progress': DecisionProgress;
  'settings.updated': { settings: PublicSettings };
  'sessions.changed': { ids: number[] };
  /** An organiser edited a session (after the transaction committed). */
  'session.updated': { before: SessionSnapshot; after: SessionSnapshot };
  /** An organiser deleted a session; `userIds` had saved it, `speakerUserIds` are its speakers' accounts. */
  'session.deleted': { before: SessionSnapshot; userIds: number[]; speakerUserIds: number[] };
  'schedule.updated': { userId: number; sessionIds: number[] };
  /** Attendees saved or unsaved these sessions: how many saved each changed (organisers' schedule editors refetch). */
  'sessions.interest': { ids: number[] };
  /** An organiser set or cleared the capacities of these rooms. */
  'rooms.changed': { names: string[] };
  /** A new version of the programme was released (release mode): its number and name. */
  'schedule.released': { number: number; name: string };
  'news.changed': { ids: number[] };
  'speakers.changed': { ids: number[] };
  /** Speakers changed when they can speak (`userId`: the speaker's account): the schedule editor refetches. */
  'availability.changed': { speakerIds: number[]; userId: number };
  /** After the commit: the speaker row is gone; its stored photo can go too. */
  'speaker.deleted': { id: number; image_url: string | null };
  'sponsors.changed': { ids: number[] };
  'content.changed': { keys: string[] };
  'notification.created': { userId: number; notification: NotificationView };
  'notification.updated': { userId: number; notification: NotificationView };
  'mail.enqueued': { outboxIds: number[] };
  /**
   * What a user may do changed: their role, their account (deactivated, deleted), or a sign-in ended (`sid`: only
   * that sign-in's sockets; `signedOut`: all of them). Their open sockets follow at once, on every replica.
   */
  'access.changed': { userId: number; sid?: number; signedOut?: boolean };
  /** Admins changed accounts (edit, promote, delete): the admin user lists refetch. */
  'users.changed': { ids: number[] };
  /** Admin changes were recorded in the audit trail. */
  'audit.recorded': { entities: string[] };
  /** The public read model recorded a new version (after its commit). */
  'public.changed': PublicDelta;
}

export type DomainEventName = keyof DomainEventMap;
type Listener<K extends DomainEventName> = (payload: DomainEventMap[K]) => unknown;

@Injectable()
export class DomainEvents {
  private readonly logger = new Logger('DomainEvents');
  private readonly emitter = new EventEmitter({ captureRejections: false });

  constructor() {
    this.emitter.setMaxListeners(50);
  }

  emit<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): void {
    this.emitter.emit(name, payload);
  }

  /** A failing listener is logged and never breaks the request that emitted the event. */
  on<K extends DomainEventName>(name: K, listener: Listener<K>): () => void {
    const wrapped = (payload: DomainEventMap[K]) => {
      try {
        const result = listener(payload);
        if (result instanceof Promise) result.catch((error) => this.fail(name, error));
      } catch (error) {
        this.fail(name, error);
      }
    };
    this.emitter.on(name, wrapped);
    return () => this.emitter.off(name, wrapped);
  }

  private fail(name: string, error: unknown) {
    this.logger.error(`Listener for ${name} failed: ${(error as Error)?.stack ?? error}`);
  }
}
