// Speakers' availability on the calendar: the times of a day a session's speakers cannot speak (shaded while it is
// dragged), and the words for a session placed outside them (on the calendar and in the session form). A speaker who
// entered no times is available at any time.
import type { SpeakerAvailability, UnavailableSpeaker } from '../api/availability-admin-api';
import type { AdminSession } from '../api/schedule-admin-api';
import { clockLabel, venueMoment } from './calendar-time';
import { DAY_END, DAY_START } from './calendar-layout';
import { t } from '@lingui/core/macro';

/** The flag's colour: the grey-blue of the shading, dark enough on every session fill. */
export const UNAVAILABLE_COLOUR = '#37474f';

/** A stretch of the day shown (venue minutes) one speaker cannot speak in. */
export interface UnavailableBand {
  speakerId: number;
  name: string;
  start: number;
  end: number;
}

/** The minutes of `day` a speaker's ranges cover, merged, earliest first. */
function coveredMinutes(slots: SpeakerAvailability['slots'], day: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const slot of slots) {
    const start = venueMoment(slot.startTime);
    const end = venueMoment(slot.endTime);
    if (start.day !== day && end.day !== day) continue;
    spans.push([start.day === day ? start.minutes : 0, end.day === day ? end.minutes : 24 * 60]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/** Speaker id -> their entered times (only speakers who entered some). */
export function availabilityById(list: readonly SpeakerAvailability[] | undefined): Map<number, SpeakerAvailability> {
  return new Map((list ?? []).filter((entry) => entry.slots.length > 0).map((entry) => [entry.speaker_id, entry]));
}

/** The stretches of the calendar's day (08:00-20:00) in which each of the session's speakers is unavailable. */
export function unavailableBands(session: AdminSession, byId: ReadonlyMap<number, SpeakerAvailability>, day: string): UnavailableBand[] {
  const bands: UnavailableBand[] = [];
  for (const speaker of session.speakers) {
    const entry = byId.get(speaker.id);
    if (!entry) continue;
    let from = DAY_START;
    for (const [start, end] of coveredMinutes(entry.slots, day)) {
      if (end <= from) continue;
      if (start >= DAY_END) break;
      if (start > from) bands.push({ speakerId: speaker.id, name: speaker.name, start: from, end: start });
      from = Math.max(from, end);
    }
    if (from < DAY_END) bands.push({ speakerId: speaker.id, name: speaker.name, start: from, end: DAY_END });
  }
  return bands;
}

/** 'Not available then: Ada Lovelace, Bob' (tooltip and screen-reader text of a flagged block). */
export function unavailableText(speakers: readonly UnavailableSpeaker[]): string {
  const names = speakers.map((s) => s.name).join(', ');
  return t`Not available then: ${names}`;
}

/** 'a', 'a and b', 'a, b and c'. */
function listed(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  const first = items.slice(0, -1).join(', ');
  const last = items[items.length - 1];
  return t`${first} and ${last}`;
}

/**
 * The session form's warning for one speaker: 'Ada is not available at this time (available 9:00 AM - 12:00 PM on
 * this day)', in venue time. `entry` is the speaker's entered times if known yet (the check may answer first); `day`
 * is the venue day the session starts on.
 */
export function unavailableSpeakerText(speaker: UnavailableSpeaker, entry: SpeakerAvailability | undefined, day: string): string {
  const name = speaker.name;
  if (!entry || entry.slots.length === 0) return t`${name} is not available at this time`;
  const spans = coveredMinutes(entry.slots, day).map(([start, end]) => `${clockLabel(start)} - ${clockLabel(end)}`);
  const times = listed(spans);
  return spans.length
    ? t`${name} is not available at this time (available ${times} on this day)`
    : t`${name} is not available at this time (available on other days only)`;
}
