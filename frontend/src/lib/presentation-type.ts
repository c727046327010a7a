// How a proposal's presentation type reads, in the committee's cards, the review queue and the review page: one list.
import { t } from '@lingui/core/macro';

/** 'research_output' -> 'Research output'; a type this client does not know reads as its words. */
export function presentationTypeLabel(type: string): string {
  switch (type) {
    case 'technology_application':
      return t`Technology application`;
    case 'technology_spotlight':
      return t`Technology spotlight`;
    case 'research_output':
      return t`Research output`;
    case 'talk':
      return t`Talk`;
    case 'workshop':
      return t`Workshop`;
    case 'panel':
      return t`Panel`;
  }
  const words = type.replace(/_/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : '';
}
