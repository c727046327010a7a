import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import type { ConferenceSession } from '@/types/api';
import { SessionSignup } from './session-signup';

const session = (fields: Partial<ConferenceSession>): ConferenceSession => ({
  id: 7,
  title: 'Annotation workshop',
  description: '',
  date: '2031-11-17',
  time: '09:00',
  startTime: '2031-11-17T09:00:00.000Z',
  endTime: '2031-11-17T10:00:00.000Z',
  duration: 60,
  room: 'Lab',
  track: 'Main',
  type: 'workshop',
  status: 'scheduled',
  language: 'en',
  capacity: 20,
  signup_required: true,
  seats: { capacity: 20, taken: 0, waitlist: 0 },
  version: 1,
  speakers: [],
  ...fields,
});

describe("a session's sign-up, signed out", () => {
  it.each([
    [{ capacity: 20, taken: 5, waitlist: 0 }, '15 of 20 seats left'],
    [{ capacity: 20, taken: 20, waitlist: 0 }, 'Full'],
    [{ capacity: 20, taken: 20, waitlist: 3 }, 'Full: 3 waiting'],
    [{ capacity: null, taken: 4, waitlist: 0 }, '4 signed up'],
  ])('says how many seats are left: %o', (seats, text) => {
    renderWithApp(<SessionSignup session={session({ seats })} />);
    expect(screen.getByTestId('session-seats').textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Sign in to sign up' }).getAttribute('href')).toBe('/login');
  });

  it('shows nothing for a session without sign-up', () => {
    renderWithApp(<SessionSignup session={session({ signup_required: false, seats: null })} />);
    expect(screen.queryByTestId('session-signup')).toBeNull();
  });
});
