import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import StarIcon from '@mui/icons-material/Star';
import { PageContainer } from '@/components/page-container';
import { Pill } from '@/components/pill';
import { PushOffer } from '@/components/sessions/push-offer';
import { httpStatus } from '@/lib/api-errors';
import { addVisitorStars, visitorStars } from '@/lib/favourites/local-stars';
import { useMergeIntoScheduleMutation } from '@/lib/favourites/saved-sessions-api';
import { useStarredIds } from '@/lib/favourites/use-stars';
import { formatDate, formatTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n/active-locale';
import { offerAfterKeeping } from '@/lib/push/push-offer';
import { syncVisitorStars } from '@/lib/push/visitor-stars-sync';
import { useGetFavouritesQuery, type FavouriteSession } from '../api/my-sessions-api';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

/** What search engines are told of the page (the server says the same in X-Robots-Tag). */
const ROBOTS = 'noindex, nofollow';

/** Keeps the page out of search engines while it is shown. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = ROBOTS;
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/** The calendar feed of the same link: webcal:// opens a calendar app, the https address downloads or subscribes. */
function feedOf(token: string) {
  const url = `${window.location.origin}/calendar/${encodeURIComponent(token)}.ics`;
  return { url, webcal: url.replace(/^https?:/, 'webcal:') };
}

/**
 * The phone's page of a personal link (/my/{token}, issue 44): the person's saved sessions, kept in this browser as
 * stars with one press (no sign-in here; signed in, they are added to that account), then an offer to be told on this
 * device when they change. Also their calendar feed. A reset or unknown link says so, and where to get a new one.
 */
export function MySessionsPage() {
  const { t } = useLingui();
  useNoIndex();
  const { token = '' } = useParams();
  const favourites = useGetFavouritesQuery({ token, lang: currentLocale() });
  const stars = useStarredIds();
  const [merge, merging] = useMergeIntoScheduleMutation();
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [kept, setKept] = useState(false);
  const [failed, setFailed] = useState(false);
  const [offering, setOffering] = useState(false);

  if (favourites.isLoading) {
    return (
      <PageContainer>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2, color: 'text.secondary' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{t`Loading your sessions...`}</Typography>
        </Box>
      </PageContainer>
    );
  }
  if (favourites.isError || !favourites.data) {
    const gone = httpStatus(favourites.error) === 404;
    return (
      <PageContainer>
        <Typography variant="h4" component="h1" color="primary" sx={{ mb: 3 }}>
          <Trans>Your saved sessions</Trans>
        </Typography>
        <Alert severity={gone ? 'warning' : 'error'} role="alert" data-testid="my-sessions-error">
          {gone ? (
            <Trans>This link no longer works: ask for a new one on your dashboard.</Trans>
          ) : (
            <Trans>Could not load your sessions. Please try again later.</Trans>
          )}
        </Alert>
      </PageContainer>
    );
  }

  const { session_ids: ids, sessions } = favourites.data;
  const missing = ids.filter((id) => !stars.ids.includes(id));
  const allKept = ids.length > 0 && missing.length === 0;
  const feed = feedOf(token);

  async function keep() {
    setFailed(false);
    if (stars.mode === 'browser') {
      addVisitorStars(ids);
      // A device already subscribed without an account is told about its new stars at once.
      void syncVisitorStars(dispatch, visitorStars());
    } else if (stars.mode === 'account' && stars.userId) {
      const result = await merge({ userId: stars.userId, sessionIds: ids });
      if ('error' in result && result.error) return setFailed(true);
    } else {
      return;
    }
    setKept(true);
    if (await offerAfterKeeping()) setOffering(true);
  }

  return (
    <PageContainer>
      <Typography variant="h4" component="h1" color="primary" sx={{ mb: 1 }}>
        <Trans>Your saved sessions</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <Plural value={sessions.length} _0="No sessions saved yet." one="One session saved." other="# sessions saved." />
      </Typography>

      {sessions.length > 0 && (
        <Box component="ul" aria-label={t`Saved sessions`} sx={{ p: 0, m: 0, mb: 3, display: 'grid', gap: 1.5 }}>
          {sessions.map((session) => (
            <SessionItem key={session.id} session={session} starred={stars.ids.includes(session.id)} />
          ))}
        </Box>
      )}

      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {stars.mode === 'off' ? (
          <Typography color="text.secondary">
            <Trans>Organisers' accounts keep no stars. Open this link in a browser where you are not signed in as an organiser.</Trans>
          </Typography>
        ) : (
          ids.length > 0 && (
            <>
              <Button variant="contained" startIcon={<StarIcon />} disabled={allKept || !stars.ready || merging.isLoading} onClick={() => void keep()}>
                {allKept ? t`Kept on this phone` : t`Keep these on this phone`}
              </Button>
              {kept && allKept && (
                <Alert severity="success" role="status">
                  {stars.mode === 'account' ? (
                    <Trans>Done: they are among your saved sessions, starred wherever you browse the programme signed in.</Trans>
                  ) : (
                    <Trans>Done: they are starred in this browser. Star or unstar sessions on the schedule as you go.</Trans>
                  )}
                </Alert>
              )}
              {failed && (
                <Alert severity="error" role="alert">
                  <Trans>Could not keep the sessions. Please try again.</Trans>
                </Alert>
              )}
            </>
          )
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Link href={feed.webcal} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
            <EventAvailableOutlinedIcon fontSize="small" aria-hidden />
            <Trans>Add to calendar</Trans>
          </Link>
          <Link href={feed.url}>
            <Trans>Calendar file (.ics)</Trans>
          </Link>
          <Link component={RouterLink} to="/schedule">
            <Trans>Full schedule</Trans>
          </Link>
        </Box>
      </Stack>
      {offering && <PushOffer visitorStars={stars.mode === 'browser' ? visitorStars : undefined} onClose={() => setOffering(false)} />}
    </PageContainer>
  );
}

/** A saved session: its title (to its page), when and where, cancelled or not, and whether this browser stars it. */
function SessionItem({ session, starred }: { session: FavouriteSession; starred: boolean }) {
  const { t } = useLingui();
  const cancelled = session.status === 'cancelled';
  const room = session.room;
  return (
    <Box
      component="li"
      data-testid="my-session"
      sx={{
        listStyle: 'none',
        p: 2,
        border: '1px solid',
        borderColor: 'divider',
        borderLeft: '4px solid',
        borderLeftColor: cancelled ? 'error.main' : 'primary.light',
        borderRadius: 2,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Link
          component={RouterLink}
          to={`/sessions/${session.id}`}
          variant="subtitle1"
          sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere', textDecoration: cancelled ? 'line-through' : undefined }}
        >
          {session.title}
        </Link>
        {cancelled && <Pill label={t`Cancelled`} color="error" size="small" sx={{ fontWeight: 700 }} />}
        {starred && <StarIcon fontSize="small" color="warning" titleAccess={t`Starred in this browser`} data-testid="my-session-starred" />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {formatDate(session.start)} · {formatTime(session.start)} - {formatTime(session.end)} · <Trans>Room: {room}</Trans>
      </Typography>
    </Box>
  );
}
