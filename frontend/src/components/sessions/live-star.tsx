import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import { StarBorderIcon } from '@/components/icons/sprite';
import { starredOverlaps } from '@/lib/favourites/overlaps';
import { pressBeforeLoaded, takeFocus, takePendingPress } from '@/lib/favourites/stars-awake';
import { useStarredIds, useStars } from '@/lib/favourites/use-stars';
import { visitorStars } from '@/lib/favourites/local-stars';
import { offerAfterStar } from '@/lib/push/push-offer';
import { publicApi, useGetPublicSessionsQuery } from '@/lib/public/public-api';
import type { ConferenceSession } from '@/types/api';
import { OverlapNote } from './overlap-note';
import { PushOffer } from './push-offer';
import { StarButton } from './star-button';
import { useLingui } from '@lingui/react/macro';

// The stars' code, loaded by ./session-star once there are stars to show or someone reaches for one.

interface LiveStarProps {
  sessionId: number;
  title: string;
  cancelled: boolean;
}

/** Takes over the focus from the empty star it replaces. */
const keepFocus = (sessionId: number) => (button: HTMLButtonElement | null) => {
  if (button && takeFocus(sessionId) && (document.activeElement === null || document.activeElement === document.body)) button.focus();
};

export function LiveStar({ sessionId, title, cancelled }: LiveStarProps) {
  const { t } = useLingui();
  const stars = useStars();
  const [error, setError] = useState<string | null>(null);
  const [offering, setOffering] = useState(false);
  const { ready, toggle, ids } = stars;

  // After a star (not its removal) that took, this device may be offered notifications, once (issue 44).
  const afterPress = useCallback((failed: string | null, wasStarred: boolean) => {
    setError(failed);
    if (!failed && !wasStarred) void offerAfterStar().then((offer) => offer && setOffering(true));
  }, []);

  // A press on the empty star before this code had loaded, or before the stars were known.
  useEffect(() => {
    if (!ready || !takePendingPress(sessionId)) return;
    const wasStarred = ids.includes(sessionId);
    void toggle(sessionId).then((failed) => afterPress(failed, wasStarred));
  }, [ready, sessionId, toggle, ids, afterPress]);

  if (stars.mode === 'off') return null;
  const starred = stars.ids.includes(sessionId);
  const hint = starred ? t`Remove the star` : stars.mode === 'account' ? t`Star: add to your saved sessions` : t`Star: kept in this browser until you sign in`;
  const button = (
    <StarButton
      buttonRef={keepFocus(sessionId)}
      title={title}
      starred={starred}
      icon={starred ? <StarIcon /> : <StarBorderIcon />}
      hint={hint}
      disabled={stars.offline || (cancelled && !starred)}
      // Before the stars are known (a stored sign-in being checked, the list loading) a press waits for them.
      onClick={() => (ready ? void toggle(sessionId).then((failed) => afterPress(failed, starred)) : pressBeforeLoaded(sessionId))}
    />
  );
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', flexShrink: 0 }}>
      {button}
      {error && (
        <Typography role="alert" variant="caption" color="error" sx={{ maxWidth: 220, textAlign: 'right' }}>
          {error}
        </Typography>
      )}
      {offering && <PushOffer visitorStars={stars.mode === 'browser' ? visitorStars : undefined} onClose={() => setOffering(false)} />}
    </Box>
  );
}

const selectSchedule = publicApi.endpoints.getPublicSchedule.select();
const selectSessions = publicApi.endpoints.getPublicSessions.select();

/**
 * Flags a starred session that runs at the same time as another starred one. The other sessions come from the list
 * the page has already loaded (the schedule's or the home page's); only a page without either loads one, and only
 * once there are two stars.
 */
export function LiveOverlap({ session }: { session: ConferenceSession }) {
  const { ids } = useStarredIds();
  const needed = ids.length > 1 && ids.includes(session.id);
  const cached = useSelector((state: Parameters<typeof selectSchedule>[0]) => selectSchedule(state).data ?? selectSessions(state).data);
  const fetched = useGetPublicSessionsQuery(undefined, { skip: !needed || cached !== undefined }).data;
  const sessions = cached ?? fetched;
  const others = useMemo(() => (needed && sessions ? starredOverlaps(session, sessions, ids) : []), [needed, session, sessions, ids]);
  return <OverlapNote others={others} />;
}
