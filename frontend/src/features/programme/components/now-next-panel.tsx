import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatTime } from '@/lib/format';
import type { ConferenceSession } from '@/types/api';
import { nowAndNext } from '../lib/now-next';
import { Trans, useLingui } from '@lingui/react/macro';

interface Props {
  /** The sessions that pass the filters, every day's. */
  sessions: readonly ConferenceSession[];
  /** The current minute. */
  now: number;
}

/** On phones a line each, the title shortened so the time stays in view; on wider screens the title wraps. */
const oneLineOnPhones = { display: { xs: 'flex', sm: 'block' }, gap: 0.5, alignItems: 'baseline', minWidth: 0 } as const;
const shortenedOnPhones = {
  overflow: { xs: 'hidden', sm: 'visible' },
  textOverflow: { xs: 'ellipsis', sm: 'clip' },
  whiteSpace: { xs: 'nowrap', sm: 'normal' },
  minWidth: 0,
} as const;

function Line({ label, session }: { label: string; session: ConferenceSession | null }) {
  const start = session ? formatTime(session.startTime) : '';
  const end = session ? formatTime(session.endTime) : '';
  return (
    <Typography component="p" variant="body2" data-testid="now-next-line" sx={{ m: 0, mt: { xs: 0.25, sm: 0.5 }, ...oneLineOnPhones }}>
      <Box component="span" sx={{ fontWeight: 700, flexShrink: 0 }}>
        {label}
      </Box>{' '}
      {session ? (
        <>
          <Box component="span" sx={shortenedOnPhones} lang={session.texts_in?.title}>
            {session.title}
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap', flexShrink: 0 }}>
            ({start} - {end})
          </Box>
        </>
      ) : (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          <Trans>Nothing</Trans>
        </Box>
      )}
    </Typography>
  );
}

/**
 * Wide screens: a card per room in a grid. Phones: one outlined list, a room to a row of three short lines, so that
 * every room fits on a screen or two (full cards stacked made a long scroll before the programme).
 */
const compactOnPhones = {
  display: 'grid',
  gap: { xs: 0, sm: 1.5 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
  borderWidth: { sm: 0 },
  bgcolor: { sm: 'transparent' },
  overflow: { xs: 'hidden', sm: 'visible' },
} as const;
const roomOnPhones = {
  p: { xs: 1, sm: 1.5 },
  minWidth: 0,
  borderWidth: { xs: 0, sm: '1px' },
  borderRadius: { xs: 0, sm: 1 },
  '&:not(:last-of-type)': { borderBottomWidth: '1px' },
} as const;

/** During the event: in each room, what runs now and what comes next; follows the minute and the live programme. */
export function NowNextPanel({ sessions, now }: Props) {
  const { t } = useLingui();
  const rooms = useMemo(() => nowAndNext(sessions, now), [sessions, now]);
  return (
    <Box component="section" aria-labelledby="now-next-heading" data-testid="now-next" sx={{ mb: 3 }}>
      <Typography id="now-next-heading" variant="h5" component="h2" sx={{ mb: 1.5 }}>
        <Trans>Now and next</Trans>
      </Typography>
      {rooms.length === 0 ? (
        <Typography color="text.secondary">
          <Trans>Nothing more is scheduled today.</Trans>
        </Typography>
      ) : (
        <Paper variant="outlined" sx={compactOnPhones}>
          {rooms.map(({ room, now: current, next }) => (
            <Paper key={room} variant="outlined" component="article" data-testid="now-next-room" data-room={room} sx={roomOnPhones}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {room === 'TBA' ? t`TBA` : room}
              </Typography>
              <Line label={t`Now:`} session={current} />
              <Line label={t`Next:`} session={next} />
            </Paper>
          ))}
        </Paper>
      )}
    </Box>
  );
}
