import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionRefreshed } from '@/lib/session';
import { stubFetch, type Routes } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { Proposal, User } from '@/types/api';
import { SpeakerPage } from './speaker-page';

const speaker: User = {
  ...{ id: 12, full_name: 'Pia Proposer', email: 'pia@test.example', is_active: true, is_speaker: true, is_admin: false, is_reviewer: false },
  ...{ payment_status: 'paid', role: 'speaker', email_verified: true, pending_email: null, language: 'en' },
};

const proposal = (fields: Pick<Proposal, 'id' | 'title' | 'status'> & Partial<Proposal>): Proposal => ({
  ...{ abstract: 'Short abstract.', presentation_type: 'talk', speaker_name: speaker.full_name, speaker_bio: '', speaker_position: '' },
  ...{ email: speaker.email, organization: '', session_id: null, scheduled_time: null, scheduled_room: null, review_notes: null },
  ...{ reviewed_at: null, confirmed_at: null, created_at: '2025-06-01T10:00:00Z' },
  ...fields,
});

const pending = proposal({ id: 31, title: 'Open data from the chamber', status: 'pending' });

/** /speaker for a signed-in speaker whose proposals are `proposals`. */
function setUp(proposals: Proposal[], routes: Routes = {}) {
  const network = stubFetch({ 'GET /api/speaker/presentations': { body: proposals }, ...routes });
  const view = renderWithApp(<SpeakerPage />, { route: '/speaker', path: '/speaker' });
  act(() => view.store.dispatch(sessionRefreshed({ user: speaker, access_token: 'token' })));
  return { ...view, network };
}

const counter = (name: 'scheduled' | 'pending') => screen.getByTestId(`count-${name}`).textContent;

/** The element whose own text, across its children, is `text` (e.g. 'When: TBA · Room: TBA', with bold labels). */
const withText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && Array.from(element.children).every((child) => child.textContent !== text);

/** Opens 'Submit New Proposal', fills in a title and an abstract and submits. */
async function propose(user: ReturnType<typeof setUp>['user'], title: string, abstract: string) {
  await user.click(screen.getByRole('button', { name: 'Submit New Proposal' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Submit New Proposal' }));
  await user.click(dialog.getByRole('textbox', { name: 'Title' }));
  await user.paste(title);
  await user.click(dialog.getByRole('textbox', { name: 'Abstract' }));
  await user.paste(abstract);
  await user.click(dialog.getByRole('button', { name: 'Submit' }));
  return dialog;
}

describe("The speaker's list of presentations", () => {
  it('has its own state when there are none, and counts nothing', async () => {
    setUp([]);

    expect(await screen.findByText('You have no presentations yet. Submit a proposal to get started.')).toBeTruthy();
    expect(counter('pending')).toBe('0');
    expect(counter('scheduled')).toBe('0');
  });

  it('shows TBA for a scheduled proposal without a time or room', async () => {
    const planned = proposal({ id: 999_001, title: 'A slot still being planned', status: 'scheduled', confirmed_at: '2025-07-01T10:00:00Z' });
    setUp([planned]);

    const item = within((await screen.findByRole('heading', { name: planned.title })).closest('li')!);
    expect(item.getByText('Scheduled', { exact: true })).toBeTruthy();
    expect(item.getByText(withText('When: TBA · Room: TBA'))).toBeTruthy();
    expect(item.getByText('Confirmed', { exact: true })).toBeTruthy();
    expect(counter('scheduled')).toBe('1');
  });
});

describe('The proposal modal', () => {
  it('shows the server validation list line by line and keeps the form', async () => {
    const invalid = {
      status: 400,
      body: {
        detail: [
          { loc: ['body', 'title'], msg: 'title must be between 5 and 200 characters', type: 'value_error' },
          { loc: ['body', 'abstract'], msg: 'abstract is required', type: 'value_error' },
        ],
      },
    };
    const { user, network } = setUp([pending], { 'POST /api/speaker/proposals': invalid });
    await screen.findByRole('heading', { name: pending.title });

    const dialog = await propose(user, 'A valid looking title', 'Some abstract');

    // One line each, in the order the server gave them.
    const lines = [await dialog.findByText('title: title must be between 5 and 200 characters'), dialog.getByText('abstract: abstract is required')];
    expect(lines[0].parentElement).toBe(lines[1].parentElement);
    expect(lines[0].compareDocumentPosition(lines[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('A valid looking title');
    expect((dialog.getByRole('textbox', { name: 'Abstract' }) as HTMLTextAreaElement).value).toBe('Some abstract');
    expect(network.sentTo('POST /api/speaker/proposals').map((call) => call.body)).toEqual([
      expect.objectContaining({ title: 'A valid looking title', abstract: 'Some abstract', presentation_type: 'talk' }),
    ]);

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s reason while the call for speakers is closed, and the list stays as it was', async () => {
    const closed = { status: 403, body: { detail: 'The call for speakers is closed.' } };
    const { user, network } = setUp([pending], { 'POST /api/speaker/proposals': closed });
    await screen.findByRole('heading', { name: pending.title });

    const dialog = await propose(user, 'Too late for this year', 'An abstract that arrives after the deadline.');

    expect(await dialog.findByText('The call for speakers is closed.')).toBeTruthy();
    expect(network.sentTo('POST /api/speaker/proposals')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Submit New Proposal' })).toBeTruthy();
    expect(counter('pending')).toBe('1');
  });
});
