// Spec section 9: the sponsorship packages. Which are offered, their prices and what they include are the organisers'
// (site content `sponsorship_packages`, in the page's language); their currency is a setting (sponsorship_currency).
import type { Schemas } from '@/types/api';
import { t } from '@lingui/core/macro';

export type SponsorshipPackages = Schemas['SiteContent']['sponsorship_packages'];
export type SponsorshipPackage = SponsorshipPackages['packages'][number];

export const vatNote = () => t`VAT of 20% on ticket costs is excluded.`;
