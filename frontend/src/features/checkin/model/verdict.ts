// What the door shows after a scan: let in (green) or not and why (red), from the server's answer, or, offline, from
// the attendee list the door keeps and the scans it queued. Pure, so that both ways are tested without a browser.
import type { Schemas } from '@/types/api';

export type DoorAttendee = Schemas['DoorList']['attendees'][number];
export type Holder = Schemas['TicketHolder'];
export interface QueuedScan {
  id: number;
  token: string;
  door: string;
  /** When the door scanned it (ISO): the server records that time. */
  scanned_at: string;
}

export type RefusalReason = 'already_in' | 'not_paid' | 'refunded' | 'unknown' | 'revoked';
/** Offline, with no list on the phone yet to check a scan against: it is queued for the server to decide. */
export type DoorReason = RefusalReason | 'unchecked';

export type Verdict =
  | {
      in: true;
      holder: Holder;
      at: string;
      door: string;
      /** The server's check-in, to undo it; null while queued. */ id: number | null;
      queued: QueuedScan | null;
    }
  | { in: false; reason: DoorReason; holder: Holder | null; first: { at: string; door: string } | null; queued: boolean };

const REASONS: RefusalReason[] = ['already_in', 'not_paid', 'refunded', 'unknown', 'revoked'];

/** The server's answer to POST /api/checkin (200, or a refusal's 404/409 body); null for any other answer. */
export function verdictOfAnswer(status: number, body: unknown): Verdict | null {
  if (status === 200) {
    const ok = body as Schemas['CheckIn'];
    return { in: true, holder: ok.holder, at: ok.checked_in_at, door: ok.door, id: ok.id, queued: null };
  }
  const refused = (body ?? {}) as Partial<Schemas['CheckInRefused']> & { reason?: string };
  const reason = REASONS.find((r) => r === refused.reason);
  if ((status !== 404 && status !== 409) || !reason) return null;
  return { in: false, reason, holder: refused.holder ?? null, first: refused.first ?? null, queued: false };
}

/**
 * Offline: the door's own answer from its list. Someone already in (by the list, or by a scan queued here) is told
 * when and where; a token not on the list is refused (the list holds every live ticket of those entitled to one).
 * `scan` is what would be queued: the caller queues it when the answer lets the holder in, or when there is no list.
 */
export function verdictOffline(list: DoorAttendee[] | null, queue: QueuedScan[], scan: QueuedScan): Verdict {
  // Offline before the list ever loaded: nothing to check against, so the scan waits for the server (the caller queues it).
  if (list === null) return { in: false, reason: 'unchecked', holder: null, first: null, queued: false };
  const attendee = list.find((a) => a.token === scan.token);
  if (!attendee) return { in: false, reason: 'unknown', holder: null, first: null, queued: false };
  const holder = { name: attendee.name, kind: attendee.kind };
  const earlier = queue.find((q) => q.token === scan.token);
  if (earlier) return { in: false, reason: 'already_in', holder, first: { at: earlier.scanned_at, door: earlier.door }, queued: true };
  if (attendee.arrived_at) return { in: false, reason: 'already_in', holder, first: { at: attendee.arrived_at, door: '' }, queued: false };
  return { in: true, holder, at: scan.scanned_at, door: scan.door, id: null, queued: scan };
}

/** Those whose name contains every word typed (case and accents aside), at most `limit`. */
export function findAttendees(list: DoorAttendee[], query: string, limit = 8): DoorAttendee[] {
  // Letters that do not decompose (ł, ø, đ) are folded by hand.
  const fold = (text: string) =>
    text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ł/g, 'l').replace(/ø/g, 'o').replace(/đ/g, 'd').replace(/ß/g, 'ss');
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return list.filter((a) => words.every((word) => fold(a.name).includes(word))).slice(0, limit);
}
