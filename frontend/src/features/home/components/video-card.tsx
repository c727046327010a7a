import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import YouTube from '@mui/icons-material/YouTube';
import type { FeaturedVideo } from '@/types/api';
import { VideoEmbed } from './video-embed';
import { Trans, useLingui } from '@lingui/react/macro';

/** A featured video: the player, its title, an optional two-line description and a link to the video's page. */
export function VideoCard({ video }: { video: FeaturedVideo }) {
  const { t } = useLingui();
  const title = video.title;
  return (
    <Box data-testid="featured-video" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <VideoEmbed video={video} />
      <Typography variant="h6" component="h3" sx={{ mt: 2, lineHeight: 1.3 }}>
        {video.title}
      </Typography>
      {video.description && (
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="video-description"
          sx={{ mt: 0.75, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {video.description}
        </Typography>
      )}
      <Link
        href={video.video_url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t`Watch on YouTube: ${title}`}
        sx={{ mt: 1.5, fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.75, alignSelf: 'flex-start' }}
      >
        <YouTube aria-hidden sx={{ color: '#cc0000' }} />
        <Trans>Watch on YouTube</Trans>
      </Link>
    </Box>
  );
}
