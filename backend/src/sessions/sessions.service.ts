import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../views/auth-user.view.js';
import { fieldError } from '../http/api-error.js';
import { AuditService } from '../audit/audit.service.js';
import { Changes, type Announce } from '../events/changes.service.js';
import type { SessionSnapshot } from '../events/domain-events.js';
import type { Prisma, Session } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import { unavailableSpeakers } from '../availability/availability-rules.js';
import { rangesBySpeaker } from '../availability/speaker-ranges.js';
import { RoomsService } from '../rooms/rooms.service.js';
import { LatestRelease } from './latest-release.js';
import { recordCommand } from './schedule-commands.js';
import { lockSchedulableProposal, recordScheduled, showSpeakers } from './proposal-scheduling.js';
import { interestMap, roomInterest } from './room-interest.js';
import { conflictMap, conflictsOf, type Slot } from './schedule-conflicts.js';
import type { ConflictCheckDto, CreateSessionDto, MoveSessionDto, SessionSpeakerRef, UpdateSessionDto } from './session.dto.js';
import { SessionStore } from './session-store.js';
import { existingHost, hostChange, hostsOf } from './session-hosts.js';
import { speakerAccounts, toAdminSessionView, toSessionView, toSlot, type SessionRow } from './session.view.js';
import { text, type Text } from '../i18n/error-text.js';
import { readTranslations } from '../i18n/translations.js';

type Tx = Prisma.TransactionClient;

const snapshot = (s: Session): SessionSnapshot => ({
  id: s.id,
  title: s.title,
  start_time: s.start_time,
  end_time: s.end_time,
  room: s.room,
  status: s.status,
  translations: readTranslations(s.translations, ['title']),
});

/** What an edit does next in its transaction, with the row before and after. */
export type EditFollowUp = (tx: Tx, before: SessionRow, after: SessionRow) => Promise<void>;

const recordAs =
  (actor: AuthUser, action: string): EditFollowUp =>
  (tx, before, after) =>
    recordCommand(tx, actor.id, action === 'move' ? 'move' : 'edit', before, after);

const invalid = (field: string, msg: Text) => fieldError('body', field, msg);

/** In release mode an edit changes the draft only: it is audited as such, and 'What changed' does not list it. */
const auditAction = (draft: boolean, action: string) => (draft ? `draft_${action}` : action);

/** `speakers` (with order) or else `speaker_ids`, without duplicates, ordered 0..n-1. */
function speakerOrder(dto: { speakers?: SessionSpeakerRef[]; speaker_ids?: number[] }): number[] | undefined {
  const ids = dto.speakers ? [...dto.speakers].sort((a, b) => (a.display_order ?? 0) - (b.display_order ?? 0)).map((s) => s.id) : dto.speaker_ids;
  return ids ? [...new Set(ids)] : undefined;
}

