import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Trans } from '@lingui/react/macro';
import type { ConferenceSession } from '@/types/api';

/** The room's key as the venue page names it (the server's room-key: trimmed, lower-cased). */
export const roomKey = (room: string) => room.trim().toLowerCase();

/**
 * Where to watch a session (its room's stream, its recording once published), whether it is recorded, and its room
 * on the venue map (issue 47). Nothing when none of it applies.
 */
export function SessionMedia({ session }: { session: ConferenceSession }) {
  const cancelled = session.status === 'cancelled';
  const room = session.room;
  const stream = !cancelled && session.stream_url;
  const recording = !cancelled && session.recording_url;
  const notRecorded = !cancelled && !session.recording_url && session.recording_optout;
  if (!stream && !recording && !notRecorded && !session.on_map) return null;
  return (
    <Box sx={{ mt: 2.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-testid="session-media">
      {stream && (
        <Button variant="contained" href={stream} target="_blank" rel="noopener noreferrer" startIcon={<LiveTvIcon aria-hidden />}>
          <Trans>Watch the stream</Trans>
        </Button>
      )}
      {recording && (
        <Button variant="outlined" href={recording} target="_blank" rel="noopener noreferrer" startIcon={<PlayCircleIcon aria-hidden />}>
          <Trans>Watch the recording</Trans>
        </Button>
      )}
      {session.on_map && (
        <Button component={RouterLink} to={`/venue?room=${encodeURIComponent(roomKey(session.room))}`} startIcon={<MapOutlinedIcon aria-hidden />}>
          <Trans>{room} on the map</Trans>
        </Button>
      )}
      {notRecorded && (
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          <Trans>This session is not recorded.</Trans>
        </Typography>
      )}
    </Box>
  );
}
