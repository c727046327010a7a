import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PushDevice } from '@/lib/push/push-api';
import { sessionRefreshed } from '@/lib/session';
import { stubFetch, type Answer, type Routes } from '@/test/fetch-stub';
import { bytesOf, PUSH_AUTH, PUSH_ENDPOINT, PUSH_P256DH, SERVER_KEY, stubPush } from '@/test/push-stub';
import { renderWithApp } from '@/test/render';
import type { Answer as ApiAnswer } from '@/lib/api-routes';
import type { User } from '@/types/api';
import { ThisDeviceCard } from './this-device-card';

const attendee: User = {
  ...{ id: 7, full_name: 'Dana Attendee', email: 'dana@test.example', is_active: true, is_speaker: false, is_admin: false, is_reviewer: false },
  ...{ payment_status: 'paid', role: 'user', email_verified: true, pending_email: null, language: 'en' },
};

const device = (fields: Partial<PushDevice> = {}): PushDevice =>
  ({
    ...{
      id: 31,
      endpoint: PUSH_ENDPOINT,
      browser: 'Chrome 131',
      system: 'Android 15',
      topics: ['session_changes', 'decisions', 'assignments', 'announcements'],
    },
    ...{ reminder_minutes: null, language: 'en', session_ids: [], muted_session_ids: [] },
    ...{ created_at: '2025-11-01T10:00:00.000Z', last_used_at: '2025-11-16T09:30:00.000Z' },
    ...fields,
  }) as PushDevice;

type PublicSessions = ApiAnswer<'/public/sessions', 'get'>;

const phone = device({
  id: 12,
  endpoint: 'https://web.push.apple.com/other-phone',
  browser: 'Safari 18',
  system: 'iOS 18',
  last_used_at: '2025-11-10T08:00:00.000Z',
});

/**
 * The panel of a signed-in person. The server's devices are a list the POST adds to (or updates) and the DELETEs
 * take from, so what the panel shows after a call is what the server answers next.
 */
function setUp({ user = attendee, devices = [] as PushDevice[], routes = {} as Routes } = {}) {
  const listed = [...devices];
  const network = stubFetch({
    'GET /api/push/key': { body: { public_key: SERVER_KEY } },
    'GET /api/push/devices': () => ({ body: { devices: listed } }),
    'POST /api/push/subscriptions': ({ body }) => {
      const sent = body as Pick<PushDevice, 'endpoint' | 'topics' | 'reminder_minutes'>;
      const known = listed.findIndex((d) => d.endpoint === sent.endpoint);
      const stored = device({ ...(known >= 0 ? listed[known] : {}), ...sent });
      if (known >= 0) listed[known] = stored;
      else listed.unshift(stored);
      return { status: known >= 0 ? 200 : 201, body: stored };
    },
    'DELETE /api/push/subscriptions': ({ body }) => {
      listed.splice(0, listed.length, ...listed.filter((d) => d.endpoint !== (body as { endpoint: string }).endpoint));
      return { status: 204 };
    },
    ...routes,
  });
  const view = renderWithApp(<ThisDeviceCard user={user} />);
  act(() => view.store.dispatch(sessionRefreshed({ user, access_token: 'token' })));
  return { ...view, network, listed };
}

const turnOn = () => screen.findByRole('button', { name: 'Turn on notifications' });
const switches = () => screen.getAllByRole('switch').map((control) => control.closest('label')?.textContent);

