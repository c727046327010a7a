import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createServerStore } from '@/app/store';
import { sessionRefreshed } from '@/lib/session';
import type { MySignup } from '@/lib/signups/signups-api';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { ConferenceSession, User } from '@/types/api';
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
  recording_url: null,
  do_not_record: false,
  recording_optout: false,
  stream_url: null,
  on_map: false,
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

const attendee: User = {
  ...{ id: 7, full_name: 'Ann Attendee', email: 'ann@test.example', is_active: true, is_speaker: false, is_admin: false, is_reviewer: false },
  ...{ payment_status: 'paid', role: 'user', email_verified: true, pending_email: null, language: 'en' },
};

const signedIn = (store: ReturnType<typeof createServerStore>) => store.dispatch(sessionRefreshed({ user: attendee, access_token: 'token' }));

const mine = (signups: MySignup[]) => ({ body: { signups } });
const waiting: MySignup = {
  session_id: 7,
  title: 'Annotation workshop',
  startTime: '2031-11-17T09:00:00.000Z',
  endTime: '2031-11-17T10:00:00.000Z',
  room: 'Lab',
  signed_up_at: '2031-11-01T09:00:00.000Z',
  status: 'waitlisted',
  position: 3,
};

describe("a programme card's sign-up, signed in", () => {
  it('signs up from the card and then shows the place in line and the button that leaves it', async () => {
    let signups: MySignup[] = [];
    const network = stubFetch({
      'GET /api/user/signups': () => mine(signups),
      'POST /api/sessions/7/signup': () => {
        signups = [waiting];
        return { body: { status: 'waitlisted', position: 3 } };
      },
    });
    const { user } = renderWithApp(<SessionSignup variant="card" session={session({ seats: { capacity: 20, taken: 20, waitlist: 2 } })} />, {
      prepare: signedIn,
    });

    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    expect(network.sentTo('POST /api/sessions/7/signup')).toHaveLength(1);
    expect((await screen.findByTestId('signup-status')).textContent).toBe('You are 3rd in line.');
    expect(screen.getByRole('button', { name: 'Leave the waitlist' })).toBeTruthy();
    expect(screen.getByTestId('session-seats').textContent).toBe('Full: 2 waiting');
    // The seats and the place in line change in a polite live region, the focus staying put (WCAG 4.1.3).
    expect(screen.getByRole('status').textContent).toBe('Full: 2 waitingYou are 3rd in line.');
  });

  it("says why a sign-up was refused, in the server's words", async () => {
    stubFetch({
      'GET /api/user/signups': mine([]),
      'POST /api/sessions/7/signup': { status: 409, body: { detail: 'This session overlaps “Keynote”, which you have signed up for' } },
    });
    const { user } = renderWithApp(<SessionSignup variant="card" session={session({})} />, { prepare: signedIn });

    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This session overlaps “Keynote”, which you have signed up for');
  });

  it('reads the place in line again when the seats change while the visitor waits', async () => {
    let position = 3;
    const network = stubFetch({ 'GET /api/user/signups': () => mine([{ ...waiting, position }]) });
    const full = session({ seats: { capacity: 20, taken: 20, waitlist: 5 } });
    // The programme's pushes patch the session: here a state the test sets.
    let patch: (next: ConferenceSession) => void = () => undefined;
    function Pushed() {
      const [current, set] = useState(full);
      patch = set;
      return <SessionSignup variant="card" session={current} />;
    }
    renderWithApp(<Pushed />, { prepare: signedIn });
    expect((await screen.findByTestId('signup-status')).textContent).toBe('You are 3rd in line.');

    position = 2;
    act(() => patch({ ...full, seats: { capacity: 20, taken: 20, waitlist: 4 } }));
    await waitFor(() => expect(screen.getByTestId('signup-status').textContent).toBe('You are 2nd in line.'));
    expect(network.sentTo('GET /api/user/signups')).toHaveLength(2);
  });
});
