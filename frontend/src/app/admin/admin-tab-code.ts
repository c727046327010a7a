import type { ComponentType } from 'react';

// The code of each admin tab, a chunk of its own (issue 45: the console was one 800 KB chunk, all eleven tabs, parsed
// before the first tab showed). The router starts loading the tab in the address at start-up, beside the admin page's
// own code and the session check (router.tsx, preloadPageAt); admin-tabs.tsx renders each lazily.
const ADMIN_TAB_CODE = {
  users: () => import('@/features/users/components/users-tab').then((m) => m.UsersTab),
  speakers: () => import('@/features/speaker-profiles/components/speakers-tab').then((m) => m.SpeakersTab),
  schedule: () => import('@/features/schedule-editor/components/schedule-tab').then((m) => m.ScheduleTab),
  sponsors: () => import('@/features/sponsors/components/sponsors-tab').then((m) => m.SponsorsTab),
  news: () => import('@/features/news-editor/components/news-tab').then((m) => m.NewsTab),
  cfp: () => import('@/features/committee/components/cfp-review-tab').then((m) => m.CfpReviewTab),
  committee: () => import('@/features/committee/components/committee-tab').then((m) => m.CommitteeTab),
  feedback: () => import('@/features/feedback/components/feedback-tab').then((m) => m.FeedbackTab),
  settings: () => import('@/features/settings/components/settings-tab').then((m) => m.SettingsTab),
  site: () => import('@/features/site-content/components/site-tab').then((m) => m.SiteTab),
  venue: () => import('@/features/venue-maps-admin/components/venue-maps-tab').then((m) => m.VenueMapsTab),
  activity: () => import('@/features/activity/components/activity-tab').then((m) => m.ActivityTab),
} as const;

export type AdminTabSlug = keyof typeof ADMIN_TAB_CODE;

/** The tab an admin address shows (?tab=, the first tab without one or with an unknown one). */
export function adminTabOf(search: string): AdminTabSlug {
  const slug = new URLSearchParams(search).get('tab');
  return slug !== null && Object.hasOwn(ADMIN_TAB_CODE, slug) ? (slug as AdminTabSlug) : 'users';
}

const loaded = new Map<AdminTabSlug, ComponentType>();

/** Loads a tab's code (once: the browser keeps the module), and notes it for loadedAdminTab. */
export function loadAdminTab(slug: AdminTabSlug): Promise<ComponentType> {
  return ADMIN_TAB_CODE[slug]().then((Panel: ComponentType) => {
    loaded.set(slug, Panel);
    return Panel;
  });
}

/** A tab's panel if its code is here already. */
export function loadedAdminTab(slug: AdminTabSlug): ComponentType | undefined {
  return loaded.get(slug);
}