describe('The "This device" panel', () => {
  it('asks nothing on load; turning on asks the browser, subscribes with the server key and posts the subscription', async () => {
    const push = stubPush();
    const { user, network } = setUp();
    await user.click(await turnOn());

    expect(push.questions).toBe(1);
    expect(push.subscribed).toHaveLength(1);
    expect(push.subscribed[0].userVisibleOnly).toBe(true);
    expect(Array.from(push.subscribed[0].applicationServerKey as Uint8Array)).toEqual(bytesOf(SERVER_KEY));
    expect(network.sentTo('POST /api/push/subscriptions').map((r) => r.body)).toEqual([
      { endpoint: PUSH_ENDPOINT, expirationTime: null, keys: { p256dh: PUSH_P256DH, auth: PUSH_AUTH }, language: 'en' },
    ]);
    expect(await screen.findByRole('button', { name: 'Send a test notification' })).toBeTruthy();
  });

  it('does not subscribe on load, even with notifications allowed before', async () => {
    const push = stubPush({ permission: 'granted' });
    const { network } = setUp();
    await turnOn();
    expect(push.questions).toBe(0);
    expect(push.subscribed).toEqual([]);
    expect(network.sentTo('POST /api/push/subscriptions')).toEqual([]);
  });

  it('offers an attendee only the topics that concern them, a speaker and reviewer also decisions and assignments', async () => {
    stubPush({ permission: 'granted', subscribed: true });
    setUp({ devices: [device()] });
    await screen.findByRole('button', { name: 'Send a test notification' });
    expect(switches()).toEqual(['A saved session moves or is cancelled', 'Announcements from the organisers']);
  });

  it('shows decisions to a speaker and assignments to a reviewer', async () => {
    stubPush({ permission: 'granted', subscribed: true });
    setUp({ user: { ...attendee, role: 'speaker', is_speaker: true, is_reviewer: true }, devices: [device()] });
    await screen.findByRole('button', { name: 'Send a test notification' });
    expect(switches()).toEqual([
      'A saved session moves or is cancelled',
      'Decisions on your proposals',
      'New proposals to review',
      'Announcements from the organisers',
    ]);
  });

  it('saves a topic switched off and a reminder time, keeping the topics it does not show', async () => {
    stubPush({ permission: 'granted', subscribed: true });
    const { user, network } = setUp({ devices: [device()] });
    await user.click(await screen.findByRole('switch', { name: 'Announcements from the organisers' }));
    await waitFor(() => expect(network.sentTo('POST /api/push/subscriptions')).toHaveLength(1));
    expect(network.sentTo('POST /api/push/subscriptions')[0].body).toMatchObject({
      endpoint: PUSH_ENDPOINT,
      topics: ['session_changes', 'decisions', 'assignments'],
      reminder_minutes: null,
    });
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Announcements from the organisers' }) as HTMLInputElement).checked).toBe(false));

    await user.click(screen.getByRole('combobox', { name: 'Remind me before a saved session starts' }));
    await user.click(screen.getByRole('option', { name: '10 minutes before' }));
    await waitFor(() => expect(network.sentTo('POST /api/push/subscriptions')).toHaveLength(2));
    expect(network.sentTo('POST /api/push/subscriptions')[1].body).toMatchObject({
      topics: ['session_changes', 'decisions', 'assignments', 'reminders'],
      reminder_minutes: 10,
    });
  });

  it.each<[string, Answer, string]>([
    ['sent', { status: 204 }, 'Sent. It should appear on this device in a moment.'],
    [
      'could not be sent',
      { status: 503, body: { detail: 'The push service did not take the notification.' } },
      'The notification could not be sent just now. Please try again in a moment.',
    ],
  ])('says whether the test notification was %s', async (_case, answer, said) => {
    stubPush({ permission: 'granted', subscribed: true });
    const { user, network } = setUp({ devices: [device()], routes: { 'POST /api/push/test': answer } });
    await user.click(await screen.findByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText(said)).toBeTruthy();
    expect(network.sentTo('POST /api/push/test').map((r) => r.body)).toEqual([{ endpoint: PUSH_ENDPOINT, keys: { auth: PUSH_AUTH } }]);
  });

  it('says when the test found the subscription ended, forgets it here and offers to turn on again', async () => {
    const push = stubPush({ permission: 'granted', subscribed: true });
    const { user, listed } = setUp({
      devices: [device()],
      routes: { 'POST /api/push/test': () => (listed.splice(0), { status: 410, body: { detail: 'ended' } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText("This device's subscription has ended. Turn notifications on again to keep receiving them.")).toBeTruthy();
    expect(push.unsubscribed).toBe(1);
    expect(await turnOn()).toBeTruthy();
  });

  it('turns off on this device: the server and the browser forget the subscription', async () => {
    const push = stubPush({ permission: 'granted', subscribed: true });
    const { user, network } = setUp({ devices: [device()] });
    await user.click(await screen.findByRole('button', { name: 'Turn off on this device' }));
    expect(await turnOn()).toBeTruthy();
    expect(network.sentTo('DELETE /api/push/subscriptions').map((r) => r.body)).toEqual([{ endpoint: PUSH_ENDPOINT, keys: { auth: PUSH_AUTH } }]);
    expect(push.unsubscribed).toBe(1);
  });

  it("lists the account's devices with this one marked, and removes one", async () => {
    stubPush({ permission: 'granted', subscribed: true });
    const { user, network, listed } = setUp({
      devices: [device(), phone],
      routes: { 'DELETE /api/push/devices/12': () => (listed.splice(1), { status: 204 }) },
    });
    const list = await screen.findByRole('list', { name: 'Your devices' });
    await waitFor(() => expect(within(list).getAllByTestId('push-device')).toHaveLength(2));
    const [here, other] = within(list).getAllByTestId('push-device');
    expect(here.textContent).toContain('Chrome 131 on Android 15This device');
    expect(here.textContent).toMatch(/Last used Nov 16, 2025, \d{1,2}:30 (AM|PM)/);
    expect(other.textContent).not.toContain('This device');

    await user.click(within(other).getByRole('button', { name: 'Remove Safari 18 on iOS 18' }));
    await waitFor(() => expect(within(list).getAllByTestId('push-device')).toHaveLength(1));
    expect(network.sentTo('DELETE /api/push/devices/12')).toHaveLength(1);
  });

  it('lists the sessions muted from a notification by their titles, and unmutes one', async () => {
    stubPush({ permission: 'granted', subscribed: true });
    const { user, network, listed } = setUp({
      devices: [device({ muted_session_ids: [4, 99] })],
      routes: {
        'GET /public/sessions': { body: { sessions: [{ id: 4, title: 'Opening keynote' }] } as unknown as PublicSessions },
        'DELETE /api/push/subscriptions/muted/4': () => {
          listed[0] = device({ muted_session_ids: [99] });
          return { status: 204 };
        },
      },
    });
    const muted = await screen.findByRole('list', { name: 'Muted sessions' });
    await waitFor(() =>
      expect(
        within(muted)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Opening keynoteUnmute', 'Session 99Unmute']),
    );
    await user.click(within(muted).getAllByRole('button', { name: 'Unmute' })[0]);
    await waitFor(() =>
      expect(
        within(muted)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Session 99Unmute']),
    );
    expect(network.sentTo('DELETE /api/push/subscriptions/muted/4').map((r) => r.body)).toEqual([{ endpoint: PUSH_ENDPOINT, keys: { auth: PUSH_AUTH } }]);
  });

  it('says how to unblock notifications when they are blocked, and offers nothing to press', async () => {
    stubPush({ permission: 'denied' });
    setUp();
    expect(await screen.findByText(/Notifications are blocked for this site\. To allow them, open the site settings/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });

  it('says when the browser blocks the question asked, instead of turning on', async () => {
    const push = stubPush({ answer: 'denied' });
    const { user, network } = setUp();
    await user.click(await turnOn());
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeTruthy();
    expect(push.subscribed).toEqual([]);
    expect(network.sentTo('POST /api/push/subscriptions')).toEqual([]);
  });

  it('says when this browser cannot receive notifications', async () => {
    setUp();
    expect(await screen.findByText(/This browser cannot receive notifications\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });
});
