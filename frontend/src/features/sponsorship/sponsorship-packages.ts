// Spec section 9: the sponsorship packages. Prices in euro; null where a package has no such price.
import { intlLocale } from '@/lib/i18n/active-locale';
import type { SponsorshipPayload } from '@/types/api';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

export interface SponsorshipPackage {
  tier: SponsorshipPayload['tier'];
  name: MessageDescriptor;
  fullPrice: number;
  memberRegular: number;
  memberPremium: number | null;
  passes: number;
  discountCodes: number;
  speakerSlot: MessageDescriptor;
  socialBlasts: number;
}

export const PACKAGES: SponsorshipPackage[] = [
  {
    tier: 'gold',
    name: msg`Gold`,
    fullPrice: 6500,
    memberRegular: 4500,
    memberPremium: 4000,
    passes: 3,
    discountCodes: 5,
    speakerSlot: msg`30-minute speaker slot (or a 1-hour themed session)`,
    socialBlasts: 3,
  },
  {
    tier: 'silver',
    name: msg`Silver`,
    fullPrice: 5300,
    memberRegular: 3000,
    memberPremium: 2000,
    passes: 2,
    discountCodes: 3,
    speakerSlot: msg`20-minute speaker slot`,
    socialBlasts: 2,
  },
  {
    tier: 'bronze',
    name: msg`Bronze`,
    fullPrice: 2530,
    memberRegular: 2000,
    memberPremium: null,
    passes: 1,
    discountCodes: 1,
    speakerSlot: msg`10-minute speaker slot`,
    socialBlasts: 1,
  },
];

export const DISCOUNT_PERCENT = 40;
export const vatNote = () => t`VAT of 20% on ticket costs is excluded.`;

// '€6,500' in English, '€ 6.500' in German: one formatter per language, made on first use.
const euro = new Map<string, Intl.NumberFormat>();
export function formatEuro(amount: number): string {
  const locale = intlLocale();
  let format = euro.get(locale);
  if (!format) euro.set(locale, (format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })));
  return format.format(amount);
}
