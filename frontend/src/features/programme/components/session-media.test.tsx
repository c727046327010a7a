import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import type { ConferenceSession } from '@/types/api';
import { SessionMedia } from './session-media';

const session = (media: Partial<ConferenceSession>): ConferenceSession => ({
  ...{ id: 4, title: 'Talk', description: '', date: '2031-06-01', time: '09:00', startTime: '2031-06-01T09:00:00Z', endTime: '2031-06-01T10:00:00Z' },
  ...{ duration: 60, room: ' Hall A ', track: 'Main', type: 'talk', status: 'scheduled', language: 'en', capacity: null, signup_required: false, seats: null },
  ...{ version: 1, speakers: [], recording_url: null, do_not_record: false, recording_optout: false, stream_url: null, on_map: false },
  ...media,
});

describe("A session page's stream, recording and map (issue 47)", () => {
  it('links the stream, the recording and the room on the venue map', () => {
    renderWithApp(<SessionMedia session={session({ stream_url: 'https://video.example/a', recording_url: 'https://media.example/1', on_map: true })} />);
    expect(screen.getByRole('link', { name: 'Watch the stream' }).getAttribute('href')).toBe('https://video.example/a');
    expect(screen.getByRole('link', { name: 'Watch the recording' }).getAttribute('href')).toBe('https://media.example/1');
    expect(screen.getByRole('link', { name: /on the map/ }).getAttribute('href')).toBe('/venue?room=hall%20a');
    expect(screen.queryByText('This session is not recorded.')).toBeNull();
  });

  it('says a session is not recorded, and shows nothing for a cancelled one or one with nothing set', () => {
    const { unmount } = renderWithApp(<SessionMedia session={session({ recording_optout: true })} />);
    expect(screen.getByText('This session is not recorded.')).toBeTruthy();
    unmount();
    const cancelled = renderWithApp(<SessionMedia session={session({ status: 'cancelled', stream_url: 'https://video.example/a' })} />);
    expect(screen.queryByTestId('session-media')).toBeNull();
    cancelled.unmount();
    renderWithApp(<SessionMedia session={session({})} />);
    expect(screen.queryByTestId('session-media')).toBeNull();
  });
});
