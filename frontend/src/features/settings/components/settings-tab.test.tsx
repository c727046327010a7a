import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { AdminConferenceSettings } from '../api/settings-admin-api';
import { SettingsTab } from './settings-tab';

const saved: AdminConferenceSettings = {
  ...{ accepting_cfp: true, accepting_sponsors: false, review_phase: 'submission', feedback_requires_payment: true },
  ...{ cfp_accepting_now: true, sponsorship_accepting_now: false, cfp_opens_at: null, cfp_closes_at: null },
  ...{ sponsorship_opens_at: null, sponsorship_closes_at: null, event_starts_on: '2025-11-17', event_ends_on: '2025-11-19' },
  time_zone: 'Europe/Vienna',
  ...{ ticket_price: 299.99, ticket_currency: 'USD', sponsorship_currency: 'EUR' },
  ...{ questions_moderated: false, questions_from_visitors: false, questions_open_before_min: 15, questions_close_after_min: 30, screens_show_questions: true },
};

async function setUp() {
  const network = stubFetch({
    'GET /api/admin/conference-settings': { body: saved },
    'GET /api/admin/mail/failed': { body: [] },
  });
  const view = renderWithApp(<SettingsTab />);
  await screen.findByRole('switch', { name: 'Call for Speakers' });
  return { ...view, network };
}

const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;
const help = (name: string) => document.getElementById(toggle(name).getAttribute('aria-describedby')!)!.textContent;

describe('Settings tab', () => {
  it('shows each switch as saved, with what it means for the site', async () => {
    await setUp();

    expect(toggle('Call for Speakers').checked).toBe(true);
    expect(help('Call for Speakers')).toBe('Open: the Call for Speakers page accepts proposals.');
    expect(toggle('Sponsorships').checked).toBe(false);
    expect(help('Sponsorships')).toBe('Closed: the Sponsorship page takes no new requests.');
    expect(toggle('Session ratings from paid registrations only').checked).toBe(true);
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
  });

  it('says a flipped switch is not saved yet, then saves every switch together', async () => {
    const { user, network } = await setUp();
    const after = { ...saved, accepting_cfp: false };
    network.answer({ 'PATCH /api/admin/conference-settings': { body: after } });

    await user.click(toggle('Call for Speakers'));
    expect(help('Call for Speakers')).toBe('Closed: the Call for Speakers page says the call has ended.');
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();

    network.answer({ 'GET /api/admin/conference-settings': { body: after } });
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    // A status message, read out politely; not an alert.
    expect((await screen.findByText('Settings saved successfully!')).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(network.sentTo('PATCH /api/admin/conference-settings').map((call) => call.body)).toEqual([after]);
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
    // Spec: the message goes after 3 seconds.
    await waitFor(() => expect(screen.queryByText('Settings saved successfully!')).toBeNull(), { timeout: 4500 });
  });

  it('keeps the change and says the save failed', async () => {
    const { user, network } = await setUp();
    network.answer({ 'PATCH /api/admin/conference-settings': { status: 403, body: { detail: 'Admin access required' } } });

    await user.click(toggle('Sponsorships'));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Failed to save settings. Please try again.')).toBeTruthy();
    expect(toggle('Sponsorships').checked).toBe(true);
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
  });

  it("says a failed save for three seconds, keeps the admin's choice, and saves that choice on the next try", async () => {
    const FAILED = 'Failed to save settings. Please try again.';
    const { user, network } = await setUp();
    network.answer({ 'PATCH /api/admin/conference-settings': { status: 500, body: { detail: 'Internal server error' } } });
    await user.click(toggle('Sponsorships'));

    // Only setTimeout, the message's clock, is faked: the network and React go on as they do. Until the timers are real
    // again, waiting is vi.waitFor's (Testing Library's own waits need a real setTimeout).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await vi.waitFor(() => expect(screen.getByText(FAILED)).toBeTruthy(), { interval: 1, timeout: 10_000 });
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toBe(FAILED);
    expect(screen.queryByText('Settings saved successfully!')).toBeNull();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('alert').textContent).toBe(FAILED);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).toBeNull();
    vi.useRealTimers();
    expect(toggle('Sponsorships').checked).toBe(true);
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();

    // Once the server answers again, the same choice is saved.
    const after = { ...saved, accepting_sponsors: true };
    network.answer({ 'PATCH /api/admin/conference-settings': { body: after }, 'GET /api/admin/conference-settings': { body: after } });
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeTruthy();
    expect(network.sentTo('PATCH /api/admin/conference-settings').map((call) => call.body)).toEqual([after, after]);
    expect(toggle('Sponsorships').checked).toBe(true);
  });
});
