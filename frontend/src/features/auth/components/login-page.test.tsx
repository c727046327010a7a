import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale, loadAreas } from '@/lib/i18n/i18n';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { AuthResponse, User } from '@/types/api';
import { LoginPage } from './login-page';

const attendee: User = {
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
const signedIn = (user: User): AuthResponse => ({ user, access_token: `token-of-${user.id}` });

const renderAt = (route: string) => renderWithApp(<LoginPage />, { route, path: '/login' });

describe('Sign in (/login)', () => {
  it('sends the address trimmed with the password and takes an attendee to their dashboard', async () => {
    const network = stubFetch({ 'POST /api/auth/login': { body: signedIn(attendee) } });
    const { user, store } = renderAt('/login');

    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' ada@example.org ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(network.sentTo('POST /api/auth/login').map((call) => call.body)).toEqual([{ email: 'ada@example.org', password: 'correct horse' }]);
    expect(store.getState().auth.token).toBe('token-of-7');
  });

  it('takes an organiser to the console', async () => {
    stubFetch({ 'POST /api/auth/login': { body: signedIn({ ...attendee, is_admin: true, role: 'admin' }) } });
    const { user } = renderAt('/login');

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/admin');
  });

  it("shows the server's reason and stays on the page when the credentials are wrong", async () => {
    stubFetch({ 'POST /api/auth/login': { status: 401, body: { detail: 'Incorrect email or password' } } });
    const { user, store } = renderAt('/login');

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect email or password');
    expect(screen.queryByTestId('location')).toBeNull();
    expect(store.getState().auth.token).toBeNull();
  });

  it("on the German page asks in German and shows the server's German reason", async () => {
    // The server words it in the language asked for (backend/test/error-languages.e2e-spec.ts); the page asks in its own.
    await activateLocale('de');
    try {
      await loadAreas('account');
      stubFetch({ 'POST /api/auth/login': { status: 401, body: { detail: 'E-Mail-Adresse oder Passwort ist falsch' } } });
      const { user } = renderAt('/login');

      await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'ada@example.org');
      await user.type(screen.getByLabelText('Passwort'), 'wrong');
      await user.click(screen.getByRole('button', { name: 'Anmelden' }));

      expect((await screen.findByRole('alert')).textContent).toBe('E-Mail-Adresse oder Passwort ist falsch');
      expect(screen.queryByTestId('location')).toBeNull();
      const sent = vi.mocked(fetch).mock.calls.map(([input, init]) => new Request(input, init));
      expect(sent.filter((request) => request.url.endsWith('/api/auth/login')).map((request) => request.headers.get('Accept-Language'))).toEqual(['de']);
    } finally {
      await activateLocale('en');
    }
  });
});

describe('Register (/login?register=true)', () => {
  async function fillIn(user: ReturnType<typeof renderAt>['user'], confirm = 'long enough') {
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), ' Ada Example ');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'long enough');
    await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  }

  it('sends nothing when the two passwords differ', async () => {
    const network = stubFetch();
    const { user } = renderAt('/login?register=true');
    await fillIn(user, 'long enougj');

    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    expect(network.sent).toHaveLength(0);
  });

  it('registers, then signs in with the same credentials and opens the dashboard', async () => {
    const network = stubFetch({
      'POST /api/auth/register': { status: 201, body: signedIn(attendee) },
      'POST /api/auth/login': { body: signedIn(attendee) },
    });
    const { user } = renderAt('/login?register=true');
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(network.sentTo('POST /api/auth/register')[0]!.body).toEqual({ email: 'ada@example.org', password: 'long enough', full_name: 'Ada Example' });
    expect(network.sentTo('POST /api/auth/login')[0]!.body).toEqual({ email: 'ada@example.org', password: 'long enough' });
  });

  it("words the server's too-short password as the spec does, and stays", async () => {
    stubFetch({
      'POST /api/auth/register': {
        status: 400,
        body: { detail: [{ loc: ['body', 'password'], msg: 'password must be longer than or equal to 8 characters', type: 'minLength' }] },
      },
    });
    const { user } = renderAt('/login?register=true');
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Password must be at least 8 characters long');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it("sends a short password as typed and shows the server's refusal of it as the spec words it, and stays", async () => {
    // The server's rule and body: backend/test/auth.e2e-spec.ts ('answers a short password with a field list the client can rewrite').
    const network = stubFetch({
      'POST /api/auth/register': {
        status: 400,
        body: { detail: [{ loc: ['body', 'password'], msg: 'Password must be at least 8 characters long', type: 'min_length' }] },
      },
    });
    const { user } = renderAt('/login?register=true');
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Shorty');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'shorty@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'short');

    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Password must be at least 8 characters long');
    expect(network.sentTo('POST /api/auth/register').map((call) => call.body)).toEqual([
      { email: 'shorty@example.org', password: 'short', full_name: 'Shorty' },
    ]);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('shows a refusal keyed by field under that field', async () => {
    stubFetch({ 'POST /api/auth/register': { status: 400, body: { detail: { email: 'Email already registered' } } } });
    const { user } = renderAt('/login?register=true');
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Register' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Email already registered');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
