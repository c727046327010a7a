import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionRefreshed } from '@/lib/session';
import { stubFetch, type Answer, type Routes } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { ConferenceSession, NewsItem, User } from '@/types/api';
import { DashboardPage } from './dashboard-page';

const attendee: User = {
  ...{ id: 7, full_name: 'Dana Attendee', email: 'dana@test.example', is_active: true, is_speaker: false, is_admin: false, is_reviewer: false },
  ...{ payment_status: 'paid', role: 'user', email_verified: true, pending_email: null, language: 'en' },
};

const keynote: ConferenceSession = {
  ...{ id: 1, title: 'Opening keynote', description: 'Where language technology stands.', date: '2025-11-17', time: '08:00' },
  ...{ startTime: '2025-11-17T08:00:00.000Z', endTime: '2025-11-17T09:00:00.000Z', duration: 60, room: 'Plenary Hall', track: 'Main' },
  ...{ type: 'keynote', status: 'scheduled', language: 'en', capacity: null, signup_required: false, seats: null, version: 1, speakers: [] },
  ...{ recording_url: null, do_not_record: false, recording_optout: false, stream_url: null, on_map: false },
};

const DAY = 86_400_000;
const news = (item: Pick<NewsItem, 'id' | 'title' | 'content'> & Partial<NewsItem>): NewsItem => ({
  ...{ published_date: new Date(Date.now() - DAY).toISOString(), author: null, category: null, featured: false, status: 'published' },
  ...item,
});

const PROFILE_FAILED = 'Could not update profile. However, your changes are visible in the UI for this session.';
const SERVER_FAULT: Answer = { status: 500, body: { detail: 'Internal error' } };

/** The dashboard of a signed-in attendee; every load answers well unless `routes` says otherwise. */
function setUp(routes: Routes = {}, user: User = attendee) {
  const network = stubFetch({
    'GET /public/news': { body: { news: [news({ id: 1, title: 'Registration is open', content: '<p>Welcome.</p>' })] } },
    'GET /api/auth/me': { body: user },
    'GET /public/sessions': { body: { sessions: [keynote] } },
    'GET /api/user/schedule': { body: { session_ids: [] } },
    'GET /api/user/feedback': { body: [] },
    'GET /api/user/feedback/eligibility': { body: { can_rate: true, detail: null } },
    ...routes,
  });
  const view = renderWithApp(<DashboardPage />, { route: '/dashboard', path: '/dashboard' });
  act(() => view.store.dispatch(sessionRefreshed({ user, access_token: 'token' })));
  return { ...view, network };
}

/** Answers of a route held back until `release()`, to see what shows while a load is under way. */
function held(answer: Answer) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { route: () => released.then(() => answer), release };
}

/**
 * A failed load is asked again three times, 1 s, 2 s and 4 s apart (lib/api.ts), before it counts as failed: the
 * clock is moved on a second at a time until `check` passes.
 */
async function advanceUntil(check: () => void) {
  for (let second = 0; ; second++) {
    try {
      check();
      return;
    } catch (error) {
      if (second > 30) throw error;
    }
    await vi.advanceTimersByTimeAsync(1_000);
  }
}

