// Every domain event, declared once: its payload, whether it is durable (written to the event outbox with the change
// that caused it), and, when browsers are told, who is told what under which client event name. The bus
// (domain-events.ts), the outbox (durable-events.ts), the gateway's pushes and the client's event map
// (realtime/client-events.ts, hence the API description) derive from it. Adding a pushed event is one entry here
// plus its handlers.
import { z } from 'zod';
import { ArrivalsView } from '../views/arrivals.view.js';
import { AuthUserView } from '../views/auth-user.view.js';
import { DecisionProgressView } from '../views/decision.view.js';
import { MailingProgressView } from '../views/mailing.view.js';
import { NotificationView } from '../views/notification.view.js';
import { id } from '../views/fields.js';
import { ProposalView, toProposalView } from '../views/proposal.view.js';
import { PublicDeltaView } from '../views/public-delta.view.js';
import { SettingsView } from '../views/settings.view.js';
import type { Proposal } from '../generated/prisma/client.js';
import { QuestionPushView, QuestionRemovedView, QuestionVoteCountsView } from '../views/question.view.js';
import { event } from './event-entry.js';
import { rooms } from './rooms.js';

/** What attendees are told about when a saved session changes. */
export const SessionSnapshot = z.object({
  id: id(),
  title: z.string(),
  start_time: z.date(),
  end_time: z.date(),
  room: z.string(),
  status: z.string(),
  /** The title in other languages ({ de: { title } }), where it has one: notices name the session in the reader's. */
  translations: z.record(z.string(), z.record(z.string(), z.string())).optional(),
});
export type SessionSnapshot = z.output<typeof SessionSnapshot>;

const admins = rooms.role('admin');
const ids = z.object({ ids: z.array(id()) });
const sessionVersions = ids.extend({ versions: z.array(z.number().int()).optional() });
/** Organisers' consoles show more than the public shape (hidden speakers, clashes, drafts): told the ids, they refetch. */
const idsToAdmins = { schema: ids, to: () => [admins], send: ({ ids }: { ids: number[] }) => ({ ids }) };

