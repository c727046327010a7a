import type { Sponsor } from '@/types/api';

export interface SponsorTierGroup {
  tier: 'platinum' | 'gold' | 'silver' | 'bronze';
  heading: string;
  sponsors: Sponsor[];
}

const TIERS = [
  { tier: 'platinum', heading: 'Platinum Sponsors' },
  { tier: 'gold', heading: 'Gold Sponsors' },
  { tier: 'silver', heading: 'Silver Sponsors' },
  { tier: 'bronze', heading: 'Bronze Sponsors' },
] as const;

/** The sponsor tiers in rank order, only those that have sponsors. */
export function groupSponsorsByTier(sponsors: readonly Sponsor[]): SponsorTierGroup[] {
  return TIERS.map(({ tier, heading }) => ({ tier, heading, sponsors: sponsors.filter((s) => s.tier === tier) })).filter((group) => group.sponsors.length > 0);
}

export function partnersOf(sponsors: readonly Sponsor[]): Sponsor[] {
  return sponsors.filter((s) => s.tier === 'partner');
}
