// Accessible authentication (WCAG 3.3.8): signing in and registering ask for nothing to remember or transcribe that a
// browser or password manager cannot fill in. Each field says what it holds (`autocomplete`), and a password may be
// pasted (a field that refused a paste would keep a manager's password out).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionCheckFinished } from '@/features/auth/api/auth-slice';
import { ACCOUNT, signIn } from '@/test/account';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { ChangePasswordPage } from './change-password-page';
import { LoginPage } from './login-page';

const signedIn = { user: ACCOUNT, access_token: 'token-of-7' };
const autocompleteOf = (field: HTMLElement) => field.getAttribute('autocomplete');

describe('Password managers and pasting (WCAG 3.3.8)', () => {
  it('sign-in: the address is an email, the password the current one, and a pasted password is sent', async () => {
    const network = stubFetch({ 'POST /api/auth/login': { body: signedIn } });
    const { user } = renderWithApp(<LoginPage />, { route: '/login', path: '/login' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    const password = screen.getByLabelText('Password');
    expect([autocompleteOf(email), email.getAttribute('type')]).toEqual(['email', 'email']);
    expect([autocompleteOf(password), password.getAttribute('type')]).toEqual(['current-password', 'password']);

    await user.click(email);
    await user.paste(ACCOUNT.email);
    await user.click(password);
    await user.paste('pasted-from-a-manager');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(network.sentTo('POST /api/auth/login')).toHaveLength(1));
    expect(network.sent[0]!.body).toEqual({ email: ACCOUNT.email, password: 'pasted-from-a-manager' });
  });

  it('registration: name, email and both new-password fields say so, and pasted passwords are accepted', async () => {
    const network = stubFetch({ 'POST /api/auth/register': { status: 201, body: signedIn }, 'POST /api/auth/login': { body: signedIn } });
    const { user } = renderWithApp(<LoginPage />, { route: '/login?register=true', path: '/login' });
    const fields = {
      name: screen.getByRole('textbox', { name: 'Full Name' }),
      email: screen.getByRole('textbox', { name: 'Email' }),
      password: screen.getByLabelText(/^Password/),
      confirm: screen.getByLabelText(/^Confirm Password/),
    };
    expect(Object.values(fields).map(autocompleteOf)).toEqual(['name', 'email', 'new-password', 'new-password']);

    for (const [field, text] of [
      [fields.name, ACCOUNT.full_name],
      [fields.email, ACCOUNT.email],
      [fields.password, 'generated-by-a-manager'],
      [fields.confirm, 'generated-by-a-manager'],
    ] as const) {
      await user.click(field);
      await user.paste(text);
    }
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(network.sentTo('POST /api/auth/register')).toHaveLength(1));
    expect(network.sent[0]!.body).toEqual({ email: ACCOUNT.email, password: 'generated-by-a-manager', full_name: ACCOUNT.full_name });
  });

  it('changing the password: the current one and the two new ones say which they are', async () => {
    stubFetch();
    const { store } = renderWithApp(<ChangePasswordPage />, { route: '/account/password', path: '/account/password', prepare: (s) => signIn(s) });
    store.dispatch(sessionCheckFinished());
    expect(autocompleteOf(await screen.findByLabelText('Current password'))).toBe('current-password');
    expect(autocompleteOf(screen.getByLabelText(/^New password/))).toBe('new-password');
    expect(autocompleteOf(screen.getByLabelText(/^Confirm password/))).toBe('new-password');
  });
});
