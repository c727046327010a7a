// The session aggregate's queries and locks: a session with its speakers read, locked for an edit, created, changed
// and removed, and what the rules ask of the programme around it (the sessions a slot overlaps, which speaker ids
// exist). The rules are in sessions.service.ts; every query of the sessions and session_speakers tables they make
// is here.
import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../prisma/database.js';
import type { Slot } from './schedule-conflicts.js';
import { scheduleMode } from './schedule-mode.js';
import { sessionWithSpeakers, toSlot, type SessionRow } from './session.view.js';

type Tx = Prisma.TransactionClient;

/** A new session's own fields (its speakers are given apart, in order). */
export type NewSession = Omit<Prisma.SessionCreateInput, 'speakers' | 'version'>;
/** The fields an edit changes (undefined: kept); the version is bumped by every edit. */
export type SessionChanges = Omit<Prisma.SessionUpdateInput, 'speakers' | 'version'>;

@Injectable()
export class SessionStore {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Every session, or only those with these ids: one query whatever the number of sessions and speakers (the
   * speakers come in the same round trip).
   */
  list(db: Tx = this.prisma, ids?: readonly number[]): Promise<SessionRow[]> {
    return db.session.findMany({
      where: { draft_removed_at: null, ...(ids ? { id: { in: [...ids] } } : {}) },
      include: sessionWithSpeakers,
      orderBy: [{ start_time: 'asc' }, { id: 'asc' }],
    });
  }

  /**
   * Whether edits change the draft (release mode), the mode share-locked until the transaction ends: a release or a
   * switch of the mode waits for the edit, and the edit for them.
   */
  async editsDraft(tx: Tx): Promise<boolean> {
    return (await scheduleMode(tx, 'share')) === 'release';
  }

  /**
   * The session, locked until the transaction ends: concurrent edits of one session queue here, so each sees the
   * other's version. Null when there is none (or it was deleted in the draft).
   */
  async lockForEdit(tx: Tx, id: number): Promise<SessionRow | null> {
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM sessions WHERE id = ${id} AND draft_removed_at IS NULL FOR UPDATE`;
    if (locked.length === 0) return null;
    return tx.session.findUniqueOrThrow({ where: { id }, include: sessionWithSpeakers });
  }

  /** A session's start and end, when it exists. */
  times(id: number): Promise<{ start_time: Date; end_time: Date } | null> {
    return this.prisma.session.findUnique({ where: { id, draft_removed_at: null }, select: { start_time: true, end_time: true } });
  }

  /** A session with who saved it (the savers to tell of its deletion), when it exists. */
  withSavers(tx: Tx, id: number) {
    return tx.session.findUnique({ where: { id, draft_removed_at: null }, include: { ...sessionWithSpeakers, saved_by: { select: { user_id: true } } } });
  }

  /** A new session with its speakers, in this order. */
  create(tx: Tx, fields: NewSession, speakerIds: number[]): Promise<SessionRow> {
    return tx.session.create({
      data: { ...fields, speakers: { create: speakerIds.map((speaker_id, display_order) => ({ speaker_id, display_order })) } },
      include: sessionWithSpeakers,
    });
  }

  /**
   * Changes the (locked) session and bumps its version; `speakerIds` (when given) replace its speakers, in this order.
   * Without them its speakers are the ones it had, so they are not read again: a move is one statement, not three.
   */
  async update(tx: Tx, current: SessionRow, changes: SessionChanges, speakerIds?: number[]): Promise<SessionRow> {
    const id = current.id;
    const data = { ...changes, version: { increment: 1 } };
    if (!speakerIds) return { ...(await tx.session.update({ where: { id }, data })), speakers: current.speakers };
    await tx.sessionSpeaker.deleteMany({ where: { session_id: id } });
    await tx.sessionSpeaker.createMany({ data: speakerIds.map((speaker_id, display_order) => ({ session_id: id, speaker_id, display_order })) });
    return tx.session.update({ where: { id }, data, include: sessionWithSpeakers });
  }

  /** Deleted in the draft: the released programme shows it (and its savers stay) until the next release deletes it. */
  async markRemoved(tx: Tx, id: number): Promise<void> {
    await tx.session.update({ where: { id }, data: { draft_removed_at: new Date(), version: { increment: 1 } } });
  }

  async delete(tx: Tx, id: number): Promise<void> {
    await tx.session.delete({ where: { id } });
  }

  /** The other sessions, not cancelled, that overlap a slot (one query). */
  async overlapping(db: Tx, slot: Slot): Promise<Slot[]> {
    const rows = await db.session.findMany({
      where: {
        start_time: { lt: slot.end_time },
        end_time: { gt: slot.start_time },
        status: { not: 'cancelled' },
        id: { not: slot.id },
        draft_removed_at: null,
      },
      include: sessionWithSpeakers,
    });
    return rows.map(toSlot);
  }

  /** These speakers' names (for a slot that is not saved yet); none asked, no query. */
  async speakers(ids: number[]): Promise<{ id: number; name: string }[]> {
    return ids.length ? this.prisma.speaker.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }) : [];
  }

  /** The ids that name no speaker; none asked, no query. */
  async unknownSpeakers(tx: Tx, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const found = await tx.speaker.findMany({ where: { id: { in: ids } }, select: { id: true } });
    return ids.filter((id) => !found.some((s) => s.id === id));
  }
}
