import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import type { ReviewerProposal } from '../api/types';
import { ReviewQueue } from './review-queue';

const proposal = (id: number, title: string, status: ReviewerProposal['status']): ReviewerProposal => ({
  id,
  title,
  abstract: 'An abstract.',
  presentation_type: 'research_output',
  status,
  proposer: null,
  identity_warning: null,
  assigned: true,
  reviews_done: 1,
  reviewers_assigned: 3,
  my_review: null,
});

describe('ReviewQueue', () => {
  it("names each proposal's type, status (as the committee names it) and progress", () => {
    renderWithApp(
      <ReviewQueue proposals={[proposal(1, 'Quantum bridges', 'approved_scheduled'), proposal(2, 'Open ledgers', 'pending')]} isLoading={false} error={null} />,
    );
    const items = within(screen.getByRole('list', { name: 'Proposals to review' })).getAllByRole('listitem');
    expect(items[0].textContent).toContain('Research output · Approved scheduled · Reviews 1 / 3');
    expect(items[1].textContent).toContain('Research output · Pending · Reviews 1 / 3');
    expect(within(items[0]).getByRole('link', { name: 'Quantum bridges' }).getAttribute('href')).toBe('/review/1');
  });
});
