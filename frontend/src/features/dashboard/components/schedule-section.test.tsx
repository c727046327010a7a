import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch, type Routes } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { Answer } from '@/lib/api-routes';
import { sessionRefreshed } from '@/lib/session';
import type { ConferenceSession, FeedbackEligibility, MyFeedback, User } from '@/types/api';
import { ScheduleSection } from './schedule-section';

const USER_ID = 7;
const attendee: User = {
  ...{ id: USER_ID, full_name: 'Ann Attendee', email: 'ann@test.example', is_active: true, is_speaker: false, is_admin: false, is_reviewer: false },
  ...{ payment_status: 'paid', role: 'user', email_verified: true, pending_email: null, language: 'en' },
};

// Saved and over: it can be rated.
const keynote: ConferenceSession = {
  id: 1,
  title: 'Opening keynote',
  description: 'Where language technology stands.',
  date: '2025-11-17',
  time: '08:00',
  startTime: '2025-11-17T08:00:00.000Z',
  endTime: '2025-11-17T09:00:00.000Z',
  duration: 60,
  room: 'Plenary Hall',
  track: 'Main',
  type: 'keynote',
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
};

const sessions: Answer<'/public/sessions', 'get'> = { sessions: [keynote] };
const mayRate: FeedbackEligibility = { can_rate: true, detail: null };
const mayNotRate: FeedbackEligibility = { can_rate: false, detail: 'Confirm your email address to rate sessions.' };

function setUp(eligibility: FeedbackEligibility, feedback: MyFeedback[] = [], more: Routes = {}) {
  const network = stubFetch({
    'GET /public/sessions': { body: sessions },
    'GET /api/user/schedule': { body: { session_ids: [keynote.id] } },
    'GET /api/user/feedback': { body: feedback },
    'GET /api/user/feedback/eligibility': { body: eligibility },
    ...more,
  });
  return { ...renderWithApp(<ScheduleSection userId={USER_ID} canRate />), network };
}

const savedItem = async () => within(await screen.findByTestId('saved-session'));

/** A click on a star lands on its radio button, which is visually hidden (and so out of user-event's reach). */
const pickStars = (radio: HTMLElement) => fireEvent.click(radio);

describe('Rating a saved session that has ended', () => {
  it('tells someone who may not rate why, instead of the stars', async () => {
    const { network } = setUp(mayNotRate);

    const item = await savedItem();
    expect((await item.findByTestId('rating-refusal')).textContent).toBe('Confirm your email address to rate sessions.');
    expect(item.queryByRole('button', { name: 'Save rating' })).toBeNull();
    expect(network.sentTo('PUT /api/user/feedback/1')).toHaveLength(0);
  });

  it('shows an earlier rating with the reason it can no longer be changed', async () => {
    setUp(mayNotRate, [{ session_id: 1, rating: 4, comment: 'Clear and short.', updated_at: '2025-11-17T10:00:00.000Z' }]);

    const item = await savedItem();
    expect(await item.findByText('Your rating: 4/5')).toBeTruthy();
    expect(item.getByTestId('rating-refusal').textContent).toBe('Confirm your email address to rate sessions.');
    expect(item.queryByRole('button', { name: /Change your rating/ })).toBeNull();
  });

  it('sends the stars and the trimmed comment, then shows the saved rating', async () => {
    const saved: MyFeedback = { session_id: 1, rating: 5, comment: 'Inspiring', updated_at: '2025-11-17T10:00:00.000Z' };
    const { user, network } = setUp(mayRate, [], { 'PUT /api/user/feedback/1': { body: saved } });

    const item = await savedItem();
    const save = await item.findByRole('button', { name: 'Save rating' });
    expect(save.hasAttribute('disabled')).toBe(true);
    pickStars(item.getByRole('radio', { name: '5 Stars' }));
    await user.type(item.getByRole('textbox', { name: 'Comment (optional)' }), '  Inspiring ');
    await user.click(save);

    expect(await item.findByText('Your rating: 5/5')).toBeTruthy();
    expect(network.sentTo('PUT /api/user/feedback/1').map((call) => call.body)).toEqual([{ rating: 5, comment: 'Inspiring' }]);
  });

  it("keeps the form and shows the server's reason when a rating is refused", async () => {
    const { user } = setUp(mayRate, [], { 'PUT /api/user/feedback/1': { status: 403, body: { detail: 'Only paid registrations may rate sessions.' } } });

    const item = await savedItem();
    pickStars(await item.findByRole('radio', { name: '3 Stars' }));
    await user.click(item.getByRole('button', { name: 'Save rating' }));

    await waitFor(() => expect(item.getByRole('alert').textContent).toBe('Only paid registrations may rate sessions.'));
    expect(item.getByRole('button', { name: 'Save rating' })).toBeTruthy();
  });
});

