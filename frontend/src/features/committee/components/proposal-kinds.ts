import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The call's presentation types, as the committee's filters offer them. */
export const PROPOSAL_TYPES: { value: string; label: MessageDescriptor }[] = [
  { value: 'technology_application', label: msg`Technology Application` },
  { value: 'technology_spotlight', label: msg`Technology Spotlight` },
  { value: 'research_output', label: msg`Research Output` },
];

/** The statuses the committee's filters offer. */
export const PROPOSAL_STATUSES = ['pending', 'accepted', 'rejected', 'approved_scheduled', 'approved_unscheduled', 'withdrawn'] as const;
