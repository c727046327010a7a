import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionCheckFinished } from '@/features/auth/api/auth-slice';
import type { Answer } from '@/lib/api-routes';
import { sessionRefreshed } from '@/lib/session';
import { stubFetch, type Routes } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { ConferenceSettings, User } from '@/types/api';
import { PaymentPage } from './payment-page';

const settings: ConferenceSettings = {
  accepting_cfp: true,
  accepting_sponsors: true,
  review_phase: 'submission',
  cfp_opens_at: null,
  cfp_closes_at: null,
  sponsorship_opens_at: null,
  sponsorship_closes_at: null,
  event_starts_on: '2025-11-17',
  event_ends_on: '2025-11-18',
  time_zone: 'Europe/Vienna',
  screens_show_questions: true,
  ticket_price: 299.99,
  ticket_currency: 'USD',
  sponsorship_currency: 'EUR',
};

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

const testOptions: Answer<'/api/payment/options', 'get'> = { provider: 'test', test_mode: true, amount: 299.99, currency: 'USD', payment_status: 'pending' };

/** /payment once the start-up session check is over, for a visitor or for `user`. */
function openPayment(user: User | null, routes: Routes = {}) {
  const network = stubFetch({ 'GET /public/conference-settings': { body: settings }, 'GET /api/payment/options': { body: testOptions }, ...routes });
  const view = renderWithApp(<PaymentPage />, { route: '/payment', path: '/payment' });
  if (user) view.store.dispatch(sessionRefreshed({ user, access_token: 'token' }));
  view.store.dispatch(sessionCheckFinished());
  return { ...view, network };
}

const proceed = () => screen.findByRole('button', { name: 'Proceed to Payment' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Paying the ticket (/payment)', () => {
  it('shows a visitor the ticket and its price, and a link to sign in instead of the payment button', async () => {
    const { network } = openPayment(null);

    expect(await screen.findByRole('heading', { level: 1, name: 'Conference Registration' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('ticket-price').textContent).toBe('299.99 USD'));
    expect(screen.getByRole('link', { name: 'Sign in to pay' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).toBeNull();
    expect(network.sentTo('GET /api/payment/options')).toHaveLength(0);
  });

  it('says in a red box that a refused payment failed, and that a failed request went wrong, and lets the user try again', async () => {
    const { user, network } = openPayment(attendee, { 'POST /api/payment/process': { body: { success: false, payment_status: 'pending' } } });
    await waitFor(() => expect(screen.getByTestId('ticket-price').textContent).toBe('299.99 USD'));

    await user.click(await proceed());
    const refused = await screen.findByRole('alert');
    expect(refused.textContent).toBe('Payment failed. Please try again.');
    expect(refused.className).toMatch(/MuiAlert-colorError/);
    expect(screen.queryByTestId('location')).toBeNull();

    network.answer({ 'POST /api/payment/process': { status: 502, body: { detail: 'Provider unreachable' } } });
    await user.click(await proceed());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An error occurred during payment'));
    expect(screen.getByRole('alert').className).toMatch(/MuiAlert-colorError/);
    expect((await proceed()).hasAttribute('disabled')).toBe(false);
    expect(network.sentTo('POST /api/payment/process').map((call) => call.body)).toEqual([
      { userId: 7, amount: 299.99 },
      { userId: 7, amount: 299.99 },
    ]);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it("opens the provider's checkout page when the server answers with one", async () => {
    const checkout = 'http://localhost:3000/mock-checkout/cs_test_123';
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { user } = openPayment(attendee, {
      'GET /api/payment/options': { body: { ...testOptions, provider: 'stripe', test_mode: false } },
      'POST /api/payment/process': { body: { success: true, payment_status: 'pending', checkout_url: checkout } },
    });
    await waitFor(() => expect(screen.getByTestId('ticket-price').textContent).toBe('299.99 USD'));
    expect(screen.queryByText('Test mode: no real card is charged.')).toBeNull();

    await user.click(await proceed());

    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkout));
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
