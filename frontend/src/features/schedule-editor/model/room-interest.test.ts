import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n';
import { interestText, suggestionText } from './room-interest';
import { parseCapacity } from '../components/rooms-dialog';
import { session } from './session.fixture';

// The texts are Lingui messages: English, as the page's language.
beforeAll(() => activateLocale('en'));

describe('interest texts', () => {
  it('tells the count, and when over capacity what the room holds and where the session could go', () => {
    expect(interestText(session('09:00', '10:00', 'Room A'))).toBe('');
    expect(interestText(session('09:00', '10:00', 'Room A', { saved_count: 1 }))).toBe('1 attendee saved this');
    const over = session('09:00', '10:00', 'Room A', {
      saved_count: 42,
      room_capacity: 30,
      interest: {
        saved: 42,
        capacity: 30,
        suggested_rooms: [
          { name: 'Hall', capacity: 200 },
          { name: 'Aula', capacity: 300 },
        ],
      },
    });
    expect(interestText(over)).toBe('42 attendees saved this; Room A holds 30');
    expect(suggestionText(over)).toBe('42 attendees saved this; Room A holds 30. Larger rooms free then: Hall (200), Aula (300).');
    expect(suggestionText({ ...over, interest: { saved: 42, capacity: 30, suggested_rooms: [] } })).toBe(
      '42 attendees saved this; Room A holds 30. No larger room is free then.',
    );
  });
});

describe('parseCapacity', () => {
  it('takes a whole number from 1 to 100000, or nothing to clear it', () => {
    expect(parseCapacity(' 30 ')).toEqual({ value: 30 });
    expect(parseCapacity('')).toEqual({ value: null });
    for (const bad of ['0', '-3', '2.5', '1e3', 'ten', '100001']) expect(parseCapacity(bad)).toHaveProperty('error');
  });
});
