// What the stars of a page need before their code has loaded (components/sessions/session-star.tsx): whether to load
// it, a click to replay and the focus to keep. A first visit with no stars loads none of it.
import { LOCAL_SCHEDULE_KEY, LOCAL_SCHEDULE_OWNER_KEY } from './local-keys';

let woken = false;
/** Stars pressed before their code had loaded, each to be toggled once it has. */
const pendingToggles = new Set<number>();
let focusedStar: number | null = null;
const listeners = new Set<() => void>();

/** A visitor's stars are in this browser: a list never synced with an account. */
function hasVisitorStars(): boolean {
  try {
    return !localStorage.getItem(LOCAL_SCHEDULE_OWNER_KEY) && /\d/.test(localStorage.getItem(LOCAL_SCHEDULE_KEY) ?? '');
  } catch {
    return false;
  }
}

/** Whether the stars' code is wanted: there are stars to show, or someone pressed one. */
export function starsAwake(): boolean {
  return woken || hasVisitorStars();
}

/** The server's render and the hydration show every star empty. */
export const starsAsleep = (): boolean => false;

export function subscribeStarsAwake(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function wakeStars(): void {
  if (woken) return;
  woken = true;
  listeners.forEach((listener) => listener());
}

/**
 * A star pressed before its code had loaded (or before the stars were known): it is toggled once they are. Every
 * star pressed meanwhile counts; one pressed twice is left as it was.
 */
export function pressBeforeLoaded(sessionId: number): void {
  if (!pendingToggles.delete(sessionId)) pendingToggles.add(sessionId);
  wakeStars();
}

/** Whether a press waits for `sessionId`'s star; taken once. */
export function takePendingPress(sessionId: number): boolean {
  return pendingToggles.delete(sessionId);
}

/** The star that had the focus when its code was asked for: its loaded button takes the focus over. */
export function focusBeforeLoaded(sessionId: number | null): void {
  focusedStar = sessionId;
}

export function takeFocus(sessionId: number): boolean {
  if (focusedStar !== sessionId) return false;
  focusedStar = null;
  return true;
}
