// The console's overview charts, the pure part: events (an account made, a ticket paid, a proposal sent or decided)
// counted per day at the venue and summed up to each day, so a chart draws a curve that only rises.
import { addDays, venueDay } from '../common/event-time.js';

/** A chart shows at most this many days (the last ones): a year of an edition's run-up. */
export const MAX_DAYS = 400;

/**
 * Each series' running total on every day from the first event to `today` (gaps filled, so the curve steps where
 * nothing happened); the days before the last MAX_DAYS are folded into the first shown.
 */
export function runningTotals<K extends string>(series: Record<K, Date[]>, today: Date): { day: string; totals: Record<K, number> }[] {
  const names = Object.keys(series) as K[];
  const perDay = new Map<string, Record<K, number>>();
  let first: string | null = null;
  for (const name of names) {
    for (const at of series[name]) {
      const day = venueDay(at);
      if (first === null || day < first) first = day;
      const counts = perDay.get(day) ?? (Object.fromEntries(names.map((n) => [n, 0])) as Record<K, number>);
      counts[name]++;
      perDay.set(day, counts);
    }
  }
  if (first === null) return [];
  const last = [venueDay(today), ...perDay.keys()].sort().at(-1)!;
  const running = Object.fromEntries(names.map((n) => [n, 0])) as Record<K, number>;
  const days: { day: string; totals: Record<K, number> }[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const counts = perDay.get(day);
    if (counts) for (const name of names) running[name] += counts[name];
    days.push({ day, totals: { ...running } });
  }
  return days.slice(-MAX_DAYS);
}
