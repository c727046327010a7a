import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetPublicSponsorsQuery } from '@/lib/public/public-api';
import { groupSponsorsByTier } from '../lib/sponsor-tiers';
import { queryErrorMessage } from '../lib/query-error';
import { HomeSection } from './home-section';
import { SectionError } from './section-error';
import { SectionSpinner } from './section-spinner';
import { SponsorGrid } from './sponsor-grid';
import { useLingui } from '@lingui/react/macro';

/** Sponsors grouped by tier, from platinum down; a tier without sponsors has no heading. */
export function SponsorsSection() {
  const { t, i18n } = useLingui();
  const { data: sponsors, error, isLoading } = useGetPublicSponsorsQuery();
  const groups = useMemo(() => groupSponsorsByTier(sponsors ?? []), [sponsors]);

  if (!isLoading && !error && groups.length === 0) return null;
  return (
    <HomeSection id="sponsors" title={t`Our Sponsors`} subtitle={t`The organisations that make the conference possible.`}>
      {isLoading ? (
        <SectionSpinner label={t`Loading sponsors`} />
      ) : error && !sponsors ? (
        <SectionError message={queryErrorMessage(error)} />
      ) : (
        <Stack spacing={{ xs: 5, md: 6 }}>
          {groups.map((group) => (
            <Box key={group.tier} component="section" aria-labelledby={`sponsors-${group.tier}`} data-testid={`sponsor-tier-${group.tier}`}>
              <Typography id={`sponsors-${group.tier}`} variant="h5" component="h3" sx={{ mb: 2.5, textAlign: 'center', color: 'text.primary' }}>
                {i18n._(group.heading)}
              </Typography>
              <SponsorGrid sponsors={group.sponsors} large={group.tier === 'platinum'} headingComponent="h4" />
            </Box>
          ))}
        </Stack>
      )}
    </HomeSection>
  );
}
