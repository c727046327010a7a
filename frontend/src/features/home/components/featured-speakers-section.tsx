import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { SpeakerGrid } from '@/components/speakers/speaker-grid';
import { useGetFeaturedSpeakersQuery } from '@/lib/public/public-api';
import { queryErrorMessage } from '../lib/query-error';
import { HomeSection } from './home-section';
import { SectionError } from './section-error';
import { SectionSpinner } from './section-spinner';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEditionYear } from '@/lib/public/edition';

/** Home speaker grid size (spec section 9). */
const FEATURED_SPEAKERS = 6;

/**
 * Six speakers (a random six when there are more, picked by the server so the page does not download them all) and,
 * when there are more, a link to all of them with their count.
 */
export function FeaturedSpeakersSection() {
  const year = useEditionYear();
  const { t } = useLingui();
  const { data, error, isLoading } = useGetFeaturedSpeakersQuery();
  const featured = data?.speakers.slice(0, FEATURED_SPEAKERS) ?? [];
  const total = data?.total ?? 0;

  return (
    <HomeSection id="featured-speakers" title={t`Featured Speakers`} subtitle={t`Meet some of the experts on the ${year} programme.`}>
      {isLoading ? (
        <SectionSpinner label={t`Loading speakers`} />
      ) : error && !data ? (
        <SectionError message={queryErrorMessage(error)} />
      ) : featured.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          <Trans>Our speaker lineup is being finalized. Check back soon for updates!</Trans>
        </Typography>
      ) : (
        <SpeakerGrid speakers={featured} />
      )}
      {total > FEATURED_SPEAKERS && (
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to="/speakers" variant="contained" endIcon={<ArrowForward aria-hidden />}>
            <Trans>View All Speakers ({total})</Trans>
          </Button>
        </Box>
      )}
    </HomeSection>
  );
}
