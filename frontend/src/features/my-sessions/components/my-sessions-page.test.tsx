import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCAL_SCHEDULE_KEY } from '@/lib/favourites/local-keys';
import { sessionRefreshed } from '@/lib/session';
import { stubFetch, type Answer } from '@/test/fetch-stub';
import { PUSH_ENDPOINT, SERVER_KEY, stubPush } from '@/test/push-stub';
import { renderWithApp } from '@/test/render';
import type { User } from '@/types/api';
import type { Favourites } from '../api/my-sessions-api';
import { MySessionsPage } from './my-sessions-page';

const TOKEN = 'phone-secret-aaaaaaaaaaaaaaaaaaaaaaaa';
const JSON_ROUTE = `GET /calendar/${TOKEN}.json`;

const favourites: Favourites = {
  session_ids: [3, 8],
  sessions: [
    {
      ...{ id: 8, title: 'Opening keynote', start: '2025-11-17T08:00:00.000Z', end: '2025-11-17T09:00:00.000Z', room: 'Plenary Hall' },
      ...{ status: 'scheduled', url: 'https://summit.example/sessions/8' },
    },
    {
      ...{ id: 3, title: 'Panel on terms', start: '2025-11-17T13:00:00.000Z', end: '2025-11-17T14:00:00.000Z', room: 'Hall B' },
      ...{ status: 'cancelled', url: 'https://summit.example/sessions/3' },
    },
  ],
};

const attendee: User = {
  ...{ id: 7, full_name: 'Dana Attendee', email: 'dana@test.example', is_active: true, is_speaker: false, is_admin: false, is_reviewer: false },
  ...{ payment_status: 'paid', role: 'user', email_verified: true, pending_email: null, language: 'en' },
};

function setUp(answer: Answer = { body: favourites }, routes = {}) {
  const network = stubFetch({ [JSON_ROUTE]: answer, 'GET /api/push/key': { body: { public_key: SERVER_KEY } }, ...routes });
  const view = renderWithApp(<MySessionsPage />, { route: `/my/${TOKEN}`, path: '/my/:token' });
  return { ...view, network };
}

const storedStars = () => JSON.parse(localStorage.getItem(LOCAL_SCHEDULE_KEY) ?? '[]') as string[];
const keepButton = () => screen.findByRole('button', { name: 'Keep these on this phone' });

describe('The phone’s page of a personal link', () => {
  it('lists the saved sessions the link names, in the page’s language, with the calendar feed of the same link', async () => {
    const { network } = setUp();
    const list = await screen.findByRole('list', { name: 'Saved sessions' });
    const items = within(list).getAllByTestId('my-session');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Opening keynote', 'Panel on terms']);
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe('/sessions/8');
    expect(items[0].textContent).toContain('Room: Plenary Hall');
    expect(within(items[1]).getByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('2 sessions saved.')).toBeTruthy();
    expect(network.sentTo(JSON_ROUTE).map((r) => r.path)).toEqual([`/calendar/${TOKEN}.json?lang=en`]);
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(`webcal://localhost:3000/calendar/${TOKEN}.ics`);
    expect(screen.getByRole('link', { name: 'Calendar file (.ics)' }).getAttribute('href')).toBe(`http://localhost:3000/calendar/${TOKEN}.ics`);
    // Not for search engines.
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('keeps them as this browser’s stars, with those starred already, and shows them starred', async () => {
    localStorage.setItem(LOCAL_SCHEDULE_KEY, JSON.stringify(['5', '8']));
    const { user } = setUp();
    await user.click(await keepButton());
    expect(storedStars()).toEqual(['5', '8', '3']);
    expect(await screen.findByText('Done: they are starred in this browser. Star or unstar sessions on the schedule as you go.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Kept on this phone' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByTestId('my-session-starred')).toHaveLength(2);
  });

  it('then offers notifications for them, and subscribes this device with its stars', async () => {
    const push = stubPush();
    const { user, network } = setUp();
    await user.click(await keepButton());
    const offer = await screen.findByTestId('push-offer');
    await user.click(within(offer).getByRole('button', { name: 'Yes, tell me' }));
    await waitFor(() => expect(network.sentTo('POST /api/push/subscriptions')).toHaveLength(1));
    expect(push.questions).toBe(1);
    expect(network.sentTo('POST /api/push/subscriptions')[0].body).toMatchObject({ endpoint: PUSH_ENDPOINT, session_ids: [3, 8] });
    expect(network.sentTo('POST /api/push/subscriptions')[0].authorization).toBeNull();
  });

  it('offers nothing where notifications are blocked', async () => {
    stubPush({ permission: 'denied' });
    const { user } = setUp();
    await user.click(await keepButton());
    await screen.findByRole('button', { name: 'Kept on this phone' });
    expect(screen.queryByTestId('push-offer')).toBeNull();
  });

  it('adds them to the account of someone signed in on this phone', async () => {
    const { user, store, network } = setUp(undefined, {
      'GET /api/user/schedule': { body: { session_ids: [5] } },
      'POST /api/user/schedule/merge': { body: { session_ids: [3, 5, 8] } },
    });
    act(() => store.dispatch(sessionRefreshed({ user: attendee, access_token: 'token' })));
    await user.click(await keepButton());
    expect(await screen.findByText(/Done: they are among your saved sessions/)).toBeTruthy();
    expect(network.sentTo('POST /api/user/schedule/merge').map((r) => r.body)).toEqual([{ session_ids: [3, 8] }]);
  });

  it('says that a reset or unknown link no longer works, and where to get a new one', async () => {
    setUp({ status: 404, body: { detail: 'This link is unknown or was reset.' } });
    expect((await screen.findByTestId('my-sessions-error')).textContent).toBe('This link no longer works: ask for a new one on your dashboard.');
    expect(screen.queryByRole('button', { name: 'Keep these on this phone' })).toBeNull();
  });

  it('says so when there is nothing saved yet, and offers nothing to keep', async () => {
    setUp({ body: { session_ids: [], sessions: [] } });
    expect(await screen.findByText('No sessions saved yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Keep these on this phone' })).toBeNull();
  });
});
