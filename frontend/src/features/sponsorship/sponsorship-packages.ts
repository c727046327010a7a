// Spec section 9: the sponsorship packages. Prices in euro; null where a package has no such price.
import type { SponsorshipPayload } from '@/types/api';

export interface SponsorshipPackage {
  tier: SponsorshipPayload['tier'];
  name: string;
  fullPrice: number;
  memberRegular: number;
  memberPremium: number | null;
  passes: number;
  discountCodes: number;
  speakerSlot: string;
  socialBlasts: number;
}

export const PACKAGES: SponsorshipPackage[] = [
  {
    tier: 'gold',
    name: 'Gold',
    fullPrice: 6500,
    memberRegular: 4500,
    memberPremium: 4000,
    passes: 3,
    discountCodes: 5,
    speakerSlot: '30-minute speaker slot (or a 1-hour themed session)',
    socialBlasts: 3,
  },
  {
    tier: 'silver',
    name: 'Silver',
    fullPrice: 5300,
    memberRegular: 3000,
    memberPremium: 2000,
    passes: 2,
    discountCodes: 3,
    speakerSlot: '20-minute speaker slot',
    socialBlasts: 2,
  },
  {
    tier: 'bronze',
    name: 'Bronze',
    fullPrice: 2530,
    memberRegular: 2000,
    memberPremium: null,
    passes: 1,
    discountCodes: 1,
    speakerSlot: '10-minute speaker slot',
    socialBlasts: 1,
  },
];

export const DISCOUNT_PERCENT = 40;
export const VAT_NOTE = 'VAT of 20% on ticket costs is excluded.';

const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
export const formatEuro = (amount: number) => euro.format(amount);
