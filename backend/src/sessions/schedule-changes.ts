// The public 'What changed' list: published changes of time, room and status, read from the audit trail. Who made a
// change is not published; wording edits are not listed. Live edits of one session within the session-notice window
// (SESSION_NOTICE_WINDOW_SECONDS, from its first listed change) are one entry with their net change, and none when
// they came to nothing (a move and its undo), as its savers are told. In release mode (schedule-releases/) edits are
// audited as drafts (`draft_*` actions) and never listed here; each release audits what it published (action
// `release`), and those entries are listed under their release, with the release's own changelog entry (the net
// change since the release before).
import { z } from 'zod';
import { dateTime, id } from '../views/fields.js';
import type { AuditEntry, Prisma } from '../generated/prisma/client.js';

interface SessionJson {
  id: number;
  title: string;
  startTime: string;
  endTime: string;
  room: string;
  status: string;
}

export const CHANGE_KINDS = ['moved', 'room', 'cancelled', 'reinstated', 'removed', 'added', 'renamed', 'details'] as const;
export const ChangeKindView = z.enum(CHANGE_KINDS).meta({
  id: 'ScheduleChangeKind',
  description: 'added, renamed and details (another public detail: description, type, speakers, ...) come only from releases.',
});
export type ChangeKind = z.output<typeof ChangeKindView>;

export const SlotView = z
  .object({ title: z.string(), startTime: dateTime(), endTime: dateTime(), room: z.string(), status: z.string() })
  .meta({ id: 'ScheduleSlot' });
export type Slot = z.output<typeof SlotView>;

export const ReleaseRefView = z
  .object({ number: z.number().int(), name: z.string(), released_at: dateTime() })
  .meta({ id: 'ScheduleReleaseRef', description: 'A released version of the programme.' });
export type ReleaseRef = z.output<typeof ReleaseRefView>;

export const ScheduleChangeView = z
  .object({
    id: id(),
    at: dateTime(),
    session_id: id(),
    title: z.string(),
    kinds: z.array(ChangeKindView),
    before: SlotView.nullable().meta({ description: 'null when a release added the session.' }),
    after: SlotView.nullable().meta({ description: 'null when the session was removed.' }),
    release: ReleaseRefView.nullable().meta({ description: 'The release that published the change; null for an edit made public at once (live mode).' }),
  })
  .meta({ id: 'ScheduleChange', description: "One published change of a session's time, room or status ('What changed')." });
export type PublicChange = z.output<typeof ScheduleChangeView>;

export const slotOf = (s: Omit<SessionJson, 'id'>): Slot => ({ title: s.title, startTime: s.startTime, endTime: s.endTime, room: s.room, status: s.status });

type Placed = Pick<Slot, 'startTime' | 'endTime' | 'room' | 'status'>;

/** How a session's slot changed between two versions: its time, its room, cancelled or reinstated (in that order). */
export function slotChanges(before: Placed, after: Placed): ChangeKind[] {
  const kinds: ChangeKind[] = [];
  if (before.startTime !== after.startTime || before.endTime !== after.endTime) kinds.push('moved');
  if (before.room !== after.room) kinds.push('room');
  if (before.status !== 'cancelled' && after.status === 'cancelled') kinds.push('cancelled');
  if (before.status === 'cancelled' && after.status !== 'cancelled') kinds.push('reinstated');
  return kinds;
}

/** A live edit (action update, move or delete) as 'What changed' lists it; null when it changed no slot. */
export function toPublicChange(entry: AuditEntry): PublicChange | null {
  const before = entry.before as SessionJson | null;
  const after = entry.after as SessionJson | null;
  if (!before) return null;
  const kinds: ChangeKind[] = after ? slotChanges(before, after) : ['removed'];
  if (kinds.length === 0) return null;
  return {
    id: entry.id,
    at: entry.created_at.toISOString(),
    session_id: before.id,
    title: (after ?? before).title,
    kinds,
    before: slotOf(before),
    after: after ? slotOf(after) : null,
    release: null,
  };
}

/** One entry of a release's changelog as stored (schedule_releases.changes). */
export interface StoredReleaseChange {
  session_id: number;
  title: string;
  kinds: ChangeKind[];
  before: Slot | null;
  after: Slot | null;
  /** The audit entry that records this change (its id orders it among the live edits). */
  audit_id: number;
}

/** How far back the list looks: the newest schedule edits, of which those that changed a slot are published. */
const SCAN = 500;
const LISTED = ['update', 'move', 'undo', 'redo', 'delete', 'release'];

/**
 * One entry for a run of live changes of a session (oldest first): from where it stood before the first to where the
 * last left it, under the last one's id and time; null when the run came back to where it began.
 */
export function netChange(run: readonly PublicChange[]): PublicChange | null {
  const first = run[0];
  const last = run[run.length - 1];
  if (run.length === 1) return first;
  const before = first.before!;
  const kinds: ChangeKind[] = last.after ? slotChanges(before, last.after) : ['removed'];
  if (kinds.length === 0) return null;
  return { ...last, kinds, before };
}

/**
 * Live changes (newest first) as 'What changed' lists them: the changes of a session within `windowMs` of the first
 * of them make one entry with their net change (netChange). A release between them ends the run.
 */
function netOfRuns(entries: readonly AuditEntry[], windowMs: number, released: (entry: AuditEntry) => PublicChange | null): PublicChange[] {
  const listed: PublicChange[] = [];
  const open = new Map<number, { since: number; run: PublicChange[] }>();
  const runs: PublicChange[][] = [];
  for (const entry of [...entries].reverse()) {
    if (entry.action === 'release') {
      const change = released(entry);
      if (!change) continue;
      listed.push(change);
      open.delete(change.session_id);
      continue;
    }
    const change = toPublicChange(entry);
    if (!change) continue;
    const at = entry.created_at.getTime();
    const current = open.get(change.session_id);
    if (current && at - current.since < windowMs) {
      current.run.push(change);
      continue;
    }
    const run = [change];
    runs.push(run);
    open.set(change.session_id, { since: at, run });
  }
  for (const run of runs) {
    const net = netChange(run);
    if (net) listed.push(net);
  }
  return listed.sort((a, b) => b.id - a.id);
}

/** The newest `limit` entries of 'What changed'; `windowMs`: the session-notice window, within which changes net out. */
export async function publishedChanges(db: Prisma.TransactionClient, limit: number, windowMs: number): Promise<PublicChange[]> {
  const entries = await db.auditEntry.findMany({ where: { entity: 'session', action: { in: LISTED } }, orderBy: { id: 'desc' }, take: SCAN });
  const released = new Map<number, { change: StoredReleaseChange; release: ReleaseRef }>();
  if (entries.some((e) => e.action === 'release')) {
    const releases = await db.scheduleRelease.findMany({ select: { number: true, name: true, released_at: true, changes: true } });
    for (const r of releases) {
      const release = { number: r.number, name: r.name, released_at: r.released_at.toISOString() };
      for (const change of r.changes as unknown as StoredReleaseChange[]) released.set(change.audit_id, { change, release });
    }
  }
  const releasedChange = (entry: AuditEntry): PublicChange | null => {
    const found = released.get(entry.id);
    if (!found) return null;
    const { change, release } = found;
    const { title, kinds, before, after } = change;
    const slots = { before: before && slotOf(before), after: after && slotOf(after) };
    return { id: entry.id, at: release.released_at, session_id: change.session_id, title, kinds, ...slots, release };
  };
  return netOfRuns(entries, windowMs, releasedChange).slice(0, limit);
}
