import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PROPOSAL_STATUSES } from '@/lib/proposal-status';

/** The call's presentation types, as the committee's filters offer them. */
export const PROPOSAL_TYPES: { value: string; label: MessageDescriptor }[] = [
  { value: 'technology_application', label: msg`Technology Application` },
  { value: 'technology_spotlight', label: msg`Technology Spotlight` },
  { value: 'research_output', label: msg`Research Output` },
];

/** The statuses the committee's filters offer: all but 'scheduled'. */
export const FILTER_STATUSES = PROPOSAL_STATUSES.filter((status) => status !== 'scheduled');
