// Change classification for the public 'What changed' list, from audit entries' before and after.
import type { AuditEntry } from '../generated/prisma/client.js';
import { netChange, toPublicChange } from './schedule-changes.js';

describe('src/sessions/schedule-changes.spec.ts', () => {
  const session = {
    id: 4,
    title: 'Keynote',
    startTime: '2027-03-17T09:00:00.000Z',
    endTime: '2027-03-17T10:00:00.000Z',
    room: 'Plenary Hall',
    status: 'scheduled',
  };
  const entry = (before: object | null, after: object | null) =>
    ({ id: 12, created_at: new Date('2027-03-01T08:00:00Z'), before, after }) as unknown as AuditEntry;
  const kinds = (after: object | null) => toPublicChange(entry(session, after))?.kinds ?? null;

  describe('toPublicChange', () => {
    it('names a move, a room change, a cancellation and a reinstatement, together when they come together', () => {
      expect(kinds({ ...session, startTime: '2027-03-17T11:00:00.000Z', endTime: '2027-03-17T12:00:00.000Z' })).toEqual(['moved']);
      expect(kinds({ ...session, endTime: '2027-03-17T10:30:00.000Z' })).toEqual(['moved']);
      expect(kinds({ ...session, room: 'Room 2' })).toEqual(['room']);
      expect(kinds({ ...session, status: 'cancelled' })).toEqual(['cancelled']);
      expect(kinds({ ...session, room: 'Room 2', startTime: '2027-03-17T09:30:00.000Z' })).toEqual(['moved', 'room']);
      expect(toPublicChange(entry({ ...session, status: 'cancelled' }, session))?.kinds).toEqual(['reinstated']);
    });

    it('publishes a removal with no after, and nothing for a wording edit or a new session', () => {
      expect(toPublicChange(entry(session, null))).toEqual({
        id: 12,
        at: '2027-03-01T08:00:00.000Z',
        session_id: 4,
        title: 'Keynote',
        kinds: ['removed'],
        before: { title: 'Keynote', startTime: session.startTime, endTime: session.endTime, room: 'Plenary Hall', status: 'scheduled' },
        after: null,
        release: null,
      });
      expect(toPublicChange(entry(session, { ...session, title: 'Opening keynote' }))).toBeNull();
      expect(toPublicChange(entry(null, session))).toBeNull();
    });
  });

  describe('netChange', () => {
    const at = (id: number, before: object, after: object | null) => toPublicChange({ ...entry(before, after), id } as AuditEntry)!;
    const moved = { ...session, startTime: '2027-03-17T11:00:00.000Z', endTime: '2027-03-17T12:00:00.000Z' };

    it('is nothing for changes that come back to where they began, whatever the steps', () => {
      expect(netChange([at(1, session, moved), at(2, moved, session)])).toBeNull();
      const cancelled = { ...moved, status: 'cancelled' };
      expect(netChange([at(1, session, moved), at(2, moved, cancelled), at(3, cancelled, { ...session, room: 'Plenary Hall' })])).toBeNull();
    });

    it('says the change from the first before to the last after, under the last id', () => {
      const third = { ...moved, room: 'Room 3' };
      expect(netChange([at(1, session, moved), at(2, moved, third)])).toMatchObject({
        id: 2,
        kinds: ['moved', 'room'],
        before: { room: 'Plenary Hall' },
        after: { room: 'Room 3' },
      });
      expect(netChange([at(1, session, moved), at(2, moved, null)])).toMatchObject({
        id: 2,
        kinds: ['removed'],
        before: { startTime: session.startTime },
        after: null,
      });
    });
  });
});
