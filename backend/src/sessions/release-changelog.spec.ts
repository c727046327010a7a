// A release's changelog against the release before, session by session.
import { releasedProgramme, type SessionView } from './session.view.js';
import { changeKindsById, changelog } from './release-changelog.js';

describe('src/sessions/release-changelog.spec.ts', () => {
  const session = (id: number, changes: Partial<SessionView> = {}): SessionView => ({
    id,
    title: `Talk ${id}`,
    description: 'About it',
    date: '2031-03-10',
    time: '09:00',
    startTime: `2031-03-10T0${id}:00:00.000Z`,
    endTime: `2031-03-10T0${id}:30:00.000Z`,
    duration: 30,
    room: 'Hall A',
    track: 'Main Track',
    type: 'talk',
    status: 'scheduled',
    language: 'en',
    capacity: null,
    signup_required: false,
    seats: null,
    version: 1,
    speakers: [],
    recording_url: null,
    do_not_record: false,
    recording_optout: false,
    stream_url: null,
    on_map: false,
    ...changes,
  });
  const kinds = (before: SessionView[], after: SessionView[]) => changelog(before, after).map((c) => [c.session_id, c.kinds]);

  describe('changelog', () => {
    it('lists added and removed sessions and names every kind of change, in programme order', () => {
      const before = [session(1), session(2), session(3), session(4, { status: 'cancelled' })];
      const after = [
        session(2, { startTime: '2031-03-10T05:00:00.000Z', room: 'Hall B', title: 'Moved talk', version: 3 }),
        session(3, { status: 'cancelled', description: 'New words' }),
        session(4),
        session(5),
      ];
      expect(kinds(before, after)).toEqual([
        [1, ['removed']],
        [3, ['cancelled', 'details']],
        [4, ['reinstated']],
        [2, ['moved', 'room', 'renamed']],
        [5, ['added']],
      ]);
      const [removed] = changelog(before, after);
      expect(removed).toEqual({
        session_id: 1,
        title: 'Talk 1',
        kinds: ['removed'],
        before: { title: 'Talk 1', startTime: '2031-03-10T01:00:00.000Z', endTime: '2031-03-10T01:30:00.000Z', room: 'Hall A', status: 'scheduled' },
        after: null,
      });
    });

    it('finds nothing when only the edit counters moved, and a speaker change among the details', () => {
      expect(changelog([session(1)], [session(1, { version: 7 })])).toEqual([]);
      const speaker = { id: 9, name: 'Ada', title: '', bio: '', image: null, display_order: 0 };
      expect(kinds([session(1)], [session(1, { speakers: [speaker] })])).toEqual([[1, ['details']]]);
      const other = { ...speaker, id: 10, name: 'Grace', display_order: 1 };
      const swapped = [
        { ...other, display_order: 0 },
        { ...speaker, display_order: 1 },
      ];
      expect(kinds([session(1, { speakers: [speaker, other] })], [session(1, { speakers: swapped })])).toEqual([[1, ['details']]]);
    });

    it('names a new language among the details, and reads a release made before sessions had one as English', () => {
      expect(kinds([session(1)], [session(1, { language: 'both' })])).toEqual([[1, ['details']]]);
      const { language: _language, ...withoutLanguage } = session(1);
      const older = releasedProgramme(JSON.stringify([withoutLanguage]));
      expect(older[0].language).toBe('en');
      expect(changelog(older, [session(1)])).toEqual([]);
      expect(kinds(older, [session(1, { language: 'de' })])).toEqual([[1, ['details']]]);
    });

    it('leaves out speakers whose profile alone changed: those are public without a release', () => {
      const speaker = { id: 9, name: 'Ada', title: '', bio: '', image: null, display_order: 0 };
      const renamed = { ...speaker, name: 'Ada Lovelace', title: 'Countess', bio: 'Wrote the first program', image: '/uploads/ada.jpg' };
      expect(changelog([session(1, { speakers: [speaker] })], [session(1, { speakers: [renamed] })])).toEqual([]);
    });
  });

  describe('changeKindsById', () => {
    it('gives the kinds of each changed draft session, and leaves out the unchanged and the removed', () => {
      const released = [session(1), session(2), session(3)];
      const draft = [session(1, { version: 4 }), session(2, { room: 'Hall B', startTime: '2031-03-10T06:00:00.000Z' }), session(6)];
      expect([...changeKindsById(released, draft)]).toEqual([
        [2, ['moved', 'room']],
        [6, ['added']],
      ]);
    });
  });
});
