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
  signupRequired: false,
  recordingUrl: '',
  doNotRecord: false,
  signupOpens: '',
  signupCloses: '',
  status: 'scheduled',
  language: 'en',
  speakers: [{ id: 1, name: 'Ada' }],
  translations: { de: { title: '', description: '' } },
  host: null,
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

describe('sign-up (issue 46)', () => {
  it('sends the switch and the times at the venue, empty times as null (open now, close at the start)', () => {
    expect(toPayload({ ...opened, signupRequired: true })).toMatchObject({ signup_required: true, signup_opens_at: null, signup_closes_at: null });
    const timed = toPayload({ ...opened, signupRequired: true, signupOpens: '2031-03-01T08:00', signupCloses: '2031-03-10T18:00' });
    expect(timed).toMatchObject({ signup_opens_at: '2031-03-01T07:00:00.000Z', signup_closes_at: '2031-03-10T17:00:00.000Z' });
  });
});
