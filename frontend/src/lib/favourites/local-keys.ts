// The names of the client-stored list (local-stars.ts) and its forgetting at sign-out, apart so that a page's first
// load carries only them.
export const LOCAL_SCHEDULE_KEY = 'userSchedule';
export const LOCAL_SCHEDULE_OWNER_KEY = 'userScheduleOwner';

/**
 * Forgets the browser's list when a sign-in ends, so the next person at this browser neither sees nor inherits it:
 * the mirror of the account's list always; stars never synced with an account too when the person signed out
 * themselves (a sign-in that merely ran out keeps them, as a visitor's, for the next sign-in to merge).
 */
export function forgetLocalSchedule({ signedOut }: { signedOut: boolean }): void {
  try {
    if (!signedOut && localStorage.getItem(LOCAL_SCHEDULE_OWNER_KEY) === null) return;
    localStorage.removeItem(LOCAL_SCHEDULE_KEY);
    localStorage.removeItem(LOCAL_SCHEDULE_OWNER_KEY);
  } catch {
    // Storage can be unavailable; then nothing was kept either.
  }
}
