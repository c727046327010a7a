import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useGetFeaturedVideosQuery } from '@/lib/public/public-api';
import { queryErrorMessage } from '../lib/query-error';
import { HomeSection } from './home-section';
import { VideoCard } from './video-card';
import { Trans, useLingui } from '@lingui/react/macro';

/** Two highlight videos and the playlist. On failure only the error line is shown, without the section (spec). */
export function FeaturedVideosSection() {
  const { t } = useLingui();
  const { data, error, isLoading } = useGetFeaturedVideosQuery();

  if (error && !data) {
    const reason = queryErrorMessage(error, (status) => t`HTTP error! Status: ${status}`);
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Typography color="error" sx={{ textAlign: 'center', fontWeight: 600 }} role="alert" data-testid="videos-error">
          {t`Error: ${reason}`}
        </Typography>
      </Container>
    );
  }

  return (
    <HomeSection id="featured-videos" title={t`Featured Conference Videos`} subtitle={t`Check out these highlights to get a taste of what to expect!`}>
      {isLoading ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }} role="status">
          <Trans>Loading videos...</Trans>
        </Typography>
      ) : data ? (
        <>
          <Grid container spacing={4}>
            {/* Keyed by slot: both slots may hold the same video. */}
            {(['video1', 'video2'] as const).map(
              (slot) =>
                data[slot] && (
                  <Grid key={slot} size={{ xs: 12, md: 6 }}>
                    <VideoCard video={data[slot]} />
                  </Grid>
                ),
            )}
          </Grid>
          <Box sx={{ textAlign: 'center', mt: 4 }}>
            <Button component="a" href={data.playlist_url} target="_blank" rel="noopener noreferrer" variant="contained" endIcon={<OpenInNew aria-hidden />}>
              <Trans>View All Videos</Trans>
            </Button>
          </Box>
        </>
      ) : null}
    </HomeSection>
  );
}
