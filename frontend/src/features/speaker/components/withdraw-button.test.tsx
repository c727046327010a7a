import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { Proposal } from '../api/types';
import { PresentationItem } from './presentation-item';
import { WithdrawButton } from './withdraw-button';

const proposal: Proposal = {
  ...{ id: 31, title: 'Open data from the chamber', status: 'pending', abstract: 'Short abstract.', presentation_type: 'talk' },
  ...{ speaker_name: 'Pia Proposer', speaker_bio: '', speaker_position: '', email: 'pia@test.example', organization: '', session_id: null },
  ...{ scheduled_time: null, scheduled_room: null, review_notes: null, reviewed_at: null, confirmed_at: null, created_at: '2025-06-01T10:00:00Z' },
};

describe('Withdraw proposal by keyboard (WCAG 2.4.3)', () => {
  it('moves the focus to Keep it when it asks, and back to Withdraw proposal after Keep it or Escape', async () => {
    const network = stubFetch({});
    const { user } = renderWithApp(<WithdrawButton proposal={proposal} />);
    const withdraw = () => screen.getByRole('button', { name: 'Withdraw proposal' });

    withdraw().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' })));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(withdraw()));

    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(withdraw()));
    expect(screen.queryByRole('button', { name: 'Yes, withdraw' })).toBeNull();
    // Nothing was withdrawn (the app's own reads may come and go: a slow CI run saw one GET here).
    expect(network.sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it("once withdrawn, the buttons go and the focus goes to the proposal's title, not to the page", async () => {
    const network = stubFetch({ 'POST /api/speaker/proposals/31/withdraw': { body: { ...proposal, status: 'withdrawn' } } });
    const { user } = renderWithApp(<PresentationItem proposal={proposal} full />);
    screen.getByRole('button', { name: 'Withdraw proposal' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' })));
    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Open data from the chamber' })));
    expect(network.sentTo('POST /api/speaker/proposals/31/withdraw')).toHaveLength(1);
  });
});
