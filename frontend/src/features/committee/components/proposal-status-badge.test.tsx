import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ProposalStatusBadge } from './proposal-status-badge';

describe('ProposalStatusBadge', () => {
  it('names every status on its own for the organisers', () => {
    renderWithApp(
      <>
        <ProposalStatusBadge status="approved_scheduled" />
        <ProposalStatusBadge status="approved_unscheduled" />
        <ProposalStatusBadge status="scheduled" />
      </>,
    );
    expect(screen.getAllByTestId('proposal-status').map((chip) => chip.textContent)).toEqual(['Approved scheduled', 'Approved unscheduled', 'Scheduled']);
  });
});
