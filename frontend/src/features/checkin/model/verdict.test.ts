import { describe, expect, it } from 'vitest';
import { findAttendees, verdictOfAnswer, verdictOffline, type DoorAttendee } from './verdict';

const list: DoorAttendee[] = [
  { token: 'tok-ana', name: 'Ana Łukasiewicz', kind: 'attendee', arrived_at: null },
  { token: 'tok-bo', name: 'Bo Jensen', kind: 'speaker', arrived_at: '2025-11-17T08:12:00.000Z' },
];
const scan = (token: string) => ({ id: 0, token, door: '2', scanned_at: '2025-11-17T09:00:00.000Z' });

describe('The door’s verdict', () => {
  it('reads the server’s answers, and refuses to guess at any other', () => {
    expect(verdictOfAnswer(200, { id: 5, holder: { name: 'Ana', kind: 'attendee' }, checked_in_at: 'T', door: '2' })).toEqual({
      ...{ in: true, holder: { name: 'Ana', kind: 'attendee' }, at: 'T', door: '2', id: 5, queued: null },
    });
    expect(verdictOfAnswer(409, { reason: 'already_in', holder: { name: 'Ana', kind: 'attendee' }, first: { at: 'T', door: '1' } })).toMatchObject({
      in: false,
      reason: 'already_in',
      first: { at: 'T', door: '1' },
    });
    expect(verdictOfAnswer(404, { detail: 'Unknown ticket', reason: 'unknown' })).toMatchObject({ in: false, reason: 'unknown', holder: null });
    expect(verdictOfAnswer(403, { detail: 'No' })).toBeNull();
    expect(verdictOfAnswer(500, {})).toBeNull();
  });

  it('answers offline from the list and what this door queued', () => {
    expect(verdictOffline(list, [], scan('tok-ana'))).toMatchObject({ in: true, holder: { name: 'Ana Łukasiewicz' }, queued: { token: 'tok-ana' } });
    expect(verdictOffline(list, [{ ...scan('tok-ana'), id: 3, door: 'North' }], scan('tok-ana'))).toMatchObject({
      in: false,
      reason: 'already_in',
      first: { door: 'North' },
    });
    expect(verdictOffline(list, [], scan('tok-bo'))).toMatchObject({ in: false, reason: 'already_in', first: { at: '2025-11-17T08:12:00.000Z' } });
    expect(verdictOffline(list, [], scan('nope'))).toMatchObject({ in: false, reason: 'unknown' });
    // No list on the phone yet: the door cannot tell, and leaves it to the server.
    expect(verdictOffline(null, [], scan('tok-ana'))).toMatchObject({ in: false, reason: 'unchecked', holder: null });
  });

  it('finds people by any part of their name, accents aside', () => {
    expect(findAttendees(list, 'lukas').map((a) => a.token)).toEqual(['tok-ana']);
    expect(findAttendees(list, 'jen bo').map((a) => a.token)).toEqual(['tok-bo']);
    expect(findAttendees(list, '  ')).toEqual([]);
  });
});
