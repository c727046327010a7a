import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetPushOfferForTests } from '@/lib/push/push-offer';
import { sessionRefreshed } from '@/lib/session';
import { stubFetch, type Routes } from '@/test/fetch-stub';
import { PUSH_AUTH, PUSH_ENDPOINT, PUSH_P256DH, SERVER_KEY, stubPush } from '@/test/push-stub';
import { renderWithApp } from '@/test/render';
import type { User } from '@/types/api';
import { SessionStar } from './session-star';

const SESSIONS = [
  { id: 1, title: 'Opening keynote' },
  { id: 3, title: 'Lunch' },
];

const attendee: User = {
  ...{ id: 7, full_name: 'Ann Attendee', email: 'ann@test.example', is_active: true, is_speaker: false, is_admin: false, is_reviewer: false },
  ...{ payment_status: 'pending', role: 'user', email_verified: true, pending_email: null, language: 'en' },
};

const SUBSCRIPTION = { endpoint: PUSH_ENDPOINT, expirationTime: null, keys: { p256dh: PUSH_P256DH, auth: PUSH_AUTH } };
const device = (fields: object = {}) => ({
  ...{ id: 5, endpoint: PUSH_ENDPOINT, browser: '', system: '', topics: ['session_changes'], reminder_minutes: null, language: 'en', session_ids: [] },
  ...{ created_at: '2025-11-01T10:00:00.000Z', last_used_at: '2025-11-01T10:00:00.000Z', ...fields },
});

function renderStars(routes: Routes = {}) {
  const network = stubFetch({
    'GET /api/push/key': { body: { public_key: SERVER_KEY } },
    'POST /api/push/subscriptions': ({ body }) => ({ status: 201, body: device(body as object) }),
    'PUT /api/push/subscriptions/sessions': { status: 204 },
    ...routes,
  });
  const view = renderWithApp(
    <>
      {SESSIONS.map((s) => (
        <SessionStar key={s.id} sessionId={s.id} title={s.title} />
      ))}
    </>,
  );
  return { ...view, network };
}

beforeAll(async () => {
  await import('./live-star');
});
// Each test is a page load of its own.
beforeEach(() => resetPushOfferForTests());

