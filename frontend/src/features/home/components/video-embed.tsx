import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import type { FeaturedVideo } from '@/types/api';
import { useLingui } from '@lingui/react/macro';

const embedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;

/**
 * Click to play: a poster drawn here (no thumbnail from the video host), and the player iframe only after the
 * visitor asks for it, so opening the home page sends nothing to a third party.
 */
export function VideoEmbed({ video }: { video: FeaturedVideo }) {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  const title = video.title;
  const player = useRef<HTMLIFrameElement>(null);
  // The poster button the visitor pressed is gone: keyboard focus moves on to the player that replaced it, and back to
  // it when the player's page has loaded if the browser let focus fall to the page meanwhile (Chromium may, as the
  // frame's document from another site replaces the empty one).
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  const keepFocus = () => {
    if (document.activeElement === document.body) player.current?.focus();
  };

  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: 2, overflow: 'hidden', bgcolor: 'common.black' }}>
      {playing ? (
        <Box
          component="iframe"
          ref={player}
          src={embedUrl(video.video_id)}
          title={video.title}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a permissions policy, not text
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={keepFocus}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <ButtonBase
          onClick={() => setPlaying(true)}
          aria-label={t`Play video: ${title}`}
          data-testid="video-poster"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            gap: 2,
            p: 3,
            color: 'common.white',
            background: 'radial-gradient(circle at 30% 20%, #2d4f8a 0%, #0b2a5b 55%, #061a3a 100%)',
            '&:hover .play-badge, &.Mui-focusVisible .play-badge': { transform: 'scale(1.08)', bgcolor: '#b00000' },
            '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 },
          }}
        >
          <Box
            className="play-badge"
            aria-hidden
            sx={{
              width: 72,
              height: 50,
              borderRadius: 3,
              bgcolor: '#cc0000',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              transition: 'transform 150ms, background-color 150ms',
            }}
          >
            <PlayArrowRounded sx={{ fontSize: 40 }} />
          </Box>
          <Typography
            component="span"
            sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.15rem' }, textAlign: 'center', maxWidth: '90%', textShadow: '0 1px 2px rgba(0,0,0,0.4)' }}
          >
            {video.title}
          </Typography>
        </ButtonBase>
      )}
    </Box>
  );
}