/** Replaces what a field holds, pasted: typing it key by key only makes the test slow. */
async function replace(user: ReturnType<typeof setUp>['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

const section = (id: string) => within(screen.getByTestId(id));
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('The dashboard while its loads are under way or fail', () => {
  it('shows each section loading, then its failure message once the retries are spent', async () => {
    const answers = [held(SERVER_FAULT), held(SERVER_FAULT), held(SERVER_FAULT)];
    const { network } = setUp(
      { 'GET /public/news': answers[0].route, 'GET /api/auth/me': answers[1].route, 'GET /public/sessions': answers[2].route },
      { ...attendee, full_name: 'Failing Sections' },
    );

    expect(await screen.findByText('Loading news...')).toBeTruthy();
    expect(screen.getByText('Loading profile...')).toBeTruthy();
    expect(screen.getByText('Loading sessions...')).toBeTruthy();
    // The header does not wait for the profile call: the signed-in user is known.
    expect(heading()).toBe('Welcome, Failing Sections');

    vi.useFakeTimers();
    answers.forEach((answer) => answer.release());
    await advanceUntil(() => {
      expect(section('conference-news').getByRole('alert').textContent).toBe('Could not load news items. Please try again later.');
      expect(section('your-profile').getByRole('alert').textContent).toBe('Could not load profile information. Please try again later.');
      expect(section('your-schedule').getByRole('alert').textContent).toBe('Could not load schedule information. Please try again later.');
    });
    for (const route of ['GET /public/news', 'GET /api/auth/me', 'GET /public/sessions']) expect(network.sentTo(route)).toHaveLength(4);
    expect(screen.queryByText(/^Loading/)).toBeNull();
    expect(section('your-profile').queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('reports the schedule as unavailable when the saved list fails to load', async () => {
    const saved = held(SERVER_FAULT);
    const { network } = setUp({ 'GET /api/user/schedule': saved.route });
    expect(await screen.findByText('Registration is open')).toBeTruthy();

    vi.useFakeTimers();
    saved.release();
    await advanceUntil(() =>
      expect(section('your-schedule').getByRole('alert').textContent).toBe('Could not load schedule information. Please try again later.'),
    );
    expect(network.sentTo('GET /api/user/schedule')).toHaveLength(4);
    expect(screen.queryByTestId('available-session')).toBeNull();
  });

  it('says so when there is no news, no profile and no session', async () => {
    setUp({
      'GET /public/news': { body: { news: [] } },
      'GET /api/auth/me': { body: null },
      'GET /public/sessions': { body: { sessions: [] } },
    });

    expect(await screen.findByText('No conference news available at this time.')).toBeTruthy();
    expect(await screen.findByText('No profile information available.')).toBeTruthy();
    expect(await screen.findByText('No sessions available at this time.')).toBeTruthy();
    expect(screen.getByText("You haven't saved any sessions yet.")).toBeTruthy();
    expect(screen.queryByTestId('dashboard-news-item')).toBeNull();
    expect(screen.queryByTestId('available-session')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe("The dashboard's news", () => {
  it('leaves out drafts and items dated in the future, and shows the rest with their author, category and badge', async () => {
    const past = new Date(Date.now() - DAY).toISOString();
    setUp({
      'GET /public/news': {
        body: {
          news: [
            news({
              id: 901,
              title: 'Visible item',
              content: '<p>Shown <strong>rich</strong> text</p>',
              published_date: past,
              category: 'update',
              featured: true,
            }),
            news({ id: 902, title: 'Draft item', content: '<p>Hidden</p>', published_date: past, status: 'draft' }),
            news({ id: 903, title: 'Future item', content: '<p>Later</p>', published_date: new Date(Date.now() + 7 * DAY).toISOString() }),
            news({ id: 904, title: 'Plain item', content: '<p>No category given</p>', published_date: past }),
          ],
        },
      },
    });

    await waitFor(() => expect(screen.getAllByTestId('dashboard-news-item')).toHaveLength(2));
    const [visible, plain] = screen.getAllByTestId('dashboard-news-item');
    expect(within(visible).getByRole('heading').textContent).toBe('Visible item');
    expect(visible.textContent).toContain('By Conference Team');
    expect(visible.textContent).toContain('Update');
    expect(within(visible).getByText('Featured', { exact: true })).toBeTruthy();
    await waitFor(() => expect(visible.querySelector('strong')?.textContent).toBe('rich'));
    expect(within(plain).getByRole('heading').textContent).toBe('Plain item');
    expect(plain.textContent).toContain('By Conference Team');
    expect(plain.textContent).toContain('Announcement');
    expect(within(plain).queryByText('Featured')).toBeNull();
    expect(screen.queryByText('Draft item')).toBeNull();
    expect(screen.queryByText('Future item')).toBeNull();
  });
});

describe('A failed save of the profile', () => {
  it('shows the alert with the reason for a taken email and keeps the edited values for this page only', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const user = { ...attendee, full_name: 'Keeps Values' };
    const taken = { status: 409, body: { detail: 'This email address is already used by another account' } };
    const { user: person, network, unmount } = setUp({ 'PUT /api/user/profile': taken }, user);
    const profile = section('your-profile');

    await person.click(await profile.findByRole('button', { name: 'Edit' }));
    await replace(person, profile.getByRole('textbox', { name: 'Full Name' }), 'Locally Renamed');
    await replace(person, profile.getByRole('textbox', { name: 'Email' }), 'someone.else@test.example');
    await replace(person, profile.getByLabelText('Current password'), 'my-password');
    await person.click(profile.getByRole('button', { name: 'Save Changes' }));

    const failure = await profile.findByRole('alert');
    expect(failure.textContent).toContain(PROFILE_FAILED);
    expect(within(failure).getByTestId('profile-error-detail').textContent).toBe('This email address is already used by another account');
    expect(network.sentTo('PUT /api/user/profile').map((call) => call.body)).toEqual([
      { full_name: 'Locally Renamed', email: 'someone.else@test.example', current_password: 'my-password' },
    ]);
    expect(profile.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(profile.getByTestId('profile-name').textContent).toBe('Locally Renamed');
    expect(profile.getByTestId('profile-email').textContent).toBe('someone.else@test.example');
    expect(alert).not.toHaveBeenCalled();

    // Nothing changed on the server: the next page load shows the stored profile again.
    unmount();
    setUp({}, user);
    await waitFor(() => expect(section('your-profile').getByTestId('profile-name').textContent).toBe('Keeps Values'));
    expect(section('your-profile').getByTestId('profile-email').textContent).toBe(attendee.email);
  });

  it('shows the same alert without a reason for any other failure, and the edited name everywhere', async () => {
    const { user } = setUp({ 'PUT /api/user/profile': SERVER_FAULT }, { ...attendee, full_name: 'Server Down' });
    const profile = section('your-profile');

    await user.click(await profile.findByRole('button', { name: 'Edit' }));
    await replace(user, profile.getByRole('textbox', { name: 'Full Name' }), 'Still Shown');
    await user.click(profile.getByRole('button', { name: 'Save Changes' }));

    expect((await profile.findByRole('alert')).textContent).toBe(PROFILE_FAILED);
    expect(profile.queryByTestId('profile-error-detail')).toBeNull();
    expect(profile.getByTestId('profile-name').textContent).toBe('Still Shown');
    expect(heading()).toBe('Welcome, Still Shown');
  });
});
