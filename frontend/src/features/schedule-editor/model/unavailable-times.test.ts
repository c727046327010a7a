import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n';
import { availabilityById, unavailableBands, unavailableSpeakerText, unavailableText } from './unavailable-times';
import { session } from './session.fixture';

// The texts are Lingui messages: English, as the page's language.
beforeAll(() => activateLocale('en'));

// 2031-03-11: Vienna is UTC+1, so 09:00 at the venue is 08:00Z.
const DAY = '2031-03-11';
const ada = { id: 1, name: 'Ada', title: '', image: null, display_order: 0, display_on_public: true };
const bob = { id: 2, name: 'Bob', title: '', image: null, display_order: 1, display_on_public: true };
const talk = session('10:00', '11:00', 'Room A', { speakers: [ada, bob], speaker_ids: [1, 2] });
const slot = (day: string, from: string, to: string) => ({
  startTime: new Date(`${day}T${from}:00+01:00`).toISOString(),
  endTime: new Date(`${day}T${to}:00+01:00`).toISOString(),
});

describe('unavailableBands', () => {
  it('shades the calendar day outside each speaker’s merged times; nothing for a speaker who entered none', () => {
    const byId = availabilityById([
      { speaker_id: 1, name: 'Ada', slots: [slot(DAY, '11:00', '12:00'), slot(DAY, '09:00', '11:00'), slot(DAY, '14:00', '21:00')] },
      { speaker_id: 2, name: 'Bob', slots: [] },
    ]);
    expect(unavailableBands(talk, byId, DAY)).toEqual([
      { speakerId: 1, name: 'Ada', start: 8 * 60, end: 9 * 60 },
      { speakerId: 1, name: 'Ada', start: 12 * 60, end: 14 * 60 },
    ]);
  });

  it('shades the whole day for a speaker with times on other days only', () => {
    const byId = availabilityById([{ speaker_id: 2, name: 'Bob', slots: [slot('2031-03-12', '09:00', '17:00')] }]);
    expect(unavailableBands(talk, byId, DAY)).toEqual([{ speakerId: 2, name: 'Bob', start: 8 * 60, end: 20 * 60 }]);
    expect(unavailableBands(talk, byId, '2031-03-12')).toEqual([
      { speakerId: 2, name: 'Bob', start: 8 * 60, end: 9 * 60 },
      { speakerId: 2, name: 'Bob', start: 17 * 60, end: 20 * 60 },
    ]);
  });

  it('words a flagged session', () => {
    expect(
      unavailableText([
        { id: 1, name: 'Ada' },
        { id: 2, name: 'Bob' },
      ]),
    ).toBe('Not available then: Ada, Bob');
  });
});

describe('unavailableSpeakerText', () => {
  const speaker = { id: 1, name: 'Ada Lovelace' };

  it('says when the speaker is available that day, in venue time, touching ranges merged', () => {
    const entry = {
      speaker_id: 1,
      name: 'Ada Lovelace',
      slots: [slot(DAY, '09:00', '10:00'), slot(DAY, '10:00', '12:00'), slot('2031-03-12', '13:00', '14:00')],
    };
    expect(unavailableSpeakerText(speaker, entry, DAY)).toBe('Ada Lovelace is not available at this time (available 9:00 AM - 12:00 PM on this day)');
  });

  it('lists several ranges, and one that ends at midnight', () => {
    const entry = { speaker_id: 1, name: 'Ada Lovelace', slots: [slot(DAY, '09:00', '10:00'), slot(DAY, '13:00', '14:30'), slot(DAY, '22:00', '24:00')] };
    expect(unavailableSpeakerText(speaker, entry, DAY)).toBe(
      'Ada Lovelace is not available at this time (available 9:00 AM - 10:00 AM, 1:00 PM - 2:30 PM and 10:00 PM - 12:00 AM on this day)',
    );
  });

  it('says so when the speaker entered times on other days only', () => {
    const entry = { speaker_id: 1, name: 'Ada Lovelace', slots: [slot('2031-03-12', '09:00', '17:00')] };
    expect(unavailableSpeakerText(speaker, entry, DAY)).toBe('Ada Lovelace is not available at this time (available on other days only)');
  });

  it('names the speaker alone while their times are not known yet', () => {
    expect(unavailableSpeakerText(speaker, undefined, DAY)).toBe('Ada Lovelace is not available at this time');
  });
});
