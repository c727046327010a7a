import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SessionLanguageBadge } from '@/components/sessions/session-language-badge';
import { SessionTitleLink } from '@/components/sessions/session-title-link';
import { SessionTypeBadge, sessionTypeColors } from '@/components/sessions/session-type-badge';
import { formatTime, speakerLine } from '@/lib/format';
import { visuallyHidden } from '@/lib/visually-hidden';
import type { ConferenceSession } from '@/types/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

interface Props {
  session: ConferenceSession;
  /** Where a control for this session goes (the star that saves it), top right of the block. */
  action?: ReactNode;
  /** A line under its text (a starred session's overlaps). */
  note?: ReactNode;
}

/**
 * One session in the timetable: its time, title, speakers and the start of its description, as far as its height
 * allows; the room is its column's and is said to screen readers. The same test ids and heading as the list's card.
 */
export function TimetableBlock({ session, action, note }: Props) {
  const { t } = useLingui();
  const cancelled = session.status === 'cancelled';
  const { bg } = sessionTypeColors(session.type);
  const start = formatTime(session.startTime);
  const end = formatTime(session.endTime);
  const room = session.room?.trim() || t`TBA`;
  const speakers = speakerLine(session.speakers);
  const speakerCount = speakers.count;
  return (
    <Box
      component="article"
      data-testid="schedule-session"
      data-session-id={session.id}
      data-cancelled={cancelled ? 'true' : 'false'}
      sx={{
        height: '100%',
        boxSizing: 'border-box',
        overflow: 'hidden',
        p: 0.75,
        borderRadius: 1,
        border: '1px solid',
        borderColor: cancelled ? 'error.main' : 'rgba(0,0,0,0.18)',
        borderLeft: '4px solid',
        borderLeftColor: cancelled ? 'error.main' : 'primary.main',
        bgcolor: cancelled ? '#fbfbfc' : bg,
        color: 'text.primary',
        '&:hover, &:focus-within': { overflow: 'visible', zIndex: 2, height: 'auto', minHeight: '100%', boxShadow: 3 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="caption" component="div" data-testid="session-time" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {start}
            {end && ` - ${end}`}
          </Typography>
          <Typography
            variant="subtitle2"
            component="h3"
            sx={{ lineHeight: 1.25, overflowWrap: 'anywhere', textDecoration: cancelled ? 'line-through' : 'none' }}
          >
            <SessionTitleLink session={session} />
          </Typography>
        </Box>
        {action}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 0.25 }}>
        <SessionTypeBadge type={session.type} />
        <SessionLanguageBadge language={session.language} />
      </Box>
      {cancelled && (
        <Typography variant="caption" component="div" sx={{ color: 'error.dark', fontWeight: 700 }}>
          <Trans>Cancelled</Trans>
        </Typography>
      )}
      <Box component="span" sx={visuallyHidden}>
        <Trans>Room: {room}</Trans>
      </Box>
      {speakerCount > 0 && (
        <Typography variant="caption" component="div" sx={{ lineHeight: 1.3 }}>
          {t`${plural(speakerCount, { one: 'Speaker:', other: 'Speakers:' })}`} {speakers.names}
        </Typography>
      )}
      {session.description && (
        <Typography
          variant="caption"
          component="p"
          sx={{ m: 0, mt: 0.25, color: 'text.secondary', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {session.description}
        </Typography>
      )}
      {note}
    </Box>
  );
}
