import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionCheckFinished } from '@/features/auth/api/auth-slice';
import type { Answer } from '@/lib/api-routes';
import { sessionRefreshed } from '@/lib/session';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { User } from '@/types/api';
import { ChangePasswordPage } from './change-password-page';

const ada: User = {
  id: 7,
  full_name: 'Ada Example',
  email: 'ada@example.org',
  is_active: true,
  is_speaker: false,
  is_admin: false,
  is_reviewer: false,
  payment_status: 'pending',
  role: 'user',
  email_verified: true,
  pending_email: null,
  language: 'en',
};
const DONE = 'Your password has been changed. Every other session has been signed out.';

describe('Password and sign-ins (/account/password)', () => {
  it('changes the password and goes on with the new sign-in the server answers', async () => {
    const changed: Answer<'/api/auth/change-password', 'post'> = { user: ada, access_token: 'token-of-the-new-sign-in', detail: DONE };
    const network = stubFetch({ 'POST /api/auth/change-password': { body: changed } });
    const { user, store } = renderWithApp(<ChangePasswordPage />, { route: '/account/password', path: '/account/password' });
    store.dispatch(sessionRefreshed({ user: ada, access_token: 'token-of-the-old-sign-in' }));
    store.dispatch(sessionCheckFinished());

    await user.type(screen.getByLabelText('Current password'), 'old-secret-1');
    await user.type(screen.getByLabelText(/^New password/), 'new-secret-12');
    await user.type(screen.getByLabelText(/^Confirm password/), 'new-secret-12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect((await screen.findByRole('status')).textContent).toBe(DONE);
    expect(network.sentTo('POST /api/auth/change-password').map((call) => call.body)).toEqual([
      { current_password: 'old-secret-1', new_password: 'new-secret-12' },
    ]);
    // The old sign-in ended with the change: the page holds the new one's token.
    expect(store.getState().auth.token).toBe('token-of-the-new-sign-in');
  });
});
