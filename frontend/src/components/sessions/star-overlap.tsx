import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { starredOverlaps } from '@/lib/favourites/overlaps';
import { useStarredIds } from '@/lib/favourites/use-stars';
import { publicApi, useGetPublicSessionsQuery } from '@/lib/public/public-api';
import type { ConferenceSession } from '@/types/api';
import { useLingui } from '@lingui/react/macro';

const selectSchedule = publicApi.endpoints.getPublicSchedule.select();
const selectSessions = publicApi.endpoints.getPublicSessions.select();

/** 'Overlaps with A and B': the other sessions, by title, in the page's language's list style. */
export function OverlapNote({ others }: { others: readonly ConferenceSession[] }) {
  const { t, i18n } = useLingui();
  if (others.length === 0) return null;
  const titles = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(others.map((s) => s.title));
  return (
    <Typography variant="body2" data-testid="star-overlap" sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, mt: 1, fontWeight: 600 }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', pt: '1px', color: 'warning.dark', '& svg': { fontSize: 18 } }}>
        <WarningAmberIcon />
      </Box>
      <span>{t`Overlaps with ${titles}`}</span>
    </Typography>
  );
}

/**
 * Flags a starred session that runs at the same time as another starred one. The other sessions come from the list
 * the page has already loaded (the schedule's or the home page's); only a page without either loads one, and only
 * once there are two stars.
 */
export function StarOverlap({ session }: { session: ConferenceSession }) {
  const { ids } = useStarredIds();
  const needed = ids.length > 1 && ids.includes(session.id);
  const cached = useSelector((state: Parameters<typeof selectSchedule>[0]) => selectSchedule(state).data ?? selectSessions(state).data);
  const fetched = useGetPublicSessionsQuery(undefined, { skip: !needed || cached !== undefined }).data;
  const sessions = cached ?? fetched;
  const others = useMemo(() => (needed && sessions ? starredOverlaps(session, sessions, ids) : []), [needed, session, sessions, ids]);
  return <OverlapNote others={others} />;
}
