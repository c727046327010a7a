// The spec's client-stored `userSchedule`: saved session ids as strings. Two uses, told apart by `userScheduleOwner`:
// - no owner: a visitor's stars, kept in this browser until they sign in or register, then merged into the account
//   exactly once (POST /api/user/schedule/merge);
// - an owner: a mirror of that user's server list. It is never merged again, never shown to a visitor, and one
//   person's list is never merged into another account signed in on the same browser.

import { LOCAL_SCHEDULE_KEY, LOCAL_SCHEDULE_OWNER_KEY } from './local-keys';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseIds(raw: string | null): number[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.map((value) => Number(value)).filter((id) => Number.isInteger(id) && id > 0);
    return [...new Set(ids)];
  } catch {
    return [];
  }
}

/** The saved ids as numbers; anything unreadable counts as an empty list. */
export function readLocalSchedule(): number[] {
  return parseIds(read(LOCAL_SCHEDULE_KEY));
}

/** The id of the user whose server list the local one mirrors, or null for a list never synced. */
export function readLocalScheduleOwner(): number | null {
  const owner = Number(read(LOCAL_SCHEDULE_OWNER_KEY));
  return Number.isInteger(owner) && owner > 0 ? owner : null;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function writeLocalSchedule(userId: number, ids: readonly number[]): void {
  try {
    localStorage.setItem(LOCAL_SCHEDULE_KEY, JSON.stringify(ids.map(String)));
    localStorage.setItem(LOCAL_SCHEDULE_OWNER_KEY, String(userId));
  } catch {
    // Storage can be unavailable; the server keeps the list anyway.
  }
  notify();
}

/** Whether this device holds ids the server may not know yet: saved here, never synced with any account. */
export function localScheduleToMerge(): number[] {
  return readLocalScheduleOwner() === null ? readLocalSchedule() : [];
}

const NONE: readonly number[] = [];
let last: { raw: string; ids: readonly number[] } = { raw: '', ids: NONE };

/**
 * A visitor's stars: the list never synced. A list that mirrors an account is not theirs (someone signed out here,
 * or their sign-in expired): they start with none. The same array while nothing changed (useSyncExternalStore).
 */
export function visitorStars(): readonly number[] {
  const owner = read(LOCAL_SCHEDULE_OWNER_KEY);
  const raw = owner ? '' : (read(LOCAL_SCHEDULE_KEY) ?? '');
  if (raw !== last.raw) last = { raw, ids: raw ? parseIds(raw) : NONE };
  return last.ids;
}

/** Stars or unstars a session for a visitor; a mirror of an account's list is replaced, never added to. */
export function toggleVisitorStar(sessionId: number): void {
  const ids = visitorStars();
  const next = ids.includes(sessionId) ? ids.filter((id) => id !== sessionId) : [...ids, sessionId];
  try {
    localStorage.setItem(LOCAL_SCHEDULE_KEY, JSON.stringify(next.map(String)));
    localStorage.removeItem(LOCAL_SCHEDULE_OWNER_KEY);
  } catch {
    // Without storage the star cannot be kept; it stays as it was.
  }
  notify();
}

/**
 * Stars several sessions for a visitor at once (their saved sessions, kept on this device from their personal link),
 * keeping those starred already; a mirror of an account's list is replaced, never added to.
 */
export function addVisitorStars(sessionIds: readonly number[]): void {
  const ids = visitorStars();
  const next = [...ids, ...sessionIds.filter((id, i) => !ids.includes(id) && sessionIds.indexOf(id) === i)];
  try {
    localStorage.setItem(LOCAL_SCHEDULE_KEY, JSON.stringify(next.map(String)));
    localStorage.removeItem(LOCAL_SCHEDULE_OWNER_KEY);
  } catch {
    // Without storage the stars cannot be kept.
  }
  notify();
}

/** Follows the list: changes made here, and in this browser's other tabs (the `storage` event). */
export function subscribeLocalStars(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOCAL_SCHEDULE_KEY || event.key === LOCAL_SCHEDULE_OWNER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Nothing is starred on the server's render: the browser's list shows once the page runs. */
export const noStars = (): readonly number[] => NONE;
