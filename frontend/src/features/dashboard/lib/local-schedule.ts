// The spec's client-stored `userSchedule`: saved session ids as strings. It mirrors the server list of the user
// named in `userScheduleOwner`, so a list saved on this device before it reached the server is merged exactly once,
// and one person's list is never merged into another account signed in on the same browser.

export const LOCAL_SCHEDULE_KEY = 'userSchedule';
export const LOCAL_SCHEDULE_OWNER_KEY = 'userScheduleOwner';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The saved ids as numbers; anything unreadable counts as an empty list. */
export function readLocalSchedule(): number[] {
  try {
    const parsed: unknown = JSON.parse(read(LOCAL_SCHEDULE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.map((value) => Number(value)).filter((id) => Number.isInteger(id) && id > 0);
    return [...new Set(ids)];
  } catch {
    return [];
  }
}

/** The id of the user whose server list the local one mirrors, or null for a list never synced. */
export function readLocalScheduleOwner(): number | null {
  const owner = Number(read(LOCAL_SCHEDULE_OWNER_KEY));
  return Number.isInteger(owner) && owner > 0 ? owner : null;
}

export function writeLocalSchedule(userId: number, ids: readonly number[]): void {
  try {
    localStorage.setItem(LOCAL_SCHEDULE_KEY, JSON.stringify(ids.map(String)));
    localStorage.setItem(LOCAL_SCHEDULE_OWNER_KEY, String(userId));
  } catch {
    // Storage can be unavailable; the server keeps the list anyway.
  }
}

/** Whether this device holds ids the server may not know yet: saved here, never synced with any account. */
export function localScheduleToMerge(): number[] {
  return readLocalScheduleOwner() === null ? readLocalSchedule() : [];
}
