import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n';
import { keyOutcome } from './calendar-keys';
import { placementOf } from './calendar-layout';
import { session } from './session.fixture';

// The texts are Lingui messages: English, as the page's language.
beforeAll(() => activateLocale('en'));

const rooms = ['Room 1', 'Room 2'];
const at = (start: string, end: string, room = 'Room 1') => placementOf(session(start, end, room), rooms);

describe('keyOutcome', () => {
  it('opens the details with Enter or Space', () => {
    expect(keyOutcome(at('09:00', '10:00'), 'Enter', false, rooms)).toEqual({ kind: 'open' });
    expect(keyOutcome(at('09:00', '10:00'), ' ', false, rooms)).toEqual({ kind: 'open' });
  });

  it('moves 30 minutes with Arrow Up and Down, as venue times sent as UTC', () => {
    expect(keyOutcome(at('09:00', '10:00'), 'ArrowDown', false, rooms)).toEqual({
      kind: 'move',
      change: { startTime: '2031-03-11T08:30:00.000Z' },
      day: '2031-03-11',
    });
    expect(keyOutcome(at('09:00', '10:00'), 'ArrowUp', false, rooms)).toEqual({
      kind: 'move',
      change: { startTime: '2031-03-11T07:30:00.000Z' },
      day: '2031-03-11',
    });
  });

  it('changes the end with Shift and Arrow Up or Down, and refuses what cannot be', () => {
    expect(keyOutcome(at('09:00', '10:00'), 'ArrowDown', true, rooms)).toEqual({
      kind: 'move',
      change: { endTime: '2031-03-11T09:30:00.000Z' },
      day: '2031-03-11',
    });
    expect(keyOutcome(at('09:00', '09:30'), 'ArrowUp', true, rooms)).toMatchObject({
      kind: 'refuse',
      message: expect.stringContaining('cannot be made shorter'),
    });
    expect(keyOutcome(at('08:00', '09:00'), 'ArrowUp', false, rooms)).toMatchObject({
      kind: 'refuse',
      message: expect.stringContaining('cannot move earlier'),
    });
  });

  it('changes room with Arrow Left and Right, and day with Shift', () => {
    expect(keyOutcome(at('09:00', '10:00'), 'ArrowRight', false, rooms)).toEqual({ kind: 'move', change: { room: 'Room 2' }, day: '2031-03-11' });
    expect(keyOutcome(at('09:00', '10:00'), 'ArrowLeft', false, rooms)).toMatchObject({ kind: 'refuse', message: expect.stringContaining('first room') });
    expect(keyOutcome(at('09:00', '10:00'), 'ArrowRight', true, rooms)).toEqual({
      kind: 'move',
      change: { startTime: '2031-03-12T08:00:00.000Z' },
      day: '2031-03-12',
    });
    expect(keyOutcome(at('09:00', '10:00'), 'Tab', false, rooms)).toEqual({ kind: 'ignore' });
  });
});
