import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from './i18n/i18n';
import { changeText, releaseHeading } from './schedule-change-text';

// The page's language: the texts are English at /….
beforeAll(() => activateLocale('en'));

const slot = (startTime: string, room = 'Hall A', title = 'Keynote') => ({ title, startTime, endTime: startTime, room, status: 'scheduled' });

describe('changeText', () => {
  it('says what happened to the session, in venue time', () => {
    const before = slot('2031-03-10T08:00:00.000Z');
    const after = slot('2031-03-11T09:30:00.000Z', 'Hall B', 'Opening keynote');
    expect(changeText({ kinds: ['moved', 'room', 'renamed'], before, after })).toBe(
      "moved from Mon 9:00 AM to Tue 10:30 AM, room changed from Hall A to Hall B, renamed from 'Keynote'",
    );
    expect(changeText({ kinds: ['added'], before: null, after })).toBe('added to the programme (Tue 10:30 AM, Hall B)');
    expect(changeText({ kinds: ['removed'], before, after: null })).toBe('removed from the programme');
    expect(changeText({ kinds: ['cancelled', 'details'], before, after })).toBe('cancelled, details updated');
  });

  it('names a release with its time', () => {
    expect(releaseHeading({ name: 'Version 3', released_at: '2026-11-24T13:05:00.000Z' })).toBe('Version 3 — Nov 24, 2026, 2:05 PM');
  });
});
