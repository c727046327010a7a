import { changedFields, commandLabel, type Placement } from './placement.js';

describe('src/sessions/placement.spec.ts', () => {
  // Vienna is UTC+1 in January.
  const at = (day: number, hhmm: string) => `2031-01-${String(day).padStart(2, '0')}T${hhmm}:00.000Z`;
  const base: Placement = { startTime: at(7, '09:00'), endTime: at(7, '10:00'), room: 'Hall A', status: 'scheduled' };

  describe('commandLabel', () => {
    it('names a move by its new start and room, with the day only when it changed', () => {
      expect(commandLabel('Keynote', base, { ...base, startTime: at(7, '11:00'), endTime: at(7, '12:00') })).toBe("Move 'Keynote' to 12:00 PM, Hall A");
      expect(commandLabel('Keynote', base, { ...base, startTime: at(8, '09:00'), endTime: at(8, '10:00') })).toBe(
        "Move 'Keynote' to Wed, Jan 8, 10:00 AM, Hall A",
      );
      expect(commandLabel('Keynote', base, { ...base, room: 'Hall B' })).toBe("Move 'Keynote' to Hall B");
    });

    it('names a resize by its new times, and a form edit by all it changed', () => {
      expect(commandLabel('Keynote', base, { ...base, endTime: at(7, '11:30') })).toBe("Resize 'Keynote' to 10:00 AM - 12:30 PM");
      expect(commandLabel('Keynote', base, { ...base, startTime: at(7, '12:00'), endTime: at(7, '14:00'), room: 'Hall C' })).toBe(
        "Move 'Keynote' to 1:00 PM - 3:00 PM, Hall C",
      );
      expect(commandLabel('Keynote', base, { ...base, status: 'cancelled' })).toBe("Mark 'Keynote' cancelled");
      expect(commandLabel('Keynote', base, { ...base, room: 'Hall B', status: 'cancelled' })).toBe("Move 'Keynote' to Hall B and mark it cancelled");
    });
  });

  describe('changedFields', () => {
    it('lists what differs, which is all an undo writes back', () => {
      expect(changedFields(base, { ...base, room: 'Hall B', endTime: at(7, '11:00') })).toEqual(['endTime', 'room']);
      expect(changedFields(base, { ...base })).toEqual([]);
    });
  });
});