/**
 * Organisers' edits of the programme. Every write is versioned, audited and pushed to open pages after the commit.
 * In release mode (schedule-releases/) the tables are the draft: edits reach the public and attendees only with the
 * next release, and a deleted session stays (marked draft_removed_at) until that release deletes it. The queries and
 * locks are the store's (session-store.ts); reads outside a transaction go through `prisma`.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly store: SessionStore,
    private readonly changes: Changes,
    private readonly audit: AuditService,
    private readonly rooms: RoomsService,
    private readonly latestRelease: LatestRelease,
  ) {}

  /** Every session, or only those with these ids (one query, speakers included). */
  list(db: Tx = this.prisma, ids?: readonly number[]): Promise<SessionRow[]> {
    return this.store.list(db, ids);
  }

  /**
   * A few queries whatever the size of the programme: the sessions, the saved counts grouped, the capacities, the
   * availability, the mode and the latest release (cached).
   */
  async adminList() {
    const sessions = await this.list();
    const savedCounts = await this.rooms.savedCounts();
    const capacities = await this.rooms.capacities();
    const ranges = await rangesBySpeaker(this.prisma);
    const unreleased = await this.latestRelease.unreleased(this.prisma, sessions.map(toSessionView));
    const slots = sessions.map(toSlot);
    const conflicts = conflictMap(slots);
    const interest = interestMap(slots, savedCounts, capacities);
    const hosts = await hostsOf(this.prisma, sessions);
    return sessions.map((s, i) =>
      toAdminSessionView(
        s,
        conflicts.get(s.id) ?? [],
        interest.get(s.id)!,
        unavailableSpeakers(slots[i], ranges),
        unreleased.get(s.id) ?? [],
        hosts.get(s.host_user_id ?? 0) ?? null,
      ),
    );
  }

  /**
   * Only these sessions, as the full list shows them (those that no longer exist are left out): each one's clashes,
   * room interest and availability from its own overlaps, as an edit's answer has them.
   */
  async adminViews(ids: readonly number[]) {
    const views = [];
    for (const session of await this.list(this.prisma, ids)) views.push(await this.adminView(session));
    return views;
  }

  /** What a session with these details would clash with (the form asks before saving). */
  async check(dto: ConflictCheckDto) {
    const start = new Date(dto.startTime);
    const end = new Date(dto.endTime);
    if (end <= start) throw invalid('endTime', /*i18n*/ 'endTime must be after startTime');
    const speakers = await this.store.speakers(dto.speaker_ids ?? []);
    const slot: Slot = { id: dto.id ?? 0, title: '', room: dto.room ?? 'TBA', start_time: start, end_time: end, status: 'scheduled', speakers };
    return {
      conflicts: conflictsOf(slot, await this.store.overlapping(this.prisma, slot)),
      unavailable_speakers: await this.unavailableFor(this.prisma, slot),
    };
  }

  async create(actor: AuthUser, dto: CreateSessionDto) {
    const start = new Date(dto.startTime);
    const end = new Date(dto.endTime);
    if (end <= start) throw invalid('endTime', /*i18n*/ 'endTime must be after startTime');
    let speakerIds = speakerOrder(dto) ?? [];
    const session = await this.changes.commit(async (tx, announce) => {
      const draft = await this.store.editsDraft(tx);
      const proposal = dto.proposal_id ? await lockSchedulableProposal(tx, dto.proposal_id) : null;
      if (proposal?.speakerId) {
        if (!speakerIds.includes(proposal.speakerId)) speakerIds = [...speakerIds, proposal.speakerId];
        // A scheduled talk's speaker appears on the public site with it: now in live mode, with the release otherwise.
        if (!draft) await showSpeakers(tx, announce, [proposal.speakerId]);
      }
      await this.checkSpeakers(tx, speakerIds);
      const created = await this.store.create(
        tx,
        {
          title: dto.title,
          description: dto.description ?? '',
          translations: dto.translations ?? {},
          type: dto.type ?? 'talk',
          room: dto.room ?? 'TBA',
          track: dto.track,
          capacity: dto.capacity ?? null,
          signup_required: dto.signup_required ?? false,
          signup_opens_at: dto.signup_opens_at ? new Date(dto.signup_opens_at) : null,
          signup_closes_at: dto.signup_closes_at ? new Date(dto.signup_closes_at) : null,
          status: dto.status ?? 'scheduled',
          language: dto.language ?? 'en',
          recording_url: dto.recording_url ?? null,
          do_not_record: dto.do_not_record ?? false,
          host: dto.host_user_id ? { connect: { id: await existingHost(tx, dto.host_user_id) } } : undefined,
          start_time: start,
          end_time: end,
        },
        speakerIds,
      );
      if (proposal) await recordScheduled(tx, announce, proposal, created, draft);
      await this.audit.add(
        tx,
        {
          actor,
          action: auditAction(draft, 'create'),
          entity: 'session',
          entityId: created.id,
          summary: `Session '${created.title}'`,
          before: null,
          after: toSessionView(created),
        },
        announce,
      );
      announce('sessions.changed', { ids: [created.id], versions: [created.version] });
      return created;
    });
    return this.adminView(session);
  }

  /**
   * Applies an edit if it is based on the current version (when it names one); every edit bumps the version. Then, in
   * the same transaction, `followUp` (by default: a change of time, room or status becomes a command the organiser
   * can undo; undo and redo step their command instead).
   */
  async update(actor: AuthUser, id: number, dto: UpdateSessionDto, action = 'update', followUp?: EditFollowUp) {
    const after = await this.changes.commit((tx, announce) => this.updateIn(tx, announce, actor, id, dto, action, followUp));
    return this.adminView(after);
  }

  /** The edit of update(), inside the caller's transaction: several moves that stand or fall together (issue 47). */
  async updateIn(tx: Tx, announce: Announce, actor: AuthUser, id: number, dto: UpdateSessionDto, action = 'update', followUp?: EditFollowUp) {
    const speakerIds = speakerOrder(dto);
    const draft = await this.store.editsDraft(tx);
    const current = await this.store.lockForEdit(tx, id);
    if (!current) throw new NotFoundException(/*i18n*/ 'Session not found');
    if (dto.version !== undefined && dto.version !== current.version) {
      const record = await this.adminView(current, tx);
      throw new ConflictException({ detail: /*i18n*/ 'This session was changed by someone else in the meantime', current: record });
    }
    const start = dto.startTime ? new Date(dto.startTime) : current.start_time;
    const end = dto.endTime ? new Date(dto.endTime) : current.end_time;
    if (end <= start) throw invalid('endTime', /*i18n*/ 'endTime must be after startTime');
    if (speakerIds) await this.checkSpeakers(tx, speakerIds);
    if (dto.capacity !== undefined) await checkSeatsFit(tx, id, dto.capacity);
    const updated = await this.store.update(
      tx,
      current,
      {
        title: dto.title,
        description: dto.description,
        translations: dto.translations,
        type: dto.type,
        room: dto.room === undefined ? undefined : (dto.room ?? 'TBA'),
        track: dto.track,
        capacity: dto.capacity,
        signup_required: dto.signup_required,
        signup_opens_at: dto.signup_opens_at === undefined ? undefined : dto.signup_opens_at && new Date(dto.signup_opens_at),
        signup_closes_at: dto.signup_closes_at === undefined ? undefined : dto.signup_closes_at && new Date(dto.signup_closes_at),
        status: dto.status,
        language: dto.language,
        recording_url: dto.recording_url,
        do_not_record: dto.do_not_record,
        host: hostChange(dto.host_user_id === undefined || dto.host_user_id === null ? dto.host_user_id : await existingHost(tx, dto.host_user_id)),
        start_time: start,
        end_time: end,
      },
      speakerIds,
    );
    const summary = `Session '${updated.title}'`;
    await this.audit.add(
      tx,
      { actor, action: auditAction(draft, action), entity: 'session', entityId: id, summary, before: toSessionView(current), after: toSessionView(updated) },
      announce,
    );
    announce('sessions.changed', { ids: [id], versions: [updated.version] });
    // Savers hear of a draft edit only when a release publishes it.
    if (!draft) announce('session.updated', { before: snapshot(current), after: snapshot(updated) });
    await (followUp ?? recordAs(actor, action))(tx, current, updated);
    return updated;
  }

  /** A drag or resize on the calendar: a new start (keeping the duration unless an end is given), end or room. */
  async move(actor: AuthUser, id: number, dto: MoveSessionDto) {
    if (!dto.startTime && !dto.endTime && dto.room === undefined) throw invalid('startTime', /*i18n*/ 'a move needs startTime, endTime or room');
    let endTime = dto.endTime;
    if (dto.startTime && !endTime) {
      const current = await this.store.times(id);
      if (!current) throw new NotFoundException(/*i18n*/ 'Session not found');
      const duration = current.end_time.getTime() - current.start_time.getTime();
      endTime = new Date(new Date(dto.startTime).getTime() + duration).toISOString();
    }
    return this.update(actor, id, { startTime: dto.startTime, endTime, room: dto.room, version: dto.version }, 'move');
  }

  async remove(actor: AuthUser, id: number) {
    await this.changes.commit(async (tx, announce) => {
      const draft = await this.store.editsDraft(tx);
      const session = await this.store.withSavers(tx, id);
      if (!session) throw new NotFoundException(/*i18n*/ 'Session not found');
      // In the draft the session is only marked: the released programme shows it, and its savers stay to be told.
      if (draft) await this.store.markRemoved(tx, id);
      else await this.store.delete(tx, id);
      await this.audit.add(
        tx,
        {
          actor,
          action: auditAction(draft, 'delete'),
          entity: 'session',
          entityId: id,
          summary: `Session '${session.title}'`,
          before: toSessionView(session),
          after: null,
        },
        announce,
      );
      announce('sessions.changed', { ids: [id] });
      if (!draft) {
        // The rows are gone when the notice is written: who to tell goes with the event.
        const userIds = session.saved_by.map((s) => s.user_id);
        announce('session.deleted', { before: snapshot(session), userIds, speakerUserIds: speakerAccounts(session) });
      }
    });
  }

  /** One session as organisers see it: its clashes and the rooms free at its time come from one query of overlaps. */
  async adminView(session: SessionRow, db: Tx = this.prisma) {
    const slot = toSlot(session);
    const overlapping = await this.store.overlapping(db, slot);
    const saved = (await this.rooms.savedCounts(db, [session.id])).get(session.id) ?? 0;
    const interest = roomInterest(slot, saved, await this.rooms.capacities(db), overlapping);
    const unreleased = (await this.latestRelease.unreleased(db, [toSessionView(session)])).get(session.id) ?? [];
    const host = (await hostsOf(db, [session])).get(session.host_user_id ?? 0) ?? null;
    return toAdminSessionView(session, conflictsOf(slot, overlapping), interest, await this.unavailableFor(db, slot), unreleased, host);
  }

  /** The slot's speakers who entered their availability and are not available for all of it (one query). */
  private async unavailableFor(db: Tx, slot: Slot) {
    if (slot.speakers.length === 0) return [];
    return unavailableSpeakers(
      slot,
      await rangesBySpeaker(
        db,
        slot.speakers.map((s) => s.id),
      ),
    );
  }

  /** Every speaker id names a speaker, else a 400 naming those that do not. */
  private async checkSpeakers(tx: Tx, ids: number[]) {
    const missing = await this.store.unknownSpeakers(tx, ids);
    if (missing.length) throw invalid('speakers', text(/*i18n*/ 'unknown speaker id {ids}', { ids: missing.join(', ') }));
  }
}

/**
 * A capacity never drops a confirmed seat (issue 46): lowered below the seats taken, it is refused, naming how many
 * are over. The session's row is locked (lockForEdit), so no sign-up slips in between the count and the change. Seats
 * a raised capacity adds go to those in line as soon as the edit is committed (signups/signups.service.ts).
 */
async function checkSeatsFit(tx: Prisma.TransactionClient, sessionId: number, capacity: number | null) {
  if (capacity === null) return;
  const taken = await tx.sessionSignup.count({ where: { session_id: sessionId, status: 'confirmed' } });
  if (taken > capacity) {
    throw new ConflictException(
      text(/*i18n*/ '{taken} people have a seat: a capacity of {capacity} would leave {over} of them without one', { taken, capacity, over: taken - capacity }),
    );
  }
}
