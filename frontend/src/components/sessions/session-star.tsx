import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useStars } from '@/lib/favourites/use-stars';
import { useLingui } from '@lingui/react/macro';

/** A dark amber: 4.5:1 on white, so the filled star reads as clearly as the text beside it. */
const STARRED = '#a35f00';

interface SessionStarProps {
  sessionId: number;
  /** The session's title, for the button's name ('Star Opening keynote'). */
  title: string;
  /** A cancelled session can no longer be starred; one starred before can still be unstarred. */
  cancelled?: boolean;
}

/**
 * The star of a session wherever it is shown (a card, a timetable block, its page). A signed-in attendee's stars are
 * their saved sessions; a visitor's stay in this browser until they sign in (lib/favourites/use-stars.ts). A toggle
 * button: its name stays 'Star …', `aria-pressed` says whether it is starred.
 */
export function SessionStar({ sessionId, title, cancelled = false }: SessionStarProps) {
  const { t } = useLingui();
  const stars = useStars();
  const [error, setError] = useState<string | null>(null);
  if (stars.mode === 'off') return null;

  const starred = stars.ids.includes(sessionId);
  const hint = starred
    ? t`Remove the star`
    : stars.mode === 'account'
      ? t`Star: add to your saved sessions`
      : t`Star: kept in this browser until you sign in`;

  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', flexShrink: 0 }}>
      <IconButton
        aria-label={t`Star ${title}`}
        aria-pressed={starred}
        title={hint}
        data-testid="session-star"
        disabled={stars.offline || (cancelled && !starred)}
        onClick={() => void stars.toggle(sessionId).then(setError)}
        sx={{ m: -1, color: starred ? STARRED : 'text.secondary' }}
      >
        {starred ? <StarIcon /> : <StarBorderIcon />}
      </IconButton>
      {error && (
        <Typography role="alert" variant="caption" color="error" sx={{ maxWidth: 220, textAlign: 'right' }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