const star = (title: string) => screen.getByRole('button', { name: `Star ${title}` });
const offer = () => screen.queryByTestId('push-offer');
const offered = () => screen.findByText('Tell me on this device if it changes?');
/** Lets the star's follow-ups (the look-up of the browser's subscription) run; the offer would show by then. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('The offer to be told on this device, after a star', () => {
  it("is made after a visitor's star, asks the browser only on Yes, and subscribes this device with the stars", async () => {
    const push = stubPush();
    const { user, network } = renderStars();
    await user.click(star('Lunch'));
    await offered();
    expect(push.questions).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Yes, tell me' }));
    expect(await screen.findByText('Done: this device will tell you when your starred sessions change.')).toBeTruthy();
    expect(push.questions).toBe(1);
    expect(network.sentTo('POST /api/push/subscriptions').map((r) => r.body)).toEqual([{ ...SUBSCRIPTION, language: 'en', session_ids: [3] }]);
  });

  it('is made once: not for a second star on the page, nor after it was answered on a later visit', async () => {
    stubPush();
    const first = renderStars();
    await first.user.click(star('Lunch'));
    await offered();
    await first.user.click(star('Opening keynote'));
    await settle();
    expect(screen.getAllByTestId('push-offer')).toHaveLength(1);

    await first.user.click(screen.getByRole('button', { name: 'No, thanks' }));
    await waitFor(() => expect(offer()).toBeNull());
    first.unmount();

    // A later visit, with both stars taken back: a new star is what would offer.
    resetPushOfferForTests();
    localStorage.removeItem('userSchedule');
    const later = renderStars();
    await later.user.click(star('Opening keynote'));
    await settle();
    expect(offer()).toBeNull();
    expect(later.network.sentTo('POST /api/push/subscriptions')).toEqual([]);
  });

  it('is not made when removing a star, when notifications are blocked, without the service worker, or when this device is subscribed', async () => {
    localStorage.setItem('userSchedule', JSON.stringify(['3']));
    stubPush();
    const removing = renderStars();
    await removing.user.click(star('Lunch'));
    await settle();
    expect(offer()).toBeNull();
    removing.unmount();

    for (const browser of [{ permission: 'denied' as const }, { worker: false }, { subscribed: true }]) {
      resetPushOfferForTests();
      localStorage.clear();
      stubPush(browser);
      const view = renderStars();
      await view.user.click(star('Lunch'));
      await settle();
      expect(offer(), JSON.stringify(browser)).toBeNull();
      view.unmount();
    }
  });

  it("subscribes a signed-in attendee's device for the account, without stars of its own", async () => {
    stubPush();
    const { user, store, network } = renderStars({
      'GET /api/user/schedule': { body: { session_ids: [] } },
      'POST /api/user/schedule/1': { body: { session_ids: [1] } },
    });
    act(() => store.dispatch(sessionRefreshed({ user: attendee, access_token: 'token' })));
    await waitFor(() => expect(network.sentTo('GET /api/user/schedule')).toHaveLength(1));
    await user.click(star('Opening keynote'));
    await offered();
    await user.click(screen.getByRole('button', { name: 'Yes, tell me' }));
    await screen.findByText('Done: this device will tell you when your starred sessions change.');
    expect(network.sentTo('POST /api/push/subscriptions').map((r) => r.body)).toEqual([{ ...SUBSCRIPTION, language: 'en' }]);
  });

  it('says what to do when the browser refuses', async () => {
    stubPush({ answer: 'denied' });
    const { user, network } = renderStars();
    await user.click(star('Lunch'));
    await offered();
    await user.click(screen.getByRole('button', { name: 'Yes, tell me' }));
    expect(await screen.findByText(/Notifications are blocked for this site\. Allow them in your browser's site settings/)).toBeTruthy();
    expect(network.sentTo('POST /api/push/subscriptions')).toEqual([]);
  });
});

describe("A subscribed visitor's stars", () => {
  it('are sent to the server as they change', async () => {
    stubPush({ permission: 'granted', subscribed: true });
    const { user, network } = renderStars();
    await user.click(star('Lunch'));
    await waitFor(() => expect(network.sentTo('PUT /api/push/subscriptions/sessions')).toHaveLength(1));
    await user.click(star('Opening keynote'));
    await user.click(star('Lunch'));
    await waitFor(() => expect(network.sentTo('PUT /api/push/subscriptions/sessions')).toHaveLength(3));
    expect(network.sentTo('PUT /api/push/subscriptions/sessions').map((r) => r.body)).toEqual([
      { endpoint: PUSH_ENDPOINT, keys: { auth: PUSH_AUTH }, session_ids: [3] },
      { endpoint: PUSH_ENDPOINT, keys: { auth: PUSH_AUTH }, session_ids: [3, 1] },
      { endpoint: PUSH_ENDPOINT, keys: { auth: PUSH_AUTH }, session_ids: [1] },
    ]);
  });

  it("make a device that was an account's (signed out here) the visitor's", async () => {
    stubPush({ permission: 'granted', subscribed: true });
    const { user, network } = renderStars({
      'PUT /api/push/subscriptions/sessions': { status: 409, body: { detail: "This device follows its account's saved sessions" } },
    });
    await user.click(star('Lunch'));
    await waitFor(() => expect(network.sentTo('POST /api/push/subscriptions')).toHaveLength(1));
    expect(network.sentTo('POST /api/push/subscriptions')[0].body).toEqual({ ...SUBSCRIPTION, language: 'en', session_ids: [3] });
  });

  it('are not sent without a subscription on this browser', async () => {
    stubPush();
    const { user, network } = renderStars();
    await user.click(star('Lunch'));
    await settle();
    expect(network.sent.filter((r) => r.path.startsWith('/api/push/subscriptions'))).toEqual([]);
  });
});
