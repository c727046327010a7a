import { lazy, type ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { loadAdminTab, loadedAdminTab, type AdminTabSlug } from './admin-tab-code';

export interface AdminTab {
  /** The value of ?tab= in the address. */
  slug: AdminTabSlug;
  label: MessageDescriptor;
  /** Its code is loaded when the tab is first shown (or at start-up, for the tab in the address). */
  Panel: ComponentType;
}

/**
 * A tab's panel: lazily loaded, but rendered at once when its code is already there (the tab in the address, loaded
 * at start-up; one visited before). A lazy component suspends on its first render even then, and React holds a
 * suspended boundary's content back for up to 300 ms (issue 45: the calendar's first blocks).
 */
function panelOf(slug: AdminTabSlug): ComponentType {
  const Lazy = lazy(async () => ({ default: await loadAdminTab(slug) }));
  function Panel() {
    const Loaded = loadedAdminTab(slug);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Panel;
}

const tab = (slug: AdminTabSlug, label: MessageDescriptor): AdminTab => ({ slug, label, Panel: panelOf(slug) });

/** The admin tabs in the spec's order, then the audit trail. */
export const ADMIN_TABS: readonly AdminTab[] = [
  tab('users', msg`Users`),
  tab('speakers', msg`Speakers`),
  tab('schedule', msg`Schedule`),
  tab('sponsors', msg`Sponsors`),
  tab('news', msg`News`),
  tab('cfp', msg`Call for Speakers`),
  tab('committee', msg`Committee`),
  tab('feedback', msg`Feedback`),
  tab('settings', msg`Settings`),
  tab('site', msg`Site`),
  tab('venue', msg`Venue maps`),
  tab('activity', msg`Activity`),
];
