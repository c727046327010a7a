import { describe, expect, it } from 'vitest';
import { editedFields, reapply, toPayload, type SessionFormValues } from './session-form-values';

const opened: SessionFormValues = {
  title: 'Keynote',
  description: 'Opening',
  type: 'keynote',
  start: '2031-03-11T09:00',
  end: '2031-03-11T10:00',
  room: 'Plenary Hall',
  track: 'Main Track',
  capacity: '300',
  status: 'scheduled',
  language: 'en',
  speakers: [{ id: 1, name: 'Ada' }],
  translations: { de: { title: '', description: '' } },
};

describe("re-applying this admin's changes over someone else's save", () => {
  it('keeps their changes and puts back only the fields this admin edited', () => {
    const mine = { ...opened, title: 'Grand keynote', capacity: '350', language: 'both' as const };
    const theirs = { ...opened, room: 'Room 2', description: 'Moved to Room 2' };
    expect(editedFields(mine, opened)).toEqual(['title', 'capacity', 'language']);
    expect(reapply(mine, opened, theirs)).toEqual({ ...theirs, title: 'Grand keynote', capacity: '350', language: 'both' });
  });

  it('lets this admin win a field both changed, and compares speakers by who, not by label', () => {
    const mine = { ...opened, room: 'Room 3', speakers: [{ id: 1, name: 'Ada L.' }] };
    const theirs = { ...opened, room: 'Room 2', speakers: [{ id: 2, name: 'Grace' }] };
    expect(editedFields(mine, opened)).toEqual(['room']);
    expect(reapply(mine, opened, theirs)).toEqual({ ...theirs, room: 'Room 3' });
  });
});

describe('the track', () => {
  it('is sent trimmed, and re-applied like any other field', () => {
    expect(toPayload({ ...opened, track: ' Industry ' }).track).toBe('Industry');
    const mine = { ...opened, track: 'Research' };
    expect(editedFields(mine, opened)).toEqual(['track']);
    expect(reapply(mine, opened, { ...opened, title: 'Theirs' })).toEqual({ ...opened, title: 'Theirs', track: 'Research' });
  });
});
