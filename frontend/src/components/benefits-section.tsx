import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

export interface Benefit {
  title: string;
  text: string;
  /** Decorative: hidden from assistive technology. */
  icon: ReactNode;
}

interface Props {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  benefits: readonly Benefit[];
}

/** A titled list of benefits as cards, three a row on wide screens (the speaker and sponsor calls). */
export function BenefitsSection({ titleId, title, benefits }: Props) {
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h4" component="h2" sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' }, mb: 2.5 }}>
        {title}
      </Typography>
      <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {benefits.map((benefit) => (
          <Grid key={benefit.title} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Box sx={{ height: '100%', p: 2.5, borderRadius: 2, bgcolor: 'background.paper', border: 1, borderColor: '#e1e6ef' }}>
              <Box aria-hidden sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 30 } }}>
                {benefit.icon}
              </Box>
              <Typography variant="h6" component="h3" gutterBottom>
                {benefit.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {benefit.text}
              </Typography>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
