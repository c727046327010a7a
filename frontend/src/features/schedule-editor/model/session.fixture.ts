/* eslint-disable lingui/no-unlocalized-strings -- test data, never shown */
// Sessions for the calendar's unit tests.
import type { AdminSession } from '../api/schedule-admin-api';

let nextId = 1;
/** A session at venue wall-clock times on 2031-03-11 (a Tuesday; Vienna is UTC+1 then). */
export function session(start: string, end: string, room: string, extra: Partial<AdminSession> = {}): AdminSession {
  const utc = (hhmm: string) => new Date(Date.parse(`2031-03-11T${hhmm}:00+01:00`)).toISOString();
  return {
    id: nextId++,
    title: `Session ${nextId - 1}`,
    description: '',
    date: '2031-03-11',
    time: start,
    startTime: utc(start),
    endTime: utc(end),
    duration: 60,
    room,
    track: 'Main Track',
    type: 'talk',
    status: 'scheduled',
    language: 'en',
    capacity: null,
    recording_url: null,
    do_not_record: false,
    recording_optout: false,
    stream_url: null,
    on_map: false,
    recording_refused_by: [],
    signup_required: false,
    seats: null,
    signup_opens_at: null,
    signup_closes_at: null,
    host: null,
    version: 1,
    updated_at: '2031-01-01T00:00:00.000Z',
    speakers: [],
    speaker_ids: [],
    conflicts: [],
    saved_count: 0,
    room_capacity: null,
    interest: null,
    unavailable_speakers: [],
    unreleased: [],
    translations: {},
    missing_translations: [],
    ...extra,
  };
}
