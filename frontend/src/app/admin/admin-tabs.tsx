import type { ComponentType } from 'react';
import { CfpReviewTab } from '@/features/committee/components/cfp-review-tab';
import { CommitteeTab } from '@/features/committee/components/committee-tab';
import { SpeakersTab } from '@/features/speaker-profiles/components/speakers-tab';
import { SponsorsTab } from '@/features/sponsors/components/sponsors-tab';
import { NewsTab } from '@/features/news-editor/components/news-tab';
import { SettingsTab } from '@/features/settings/components/settings-tab';
import { SiteTab } from '@/features/site-content/components/site-tab';
import { UsersTab } from '@/features/users/components/users-tab';
import { ActivityTab } from '@/features/activity/components/activity-tab';
import { ScheduleTab } from '@/features/schedule-editor/components/schedule-tab';
import { FeedbackTab } from '@/features/feedback/components/feedback-tab';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface AdminTab {
  /** The value of ?tab= in the address. */
  slug: string;
  label: MessageDescriptor;
  Panel: ComponentType;
}

/** The admin tabs in the spec's order, then the audit trail. */
export const ADMIN_TABS: readonly AdminTab[] = [
  { slug: 'users', label: msg`Users`, Panel: UsersTab },
  { slug: 'speakers', label: msg`Speakers`, Panel: SpeakersTab },
  { slug: 'schedule', label: msg`Schedule`, Panel: ScheduleTab },
  { slug: 'sponsors', label: msg`Sponsors`, Panel: SponsorsTab },
  { slug: 'news', label: msg`News`, Panel: NewsTab },
  { slug: 'cfp', label: msg`Call for Speakers`, Panel: CfpReviewTab },
  { slug: 'committee', label: msg`Committee`, Panel: CommitteeTab },
  { slug: 'feedback', label: msg`Feedback`, Panel: FeedbackTab },
  { slug: 'settings', label: msg`Settings`, Panel: SettingsTab },
  { slug: 'site', label: msg`Site`, Panel: SiteTab },
  { slug: 'activity', label: msg`Activity`, Panel: ActivityTab },
];
