import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n';
import { placementOf } from './calendar-layout';
import { currentChoice, moveToOutcome, startOptions } from './move-to';
import { session } from './session.fixture';

beforeAll(() => activateLocale('en'));

const rooms = ['Room 1', 'Room 2'];
// 2031-03-11 is a Tuesday; Vienna is UTC+1 then.
const at = (start: string, end: string, room = 'Room 1') => placementOf(session(start, end, room), rooms);

describe('Move to', () => {
  it('starts from where the session is now', () => {
    expect(currentChoice(at('09:00', '10:00', 'Room 2'))).toEqual({ day: '2031-03-11', start: 540, room: 'Room 2' });
    expect(currentChoice(at('09:00', '10:00', ' '))).toEqual({ day: '2031-03-11', start: 540, room: 'TBA' });
  });

  it('offers every half-hour from 08:00 at which the session still ends by 20:00, and its own start', () => {
    const hour = startOptions(at('09:15', '10:15'));
    expect(hour[0]).toBe(480);
    expect(hour).toContain(555);
    expect(hour.at(-1)).toBe(19 * 60);
    expect(hour.filter((m) => m !== 555).every((m) => m % 30 === 0)).toBe(true);
    expect(startOptions(at('09:00', '12:00')).at(-1)).toBe(17 * 60);
  });

  it('refuses a missing day or a start it does not offer, and a move to where the session already is', () => {
    const p = at('09:00', '10:00');
    expect(moveToOutcome(p, { day: '', start: 540, room: 'Room 1' })).toEqual({ kind: 'invalid', field: 'day', message: 'Choose a day.' });
    expect(moveToOutcome(p, { day: '2031-03-11', start: 19 * 60 + 30, room: 'Room 1' })).toMatchObject({ kind: 'invalid', field: 'start' });
    expect(moveToOutcome(p, currentChoice(p))).toEqual({
      kind: 'unchanged',
      message: 'The session is already there. Choose another day, start or room.',
    });
  });

  it('names only what changed, as a drag does: a new start as UTC (the length kept by the server), a new room', () => {
    const p = at('09:00', '10:00');
    expect(moveToOutcome(p, { day: '2031-03-11', start: 540, room: 'Room 2' })).toEqual({ kind: 'move', change: { room: 'Room 2' }, day: '2031-03-11' });
    expect(moveToOutcome(p, { day: '2031-03-11', start: 660, room: 'Room 1' })).toEqual({
      kind: 'move',
      change: { startTime: '2031-03-11T10:00:00.000Z' },
      day: '2031-03-11',
    });
    expect(moveToOutcome(p, { day: '2031-03-13', start: 540, room: 'Room 2' })).toEqual({
      kind: 'move',
      change: { startTime: '2031-03-13T08:00:00.000Z', room: 'Room 2' },
      day: '2031-03-13',
    });
  });
});
