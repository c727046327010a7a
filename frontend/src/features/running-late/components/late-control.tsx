import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/lib/api-errors';
import { delayOf } from '@/lib/public/room-delay';
import { useGetPublicRoomsQuery } from '@/lib/public/rooms-api';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@/lib/session';
import { useGetMarkableRoomsQuery, useMarkRoomLateMutation } from '../api/room-delays-api';
import { MoveFollowing } from './move-following';

/** The most a room can be marked late (the server's limit). */
const MAX_MINUTES = 180;

/** One room: how late it runs, the three taps (+5, +10, on time), and for organisers moving what follows. */
function RoomControl({ room, minutes, organiser }: { room: string; minutes: number; organiser: boolean }) {
  const { t } = useLingui();
  // Not the room's name: an id with a space would name two elements to aria-labelledby.
  const headingId = useId();
  const [mark, { isLoading, error }] = useMarkRoomLateMutation();
  const set = (next: number) => void mark({ room, minutes: Math.min(next, MAX_MINUTES) });
  // At least as wide as its label: on a narrow phone or with wider text spacing (WCAG 1.4.10, 1.4.12) the label ran
  // out of its button and past the screen ("Pünktlich"); the row wraps instead, a button taking the next line.
  const big = { minHeight: 64, fontSize: '1.25rem', fontWeight: 700, flex: 1, minWidth: 'max-content' } as const;
  return (
    <Paper component="section" variant="outlined" data-testid="late-room" data-room={room} aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {room}
      </Typography>
      <Typography role="status" data-testid="late-status" sx={{ mb: 1.5, fontWeight: minutes ? 700 : 400, color: minutes ? 'warning.dark' : 'text.secondary' }}>
        {minutes ? t`Running ${minutes} min late` : t`On time`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          sx={big}
          disabled={isLoading || minutes >= MAX_MINUTES}
          onClick={() => set(minutes + 5)}
          aria-label={t`${room}: 5 minutes later`}
        >
          +5
        </Button>
        <Button
          variant="contained"
          sx={big}
          disabled={isLoading || minutes >= MAX_MINUTES}
          onClick={() => set(minutes + 10)}
          aria-label={t`${room}: 10 minutes later`}
        >
          +10
        </Button>
        <Button variant="outlined" sx={big} disabled={isLoading || minutes === 0} onClick={() => set(0)} aria-label={t`${room}: on time`}>
          <Trans>On time</Trans>
        </Button>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {errorMessage(error, t`The mark was not saved. Try again.`)}
        </Alert>
      )}
      {organiser && <MoveFollowing room={room} minutes={minutes} />}
    </Paper>
  );
}

/**
 * /late (issue 47): running late from a phone, one tap each. Organisers see every room of today, a host the rooms of
 * their sessions; what each room shows is the public record, so a mark from another phone appears here too.
 */
export function LateControl() {
  const { data, isLoading, error } = useGetMarkableRoomsQuery();
  const { data: live } = useGetPublicRoomsQuery();
  const { t } = useLingui();
  const organiser = useCurrentUser()?.role === 'admin';
  const now = new Date();
  return (
    // In the page's container like every other page: without it the text and the rooms touched the screen's edges.
    <PageContainer>
      <Box sx={{ maxWidth: 560, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h4" component="h1">
          <Trans>Running late</Trans>
        </Typography>
        <Typography color="text.secondary">
          <Trans>
            Tell everyone a room runs late today: the screens, the schedule and those who saved its sessions see it at once. It clears itself at the end of the
            day.
          </Trans>
        </Typography>
        {isLoading && (
          <Typography>
            <Trans>Loading rooms…</Trans>
          </Typography>
        )}
        {error && <Alert severity="error">{errorMessage(error, t`The rooms could not be loaded.`)}</Alert>}
        {data && data.rooms.length === 0 && (
          <Typography>
            <Trans>You host no session today, so there is no room for you to mark.</Trans>
          </Typography>
        )}
        {data?.rooms.map((r) => (
          <RoomControl key={r.room} room={r.room} minutes={live ? delayOf(live.rooms, r.room, now) : r.delay_minutes} organiser={organiser} />
        ))}
      </Box>
    </PageContainer>
  );
}
