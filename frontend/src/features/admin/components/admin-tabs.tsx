import type { ComponentType } from 'react';
import { CfpReviewTab } from './cfp/cfp-review-tab';
import { CommitteeTab } from './committee/committee-tab';
import { SpeakersTab } from './speakers/speakers-tab';
import { SponsorsTab } from './sponsors/sponsors-tab';
import { NewsTab } from './news/news-tab';
import { SettingsTab } from './settings/settings-tab';
import { UsersTab } from './users/users-tab';
import { ActivityTab } from './activity/activity-tab';
import { ScheduleTab } from './schedule/schedule-tab';
import { FeedbackTab } from './feedback/feedback-tab';

export interface AdminTab {
  /** The value of ?tab= in the address. */
  slug: string;
  label: string;
  Panel: ComponentType;
}

/** The admin tabs in the spec's order, then the audit trail. */
export const ADMIN_TABS: readonly AdminTab[] = [
  { slug: 'users', label: 'Users', Panel: UsersTab },
  { slug: 'speakers', label: 'Speakers', Panel: SpeakersTab },
  { slug: 'schedule', label: 'Schedule', Panel: ScheduleTab },
  { slug: 'sponsors', label: 'Sponsors', Panel: SponsorsTab },
  { slug: 'news', label: 'News', Panel: NewsTab },
  { slug: 'cfp', label: 'Call for Speakers', Panel: CfpReviewTab },
  { slug: 'committee', label: 'Committee', Panel: CommitteeTab },
  { slug: 'feedback', label: 'Feedback', Panel: FeedbackTab },
  { slug: 'settings', label: 'Settings', Panel: SettingsTab },
  { slug: 'activity', label: 'Activity', Panel: ActivityTab },
];
