// The quiet offer after a star (issue 44): "Tell me on this device if it changes", once. Never on a page's load:
// only after the person starred a session, in a browser that can receive pushes, has not refused notifications,
// has the site's service worker, is not subscribed already, and has not answered the offer before (either way).
import { pushPermission, workerRegistration } from './this-browser';

/** Set once the offer was answered (accepted or declined): it is not made again in this browser. */
export const PUSH_OFFER_ANSWERED = 'pushOfferAnswered';

// One offer per page load even before it is answered: a second star on the same page does not offer again.
let offeredThisPage = false;

function answered(): boolean {
  try {
    return localStorage.getItem(PUSH_OFFER_ANSWERED) !== null;
  } catch {
    return true;
  }
}

/** Whether to offer now, right after a session was starred; counts as made when it answers true. */
export async function offerAfterStar(): Promise<boolean> {
  if (offeredThisPage || answered()) return false;
  const permission = pushPermission();
  if (permission !== 'ask' && permission !== 'allowed') return false;
  // Without the site's service worker (not registered yet, or not at all) there is nothing to subscribe with.
  const registration = await workerRegistration({ wait: false }).catch(() => null);
  const subscribed = registration ? await registration.pushManager.getSubscription().catch(() => null) : null;
  // The look-up took a moment: another star may have offered meanwhile.
  if (!registration || subscribed !== null || offeredThisPage) return false;
  offeredThisPage = true;
  return true;
}

/**
 * Whether to offer notifications right after the person kept their saved sessions on this device (the phone's page
 * of their personal link): they asked for that step, so an earlier answer to the star's offer does not hold it back;
 * still only where the browser can subscribe, has not refused, and is not subscribed already.
 */
export async function offerAfterKeeping(): Promise<boolean> {
  const permission = pushPermission();
  if (permission !== 'ask' && permission !== 'allowed') return false;
  const registration = await workerRegistration({ wait: false }).catch(() => null);
  const subscribed = registration ? await registration.pushManager.getSubscription().catch(() => null) : null;
  return registration !== null && subscribed === null;
}

export function answerPushOffer(): void {
  try {
    localStorage.setItem(PUSH_OFFER_ANSWERED, new Date().toISOString());
  } catch {
    // Without storage the offer may come again on a later visit.
  }
}

/** For tests: a new page load. */
export function resetPushOfferForTests(): void {
  offeredThisPage = false;
}
