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

function Line({ label, session }: { label: string; session: ConferenceSession | null }) {
  const start = session ? formatTime(session.startTime) : '';
  const end = session ? formatTime(session.endTime) : '';
  return (
    <Box component="p" sx={{ m: 0, mt: 0.5 }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>{' '}
      {session ? (
        <Typography component="span" variant="body2">
          {session.title}{' '}
          <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            ({start} - {end})
          </Box>
        </Typography>
      ) : (
        <Typography component="span" variant="body2" color="text.secondary">
          <Trans>Nothing</Trans>
        </Typography>
      )}
    </Box>
  );
}

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
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' } }}>
          {rooms.map(({ room, now: current, next }) => (
            <Paper key={room} variant="outlined" component="article" data-testid="now-next-room" data-room={room} sx={{ p: 1.5 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {room === 'TBA' ? t`TBA` : room}
              </Typography>
              <Line label={t`Now:`} session={current} />
              <Line label={t`Next:`} session={next} />
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
