// Clash detection, the pure part: which sessions a slot clashes with, and every session's clashes at once.
import { conflictMap, conflictsOf, type Slot } from './schedule-conflicts.js';

describe('src/sessions/schedule-conflicts.spec.ts', () => {
  const at = (hhmm: string) => new Date(`2027-03-17T${hhmm}:00Z`);
  let nextId = 1;
  const slot = (start: string, end: string, room: string, speakers: [number, string][] = [], status = 'scheduled'): Slot => ({
    id: nextId++,
    title: `Session ${nextId - 1}`,
    room,
    start_time: at(start),
    end_time: at(end),
    status,
    speakers: speakers.map(([id, name]) => ({ id, name })),
  });

  describe('conflictsOf', () => {
    it('flags the same room at overlapping times, whatever the case and spacing of its name', () => {
      const a = slot('09:00', '10:00', 'Plenary Hall');
      const b = slot('09:30', '10:30', ' plenary hall ');
      expect(conflictsOf(a, [a, b])).toEqual([{ type: 'room', session_id: b.id, title: b.title }]);
    });

    it('lets sessions meet end to start, and never clashes in the placeholder room or when cancelled', () => {
      const a = slot('09:00', '10:00', 'Room 2');
      expect(conflictsOf(a, [slot('10:00', '11:00', 'Room 2'), slot('08:00', '09:00', 'Room 2')])).toEqual([]);
      expect(conflictsOf(slot('09:00', '10:00', 'TBA'), [slot('09:00', '10:00', 'tba')])).toEqual([]);
      expect(conflictsOf(a, [slot('09:00', '10:00', 'Room 2', [], 'cancelled')])).toEqual([]);
      expect(conflictsOf(slot('09:00', '10:00', 'Room 2', [], 'cancelled'), [slot('09:00', '10:00', 'Room 2')])).toEqual([]);
    });

    it('flags a speaker due in two rooms at once, naming them', () => {
      const a = slot('09:00', '10:00', 'Room 1', [[7, 'Ada']]);
      const b = slot('09:45', '10:15', 'Room 2', [
        [7, 'Ada'],
        [8, 'Grace'],
      ]);
      expect(conflictsOf(a, [b])).toEqual([{ type: 'speaker', session_id: b.id, title: b.title, speaker_id: 7, speaker_name: 'Ada' }]);
    });
  });

  describe('conflictMap', () => {
    it('gives every session its clashes, both ways, and an empty list to the rest', () => {
      const a = slot('09:00', '10:00', 'Room 1', [[1, 'Ada']]);
      const b = slot('09:30', '10:30', 'Room 1');
      const c = slot('09:50', '11:00', 'Room 3', [[1, 'Ada']]);
      const d = slot('12:00', '13:00', 'Room 1');
      const map = conflictMap([d, c, b, a]);
      expect(map.get(a.id)).toEqual(
        expect.arrayContaining([
          { type: 'room', session_id: b.id, title: b.title },
          { type: 'speaker', session_id: c.id, title: c.title, speaker_id: 1, speaker_name: 'Ada' },
        ]),
      );
      expect(map.get(b.id)).toEqual([{ type: 'room', session_id: a.id, title: a.title }]);
      expect(map.get(c.id)).toEqual([{ type: 'speaker', session_id: a.id, title: a.title, speaker_id: 1, speaker_name: 'Ada' }]);
      expect(map.get(d.id)).toEqual([]);
    });
  });
});
