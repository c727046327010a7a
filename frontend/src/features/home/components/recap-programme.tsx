import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import type { SiteContent } from '@/types/api';

const listSx = { m: 0, pl: 2.5, '& li': { mb: 0.75 } } as const;

type Recap = SiteContent['recap_2024'];

/**
 * What stood out at the last edition, and its programme: by day as the organisers wrote it (the site content), or,
 * once it is in the archive, the link to the programme as it ran.
 */
export function RecapProgramme({ recap, archivedYear }: { recap: Recap; archivedYear: number | null }) {
  return (
    <Grid container spacing={3}>
      {recap.highlights.length > 0 && (
        <Grid size={{ xs: 12, md: 5 }}>
          <Card sx={{ height: '100%' }} data-testid="recap-highlights">
            <CardContent sx={{ p: 3 }}>
              <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
                <Trans>Key highlights</Trans>
              </Typography>
              <Box component="ul" sx={listSx}>
                {recap.highlights.map((item) => (
                  <li key={item}>
                    <Typography>{item}</Typography>
                  </li>
                ))}
              </Box>
            </CardContent>
          </Card>
        </Grid>
      )}
      <Grid size={{ xs: 12, md: recap.highlights.length > 0 ? 7 : 12 }}>
        <Card sx={{ height: '100%' }} data-testid="recap-programme">
          <CardContent sx={{ p: 3 }}>
            <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
              <Trans>Programme</Trans>
            </Typography>
            {archivedYear !== null ? (
              <>
                <Typography sx={{ mb: 2 }}>
                  <Trans>Every session and speaker of the {archivedYear} edition, as they were, with its calendar and schedule files.</Trans>
                </Typography>
                <Button component={RouterLink} to={`/archive/${archivedYear}`} variant="outlined" endIcon={<ArrowForward aria-hidden />}>
                  <Trans>Browse the {archivedYear} programme</Trans>
                </Button>
              </>
            ) : (
              <Grid container spacing={3}>
                {recap.programme.map(({ day, items }) => (
                  <Grid key={day} size={{ xs: 12, sm: 6 }}>
                    <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
                      {day}
                    </Typography>
                    <Box component="ul" sx={listSx}>
                      {items.map((item) => (
                        <li key={item}>
                          <Typography>{item}</Typography>
                        </li>
                      ))}
                    </Box>
                  </Grid>
                ))}
              </Grid>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
