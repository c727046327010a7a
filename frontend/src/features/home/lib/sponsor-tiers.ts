import type { Sponsor } from '@/types/api';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface SponsorTierGroup {
  tier: 'platinum' | 'gold' | 'silver' | 'bronze';
  heading: MessageDescriptor;
  sponsors: Sponsor[];
}

const TIERS = [
  { tier: 'platinum', heading: msg`Platinum Sponsors` },
  { tier: 'gold', heading: msg`Gold Sponsors` },
  { tier: 'silver', heading: msg`Silver Sponsors` },
  { tier: 'bronze', heading: msg`Bronze Sponsors` },
] as const;

/** The sponsor tiers in rank order, only those that have sponsors. */
export function groupSponsorsByTier(sponsors: readonly Sponsor[]): SponsorTierGroup[] {
  return TIERS.map(({ tier, heading }) => ({ tier, heading, sponsors: sponsors.filter((s) => s.tier === tier) })).filter((group) => group.sponsors.length > 0);
}

export function partnersOf(sponsors: readonly Sponsor[]): Sponsor[] {
  return sponsors.filter((s) => s.tier === 'partner');
}
