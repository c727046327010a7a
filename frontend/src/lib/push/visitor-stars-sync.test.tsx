import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { PUSH_ENDPOINT, stubPush } from '@/test/push-stub';
import { renderWithApp } from '@/test/render';
import { sessionRefreshed } from '@/lib/session';
import type { User } from '@/types/api';
import { loggedOut } from '@/features/auth/api/auth-slice';
import { handThisDeviceToVisitor } from './visitor-stars-sync';

const attendee: User = {
  ...{ id: 7, full_name: 'Ann Attendee', email: 'ann@test.example', is_active: true, is_speaker: false, is_admin: false, is_reviewer: false },
  ...{ payment_status: 'pending', role: 'user', email_verified: true, pending_email: null, language: 'en' },
};

describe('Signing out on a browser that receives pushes', () => {
  it("posts its subscription again without the sign-in and with no stars: the account's news stop reaching it", async () => {
    stubPush({ permission: 'granted', subscribed: true });
    const network = stubFetch({
      'POST /api/push/subscriptions': ({ body }) => ({
        status: 200,
        body: {
          id: 5,
          endpoint: PUSH_ENDPOINT,
          browser: '',
          system: '',
          topics: ['session_changes'],
          reminder_minutes: null,
          language: 'en',
          ...(body as object),
        },
      }),
    });
    const { store } = renderWithApp(<p>Signed in</p>);
    store.dispatch(sessionRefreshed({ user: attendee, access_token: 'token' }));
    store.dispatch(loggedOut());

    await handThisDeviceToVisitor(store.dispatch);
    await waitFor(() => expect(network.sentTo('POST /api/push/subscriptions')).toHaveLength(1));
    const [posted] = network.sentTo('POST /api/push/subscriptions');
    expect(posted.authorization).toBeNull();
    expect(posted.body).toMatchObject({ endpoint: PUSH_ENDPOINT, session_ids: [] });
  });

  it('sends nothing from a browser without a subscription', async () => {
    stubPush({ permission: 'granted', subscribed: false });
    const network = stubFetch({});
    const { store } = renderWithApp(<p>Signed out</p>);
    await handThisDeviceToVisitor(store.dispatch);
    expect(network.sentTo('POST /api/push/subscriptions')).toHaveLength(0);
  });
});
