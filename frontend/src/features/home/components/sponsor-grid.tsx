import Grid from '@mui/material/Grid';
import type { Sponsor } from '@/types/api';
import { SponsorCard } from './sponsor-card';

interface SponsorGridProps {
  sponsors: readonly Sponsor[];
  /** Platinum: two columns and larger logos; every other tier three columns. */
  large?: boolean;
  headingComponent: 'h3' | 'h4';
}

export function SponsorGrid({ sponsors, large = false, headingComponent }: SponsorGridProps) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, justifyContent: 'center' }}>
      {sponsors.map((sponsor) => (
        <Grid key={sponsor.id} component="li" size={large ? { xs: 12, sm: 6 } : { xs: 12, sm: 6, md: 4 }}>
          <SponsorCard sponsor={sponsor} large={large} headingComponent={headingComponent} />
        </Grid>
      ))}
    </Grid>
  );
}
