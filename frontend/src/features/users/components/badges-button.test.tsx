import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerStore } from '@/app/store';
import { sessionRefreshed } from '@/lib/session';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { User } from '@/types/api';
import { BadgesButton } from './badges-button';

const organiser: User = {
  ...{ id: 1, full_name: 'Olga Organiser', email: 'olga@test.example', is_active: true, is_speaker: false, is_admin: true, is_reviewer: false },
  ...{ payment_status: 'pending', role: 'admin', email_verified: true, pending_email: null, language: 'en' },
};
const signedIn = (store: ReturnType<typeof createServerStore>) => store.dispatch(sessionRefreshed({ user: organiser, access_token: 'organiser-token' }));

describe('the name badges button', () => {
  // jsdom has no object URLs: the saved file is a browser's business, the request is what this checks.
  // A fragment, so that jsdom, which follows the download link, stays on the page.
  const saved = vi.fn(() => '#badges');
  URL.createObjectURL = saved;
  URL.revokeObjectURL = vi.fn();
  afterEach(() => saved.mockClear());

  it("asks for the badges of those the search finds, in the reader's language, with the organiser's token", async () => {
    const network = stubFetch({ 'GET /api/admin/badges.pdf': { body: 'PDF' } });
    const failed = vi.fn();
    const { user } = renderWithApp(<BadgesButton search=" Weiß " onFailure={failed} />, { prepare: signedIn });

    await user.click(screen.getByRole('button', { name: 'Name badges of those found (PDF)' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [sent] = network.sentTo('GET /api/admin/badges.pdf');
    expect(sent.path).toBe('/api/admin/badges.pdf?lang=en&q=Wei%C3%9F');
    expect(sent.authorization).toBe('Bearer organiser-token');
    expect(failed).not.toHaveBeenCalled();
  });

  it('asks for everyone when nothing is searched, and says when it failed', async () => {
    const network = stubFetch({ 'GET /api/admin/badges.pdf': { status: 400, body: { detail: 'More than 2000 badges' } } });
    const failed = vi.fn();
    const { user } = renderWithApp(<BadgesButton search="" onFailure={failed} />, { prepare: signedIn });

    await user.click(screen.getByRole('button', { name: 'Name badges (PDF)' }));
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(failed.mock.calls[0][0]).toBe('Failed to make the name badges');
    expect(network.sentTo('GET /api/admin/badges.pdf')[0].path).toBe('/api/admin/badges.pdf?lang=en');
  });
});
