// When a call accepts, as the page sees it (issue 29): the server says whether it accepts now and when it opens and
// closes; the page also turns at those instants by its own clock, so an open page closes at the deadline even before
// the server's push arrives. Pure, so the rule is tested without a browser.
import type { Schemas } from '@/types/api';

type Settings = Schemas['ConferenceSettings'];
export type Call = 'cfp' | 'sponsorship';

const instants = (settings: Settings, call: Call) =>
  call === 'cfp'
    ? { accepting: settings.accepting_cfp, opensAt: settings.cfp_opens_at, closesAt: settings.cfp_closes_at }
    : { accepting: settings.accepting_sponsors, opensAt: settings.sponsorship_opens_at, closesAt: settings.sponsorship_closes_at };

/**
 * Whether the call accepts at `now`: what the server said, unless one of its instants has passed since (the server
 * said it at an earlier time). An opening instant only opens what the server says is switched on, and it says so
 * when the call opens.
 */
export function callAccepts(settings: Settings, call: Call, now: number): boolean {
  const { accepting, opensAt, closesAt } = instants(settings, call);
  if (!accepting) return false;
  if (opensAt && now < Date.parse(opensAt)) return false;
  return !(closesAt && now >= Date.parse(closesAt));
}

/** The next instant after `now` at which the call turns, or null. */
export function nextTurn(settings: Settings, call: Call, now: number): number | null {
  const { opensAt, closesAt } = instants(settings, call);
  const ahead = [opensAt, closesAt].map((at) => (at ? Date.parse(at) : NaN)).filter((at) => at > now);
  return ahead.length ? Math.min(...ahead) : null;
}

/** The closing instant of an accepting call, or null. */
export function closesAt(settings: Settings, call: Call): string | null {
  return instants(settings, call).closesAt;
}

/** A countdown's unit and amount: the largest whole unit left (days, then hours, then minutes; at least 1 minute). */
export function timeLeft(until: number, now: number): { value: number; unit: 'day' | 'hour' | 'minute' } {
  const minutes = Math.max(1, Math.ceil((until - now) / 60_000));
  if (minutes >= 24 * 60) return { value: Math.floor(minutes / (24 * 60)), unit: 'day' };
  if (minutes >= 60) return { value: Math.floor(minutes / 60), unit: 'hour' };
  return { value: minutes, unit: 'minute' };
}

/** How long before the deadline a countdown shows. */
export const COUNTDOWN_FROM_MS = 7 * 24 * 60 * 60 * 1000;
