import { useMemo } from 'react';
import { useGetPublicSponsorsQuery } from '@/lib/public/public-api';
import { partnersOf } from '../lib/sponsor-tiers';
import { HomeSection } from './home-section';
import { SponsorGrid } from './sponsor-grid';
import { useLingui } from '@lingui/react/macro';

/** Sponsors of the partner tier. The sponsors section above already reports a failed load. */
export function PartnersSection() {
  const { t } = useLingui();
  const { data: sponsors } = useGetPublicSponsorsQuery();
  const partners = useMemo(() => partnersOf(sponsors ?? []), [sponsors]);
  if (partners.length === 0) return null;
  return (
    <HomeSection id="partners" title={t`Our Partners`} subtitle={t`Organisations that support the conference and its community.`}>
      <SponsorGrid sponsors={partners} headingComponent="h3" />
    </HomeSection>
  );
}
