import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import { SafeHtml } from '@/components/safe-html';
import { useGetHeroContentQuery, useGetSiteContentQuery, useGetSiteFlagsQuery } from '@/lib/public/public-api';
import { queryErrorMessage } from '../lib/query-error';
import { VenueCard } from './venue-card';
import { Trans } from '@lingui/react/macro';

/**
 * The first intro block: why to come (bullets from the site content), the organisers' own text (server HTML), links
 * to the schedule (only once there is one) and /about, and the venue.
 */
export function OverviewSection() {
  const site = useGetSiteContentQuery();
  const hero = useGetHeroContentQuery();
  const flags = useGetSiteFlagsQuery();
  const hasSessions = flags.data?.has_sessions === true;
  const failed = site.error ?? hero.error;
  const reason = failed ? queryErrorMessage(failed) : '';

  return (
    <Box component="section" aria-labelledby="overview-title" data-testid="home-section" sx={{ py: { xs: 6, md: 8 }, bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography id="overview-title" variant="h4" component="h2" sx={{ color: 'primary.main', mb: 2, fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
              <Trans>Why Join Us?</Trans>
            </Typography>
            {failed ? (
              <Alert severity="error" data-testid="overview-error">
                <Trans>Error: {reason}</Trans>
              </Alert>
            ) : (
              <>
                {site.data ? (
                  // A plain list: MUI's List components would add ~3 KB to the first load for bullets with icons.
                  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {site.data.why_join.map((reason) => (
                      <Box component="li" key={reason} sx={{ display: 'flex', alignItems: 'flex-start', py: 0.75 }}>
                        <Box component="span" sx={{ display: 'inline-flex', flexShrink: 0, minWidth: 36, mt: 0.5, color: 'success.main' }}>
                          <CheckCircleOutline aria-hidden />
                        </Box>
                        <Typography component="span" sx={{ my: 0.5 }}>
                          {reason}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                ) : (
                  <Skeleton variant="rounded" height={160} />
                )}
                {hero.data ? (
                  <SafeHtml html={hero.data.content} data-testid="hero-content" sx={{ mt: 3, color: 'text.secondary', lineHeight: 1.7 }} />
                ) : (
                  <Skeleton variant="rounded" height={80} sx={{ mt: 3 }} />
                )}
              </>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
              {hasSessions && (
                <Button component={RouterLink} to="/schedule" variant="contained">
                  <Trans>View Schedule</Trans>
                </Button>
              )}
              <Button component={RouterLink} to="/about" variant="outlined">
                <Trans>Learn more</Trans>
              </Button>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>{site.data && <VenueCard venue={site.data.venue} />}</Grid>
        </Grid>
      </Container>
    </Box>
  );
}
