import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProposalStatus } from '../api/types';
import { renderWithApp } from '@/test/render';
import { StatusBadge } from './status-badge';

describe("the speaker's StatusBadge", () => {
  it.each<[ProposalStatus, string]>([
    ['approved_scheduled', 'Scheduled'],
    ['approved_unscheduled', 'Accepted'],
    ['withdrawn', 'Withdrawn'],
  ])('shows %s as %s (spec)', (status, label) => {
    renderWithApp(<StatusBadge status={status} />);
    expect(screen.getByText(label, { exact: true })).toBeTruthy();
  });
});