describe('Saving a session to the schedule', () => {
  it('undoes the change and explains when the save fails', async () => {
    let fail!: () => void;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    const { user } = setUp(mayRate, [], {
      'GET /api/user/schedule': { body: { session_ids: [] } },
      'POST /api/user/schedule/1': () => failed.then(() => ({ status: 500, body: { detail: 'Internal error' } })),
    });

    await user.click(await screen.findByRole('button', { name: 'Add to Schedule: Opening keynote' }));
    // Shown at once, before the server answers.
    expect(await screen.findByTestId('saved-session')).toBeTruthy();
    fail();

    await waitFor(() =>
      expect(within(screen.getByTestId('your-schedule')).getByRole('alert').textContent).toBe('Could not update your schedule. Please try again.'),
    );
    expect(screen.queryByTestId('saved-session')).toBeNull();
    expect(screen.getByText("You haven't saved any sessions yet.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to Schedule: Opening keynote' })).toBeTruthy();
  });
});

describe('A saved session that needs sign-up', () => {
  it('shows its seats and signs up from the dashboard', async () => {
    const workshop: ConferenceSession = {
      ...keynote,
      id: 2,
      title: 'Annotation lab',
      startTime: '2031-11-17T09:00:00.000Z',
      endTime: '2031-11-17T10:00:00.000Z',
      type: 'workshop',
      capacity: 20,
      signup_required: true,
      seats: { capacity: 20, taken: 17, waitlist: 0 },
    };
    let signedUp = false;
    const network = stubFetch({
      'GET /public/sessions': { body: { sessions: [workshop] } },
      'GET /api/user/schedule': { body: { session_ids: [workshop.id] } },
      'GET /api/user/feedback': { body: [] },
      'GET /api/user/feedback/eligibility': { body: mayRate },
      'GET /api/user/signups': () => ({
        body: {
          signups: signedUp
            ? [
                {
                  session_id: 2,
                  title: 'Annotation lab',
                  startTime: workshop.startTime,
                  endTime: workshop.endTime,
                  room: 'Plenary Hall',
                  signed_up_at: '2031-11-01T09:00:00.000Z',
                  status: 'confirmed',
                  position: null,
                },
              ]
            : [],
        },
      }),
      'POST /api/sessions/2/signup': () => {
        signedUp = true;
        return { status: 201, body: { status: 'confirmed', position: null } };
      },
    });
    const { user } = renderWithApp(<ScheduleSection userId={USER_ID} canRate />, {
      prepare: (store) => store.dispatch(sessionRefreshed({ user: attendee, access_token: 'token' })),
    });

    const item = await savedItem();
    expect(item.getByTestId('session-seats').textContent).toBe('3 of 20 seats left');
    await user.click(await item.findByRole('button', { name: 'Sign up' }));
    expect(await item.findByText('You have a seat.')).toBeTruthy();
    expect(network.sentTo('POST /api/sessions/2/signup')).toHaveLength(1);
  });
});

describe('Where the focus goes when a control goes away with what it changed (WCAG 2.4.3)', () => {
  it('after Save rating, on Change; after Change, on the chosen star; after Cancel, on Change again', async () => {
    const saved: MyFeedback = { session_id: 1, rating: 4, comment: null, updated_at: '2025-11-17T10:00:00.000Z' };
    const { user } = setUp(mayRate, [], { 'PUT /api/user/feedback/1': { body: saved } });

    const item = await savedItem();
    pickStars(await item.findByRole('radio', { name: '4 Stars' }));
    item.getByRole('button', { name: 'Save rating' }).focus();
    await user.keyboard('{Enter}');

    const change = await item.findByRole('button', { name: 'Change your rating for Opening keynote' });
    await waitFor(() => expect(document.activeElement).toBe(change));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(item.getByRole('radio', { name: '4 Stars' })));
    item.getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(item.getByRole('button', { name: 'Change your rating for Opening keynote' })));
  });

  it("after Remove in the saved list, on the next saved session's Remove, and on the session's Add when none is left", async () => {
    const lunch: ConferenceSession = { ...keynote, id: 2, title: 'Lunch talk', startTime: '2031-11-17T12:00:00.000Z', endTime: '2031-11-17T13:00:00.000Z' };
    const { user } = setUp(mayRate, [], {
      'GET /public/sessions': { body: { sessions: [keynote, lunch] } },
      'GET /api/user/schedule': { body: { session_ids: [1, 2] } },
      'DELETE /api/user/schedule/1': { body: { session_ids: [2] } },
      'DELETE /api/user/schedule/2': { body: { session_ids: [] } },
    });

    (await screen.findByRole('button', { name: 'Remove Opening keynote' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Lunch talk' })));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to Schedule: Lunch talk' })));
  });

  it("on a phone, after Add to Schedule, on the saved entry's Remove: the card left the browsing list with its button", async () => {
    // Stacked below the md breakpoint: a saved session is listed once, under Your Saved Sessions.
    (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width: 390, height: 844 });
    const lunch: ConferenceSession = { ...keynote, id: 2, title: 'Lunch talk', startTime: '2031-11-17T12:00:00.000Z', endTime: '2031-11-17T13:00:00.000Z' };
    const { user } = setUp(mayRate, [], {
      'GET /public/sessions': { body: { sessions: [keynote, lunch] } },
      'POST /api/user/schedule/2': { body: { session_ids: [1, 2] } },
    });

    (await screen.findByRole('button', { name: 'Add to Schedule: Lunch talk' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Lunch talk' })));
    expect(screen.queryByRole('button', { name: 'Add to Schedule: Lunch talk' })).toBeNull();
  });
});
