import { describe, expect, it } from 'vitest';
import type { ConferenceSession } from '@/types/api';
import { overlapsAmong, starredOverlaps } from './overlaps';

/** A session on 17 November 2025 from `from` to `to` (UTC hours, e.g. '08:30'). */
function at(id: number, from: string, to: string, status: ConferenceSession['status'] = 'scheduled'): ConferenceSession {
  return {
    ...{ id, title: `Session ${id}`, description: '', date: '2025-11-17', time: from, duration: 60, room: 'Hall', track: 'Main', type: 'talk' },
    ...{
      startTime: `2025-11-17T${from}:00.000Z`,
      endTime: `2025-11-17T${to}:00.000Z`,
      status,
      language: 'en',
      capacity: null,
      recording_url: null,
      do_not_record: false,
      recording_optout: false,
      stream_url: null,
      on_map: false,
      signup_required: false,
      seats: null,
      version: 1,
      speakers: [],
    },
  };
}

const titles = (list: ConferenceSession[] | undefined) => (list ?? []).map((s) => s.id);

describe('overlapsAmong', () => {
  it('pairs sessions that share time, each with the others in start order', () => {
    const found = overlapsAmong([at(3, '09:30', '10:30'), at(1, '08:00', '10:00'), at(2, '09:00', '09:45'), at(4, '11:00', '12:00')]);
    expect(titles(found.get(1))).toEqual([2, 3]);
    expect(titles(found.get(2))).toEqual([1, 3]);
    expect(titles(found.get(3))).toEqual([1, 2]);
    expect(found.has(4)).toBe(false);
  });

  it('does not count back to back, a cancelled session or one that takes no time', () => {
    const found = overlapsAmong([at(1, '08:00', '09:00'), at(2, '09:00', '10:00'), at(3, '08:30', '09:30', 'cancelled'), at(4, '08:30', '08:30')]);
    expect(found.size).toBe(0);
  });
});

describe('starredOverlaps', () => {
  const sessions = [at(1, '08:00', '09:00'), at(2, '08:30', '09:30'), at(3, '08:45', '09:15')];

  it('names only the starred sessions a starred session overlaps', () => {
    expect(titles(starredOverlaps(sessions[0], sessions, [1, 3]))).toEqual([3]);
  });

  it('flags nothing on a session that is not starred, or when it is the only star', () => {
    expect(starredOverlaps(sessions[0], sessions, [2, 3])).toEqual([]);
    expect(starredOverlaps(sessions[0], sessions, [1])).toEqual([]);
  });
});