export const EVENT_CATALOG = {
  /**
   * A new version of the public read model (after its commit): the records it changed in their public shape, or
   * removed ids. Visitors' pages patch their lists from it; they never refetch a list for an edit.
   */
  'public.changed': event(PublicDeltaView, { push: { schema: PublicDeltaView, to: () => [rooms.public], send: (delta) => delta } }),
  'settings.updated': event(z.object({ settings: SettingsView }), {
    durable: true,
    push: { schema: SettingsView, to: () => [admins], send: ({ settings }) => settings },
  }),
  /**
   * Sessions were created, edited or deleted. `versions`: each one's version after a create or an edit, so the
   * organiser who made it recognises their own edit coming back and keeps what the answer gave them.
   */
  'sessions.changed': event(sessionVersions, {
    durable: true,
    push: { schema: sessionVersions, to: () => [admins], send: ({ ids, versions }) => (versions ? { ids, versions } : { ids }) },
  }),
  /** Attendees saved or unsaved these sessions: how many saved each changed. Only ids reach organisers: who saved what stays with each attendee. */
  'sessions.interest': event(ids, { push: idsToAdmins }),
  /**
   * An organiser set or cleared what these rooms hold, where they are streamed or where they are on a venue map.
   * Durable: the public programme shows each session's room's stream and place on the map.
   */
  'rooms.changed': event(z.object({ names: z.array(z.string()) }), {
    durable: true,
    push: { schema: z.object({ names: z.array(z.string()) }), to: () => [admins], send: ({ names }) => ({ names }) },
  }),
  'news.changed': event(ids, { durable: true, push: idsToAdmins }),
  'speakers.changed': event(ids, { durable: true, push: idsToAdmins }),
  /** Speakers changed when they can speak (`userId`: the speaker's account): the schedule editor and the speaker refetch. */
  'availability.changed': event(z.object({ speakerIds: z.array(id()), userId: id() }), {
    push: {
      schema: z.object({ speaker_ids: z.array(id()) }),
      to: ({ userId }) => [admins, rooms.user(userId)],
      send: ({ speakerIds }) => ({ speaker_ids: speakerIds }),
    },
  }),
  'sponsors.changed': event(ids, { durable: true, push: idsToAdmins }),
  'content.changed': event(z.object({ keys: z.array(z.string()) }), {
    durable: true,
    push: { schema: z.object({ keys: z.array(z.string()) }), to: () => [admins], send: ({ keys }) => ({ keys }) },
  }),
  /** To the user: a new notification. */
  'notification.created': event(z.object({ userId: id(), notification: NotificationView }), {
    push: { schema: NotificationView, to: ({ userId }) => [rooms.user(userId)], send: ({ notification }) => notification },
  }),
  /** To the user: a notification that gathers several changes was extended (same id, unread again). */
  'notification.updated': event(z.object({ userId: id(), notification: NotificationView }), {
    push: { schema: NotificationView, to: ({ userId }) => [rooms.user(userId)], send: ({ notification }) => notification },
  }),
  /** A new version of the programme was released (release mode): its number and name. Open schedule pages say which version they show. */
  'schedule.released': event(z.object({ number: z.number().int(), name: z.string() }), {
    durable: true,
    push: {
      schema: z.object({ number: z.number().int(), name: z.string() }),
      to: () => [rooms.public],
      send: ({ number, name }) => ({ number, name }),
    },
  }),
  /** The user's saved sessions changed (on this or another device). */
  'schedule.updated': event(z.object({ userId: id(), sessionIds: z.array(id()) }), {
    push: {
      schema: z.object({ session_ids: z.array(id()) }),
      to: ({ userId }) => [rooms.user(userId)],
      send: ({ sessionIds }) => ({ session_ids: sessionIds }),
    },
  }),
  /**
   * Proposals were submitted, confirmed or decided (as they are now); `userId` is the proposer. They are pushed as
   * both lists show them, so the speaker's page and the review table patch in place.
   */
  'proposals.changed': event(z.object({ proposals: z.array(z.custom<Proposal>()), userId: id().nullable() }), {
    push: {
      schema: z.object({ ids: z.array(id()), proposals: z.array(ProposalView) }),
      to: ({ userId }) => (userId ? [admins, rooms.user(userId)] : [admins]),
      send: ({ proposals }) => ({ ids: proposals.map((p) => p.id), proposals: proposals.map(toProposalView) }),
    },
  }),
  /** To the user: their account as it is now. */
  'user.updated': event(z.object({ user: AuthUserView }), {
    push: { schema: AuthUserView, to: ({ user }) => [rooms.user(user.id)], send: ({ user }) => user },
  }),
  /** Admins changed accounts (edit, promote, delete): the admin user lists and stat cards refetch. */
  'users.changed': event(ids, { push: idsToAdmins }),
  'user.registered': event(z.object({ user: AuthUserView }), {
    push: { as: 'users.changed', schema: ids, to: () => [admins], send: ({ user }) => ({ ids: [user.id] }) },
  }),
  'payment.completed': event(z.object({ userId: id() }), {
    push: { as: 'users.changed', schema: ids, to: () => [admins], send: ({ userId }) => ({ ids: [userId] }) },
  }),
  /** Admin changes were recorded in the audit trail (pushed by whichever replica delivers the row). */
  'audit.recorded': event(z.object({ entities: z.array(z.string()) }), {
    durable: true,
    push: { schema: z.object({ entities: z.array(z.string()) }), to: () => [admins], send: ({ entities }) => ({ entities }) },
  }),
  /**
   * Reviews, assignments, criteria or the review phase changed for these proposals (empty: the whole review), or a
   * proposal left review. The committee's pages refetch what each may see: the push names proposals, never scores or
   * proposers.
   */
  'review.changed': event(z.object({ proposalIds: z.array(id()) }), {
    push: {
      schema: z.object({ proposal_ids: z.array(id()) }),
      to: () => [admins, rooms.reviewers],
      send: ({ proposalIds }) => ({ proposal_ids: proposalIds }),
    },
  }),
  /** Attendees rated these sessions: their speakers' and the organisers' feedback pages refetch. */
  'feedback.changed': event(z.object({ sessionIds: z.array(id()), speakerUserIds: z.array(id()) }), {
    push: {
      schema: z.object({ session_ids: z.array(id()) }),
      to: ({ speakerUserIds }) => [admins, ...speakerUserIds.map(rooms.user)],
      send: ({ sessionIds }) => ({ session_ids: sessionIds }),
    },
  }),
  /**
   * Someone was checked in at a door, or a check-in was undone: "412 of 530 arrived", to every door and the console.
   * Counts only: who came in stays with the door that scanned them.
   */
  'checkin.arrivals': event(ArrivalsView, { push: { schema: ArrivalsView, to: () => [admins, rooms.doors], send: (count) => count } }),
  /** How far the mail of a bulk decision has gone. */
  'decisions.progress': event(DecisionProgressView, { push: { schema: DecisionProgressView, to: () => [admins], send: (progress) => progress } }),
  /** How far the mail of an organisers' mailing has gone. */
  'mailings.progress': event(MailingProgressView, { push: { schema: MailingProgressView, to: () => [admins], send: (progress) => progress } }),

  /**
   * A question was asked or moderated (issue 47). `visible`: attendees may see it (approved or answered), so every page
   * open on the session's questions is told; otherwise only its moderators' sockets and its author's own are.
   */
  'question.changed': event(z.object({ question: QuestionPushView, visible: z.boolean(), authorId: id().nullable() }), {
    push: {
      schema: QuestionPushView,
      to: ({ question, visible, authorId }) =>
        visible
          ? [rooms.questions(question.session_id), rooms.questionModerators(question.session_id)]
          : [rooms.questionModerators(question.session_id), ...(authorId ? [rooms.user(authorId)] : [])],
      send: ({ question }) => question,
    },
  }),
  /** A question attendees saw was hidden or sent back to waiting: their pages drop it (its id only, never its text). */
  'question.removed': event(QuestionRemovedView, {
    push: { schema: QuestionRemovedView, to: ({ session_id }) => [rooms.questions(session_id)], send: ({ id, session_id }) => ({ id, session_id }) },
  }),
  /** Votes changed some of a session's questions: their counts, at most once a tick per session (questions/vote-ticks.ts). */
  'question.votes': event(QuestionVoteCountsView.extend({ visible: z.boolean() }), {
    push: {
      schema: QuestionVoteCountsView,
      to: ({ session_id, visible }) => (visible ? [rooms.questions(session_id), rooms.questionModerators(session_id)] : [rooms.questionModerators(session_id)]),
      send: ({ session_id, counts }) => ({ session_id, counts }),
    },
  }),

  // Internal only: no browser is told (their effects reach browsers through other events).
  /**
   * An organiser accepted or rejected a proposal, or scheduled it as a session (in release mode: the release that
   * publishes the session): the speaker is told. A bulk decision brings the mail its organisers previewed (`mail`)
   * and its batch; in release mode `release` is the release that first published the scheduled session.
   */
  'proposal.decided': event(
    z.object({
      proposalId: id(),
      decision: z.enum(['accepted', 'rejected', 'scheduled']),
      mail: z.object({ subject: z.string(), text: z.string() }).optional(),
      batchId: id().optional(),
      release: z.number().int().optional(),
    }),
    { durable: true },
  ),
  /** An organiser edited a session (after the transaction committed): its savers are told. */
  'session.updated': event(z.object({ before: SessionSnapshot, after: SessionSnapshot }), { durable: true }),
  /** An organiser deleted a session; `userIds` had saved it, `speakerUserIds` are its speakers' accounts. */
  'session.deleted': event(z.object({ before: SessionSnapshot, userIds: z.array(id()), speakerUserIds: z.array(id()) }), { durable: true }),
  /**
   * A room's delay mark changed (issue 47): `minutes` late on venue date `day` (0: on time again), `before` how late
   * it ran until now. The public read model records it (pages and screens get it as `public.changed`); the savers of
   * the room's remaining sessions that day are told once.
   */
  'room.delayed': event(
    z.object({ room: z.string(), key: z.string(), day: z.string(), minutes: z.number().int(), before: z.number().int(), marked_at: z.date() }),
    { durable: true },
  ),
  /** After the commit: the speaker row is gone; its stored photo can go too. */
  'speaker.deleted': event(z.object({ id: id(), image_url: z.string().nullable() })),
  'mail.enqueued': event(z.object({ outboxIds: z.array(id()) })),
  /**
   * What a user may do changed: their role, their account (deactivated, deleted), or a sign-in ended (`sid`: only
   * that sign-in's sockets; `signedOut`: all of them). Their open sockets follow at once, on every replica (the
   * gateway's own listener).
   */
  'access.changed': event(z.object({ userId: id(), sid: id().optional(), signedOut: z.boolean().optional() })),
};
