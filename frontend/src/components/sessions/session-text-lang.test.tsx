// WCAG 3.1.2 (language of parts): a session's title and abstract shown in the other language than the page's (the
// server says which, `texts_in`) carry that language; those in the page's language carry none.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionCard } from '@/features/home/components/session-card';
import { ScheduleSessionCard } from '@/features/programme/components/schedule-session-card';
import { renderWithApp } from '@/test/render';
import type { ConferenceSession } from '@/types/api';

function session(id: number, title: string, description: string, texts_in?: ConferenceSession['texts_in']): ConferenceSession {
  return {
    id,
    title,
    description,
    date: '2025-11-17',
    time: '09:00',
    startTime: '2025-11-17T08:00:00.000Z',
    endTime: '2025-11-17T09:00:00.000Z',
    duration: 60,
    room: 'Plenary Hall',
    track: 'Main',
    type: 'talk',
    status: 'scheduled',
    language: 'en',
    capacity: null,
    recording_url: null,
    do_not_record: false,
    recording_optout: false,
    stream_url: null,
    on_map: false,
    signup_required: false,
    seats: null,
    version: 1,
    speakers: [],
    ...(texts_in && { texts_in }),
  };
}

/** The `lang` of the title (its link) and of the abstract, as rendered. */
const langsOf = (s: ConferenceSession) => ({
  title: screen.getByRole('link', { name: s.title }).getAttribute('lang'),
  abstract: screen.getByText(s.description).getAttribute('lang'),
});

describe('a session card marks a title and abstract shown in the other language', () => {
  const german = session(7, 'Sprachmodelle im Parlament', 'Wie Übersetzung im Plenum hilft.', { title: 'de', description: 'de' });
  const mixed = session(8, 'Language models in parliament', 'Nur auf Deutsch beschrieben.', { description: 'de' });
  const english = session(9, 'Speech recognition today', 'Where it stands.');

  it('in the programme: each text the server names with its language, the others unmarked', () => {
    renderWithApp(
      <>
        <ScheduleSessionCard session={german} />
        <ScheduleSessionCard session={mixed} />
        <ScheduleSessionCard session={english} />
      </>,
    );
    expect(langsOf(german)).toEqual({ title: 'de', abstract: 'de' });
    expect(langsOf(mixed)).toEqual({ title: null, abstract: 'de' });
    expect(langsOf(english)).toEqual({ title: null, abstract: null });
  });

  it("on the home page's cards likewise", () => {
    renderWithApp(
      <>
        <SessionCard session={german} />
        <SessionCard session={english} />
      </>,
    );
    expect(langsOf(german)).toEqual({ title: 'de', abstract: 'de' });
    expect(langsOf(english)).toEqual({ title: null, abstract: null });
  });
});
