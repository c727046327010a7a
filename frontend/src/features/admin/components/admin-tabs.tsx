import type { ComponentType } from 'react';
import { CfpReviewTab } from './cfp/cfp-review-tab';

export interface AdminTab {
  /** The value of ?tab= in the address. */
  slug: string;
  label: string;
  /** Null until the tab is built. */
  Panel: ComponentType | null;
}

/** The admin tabs in the spec's order. A later issue fills a tab by giving it its Panel. */
export const ADMIN_TABS: readonly AdminTab[] = [
  { slug: 'users', label: 'Users', Panel: null },
  { slug: 'speakers', label: 'Speakers', Panel: null },
  { slug: 'schedule', label: 'Schedule', Panel: null },
  { slug: 'sponsors', label: 'Sponsors', Panel: null },
  { slug: 'news', label: 'News', Panel: null },
  { slug: 'cfp', label: 'Call for Speakers', Panel: CfpReviewTab },
  { slug: 'settings', label: 'Settings', Panel: null },
];
