import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@/lib/api-errors';
import { formatTime } from '@/lib/format';
import { useMoveFollowingMutation } from '../api/room-delays-api';

/**
 * For organisers, when a room will not catch up: its sessions still to come today really move by the minutes it runs
 * late, as ordinary schedule changes (each undone in the schedule editor; in release mode they wait for a release).
 * Asked once more before it happens, since everyone who saved those sessions is told.
 */
export function MoveFollowing({ room, minutes }: { room: string; minutes: number }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  // Not the room's name: an id with a space would name two elements to aria-labelledby.
  const titleId = useId();
  const [move, { data, error, isLoading, reset }] = useMoveFollowingMutation();
  const moved = data?.moved.map((s) => `${s.title} ${formatTime(s.start_time)}`).join(', ');

  async function confirm() {
    setAsking(false);
    await move({ room, minutes }).catch(() => undefined);
  }

  return (
    <Box sx={{ mt: 1.5 }}>
      {minutes > 0 && (
        <Button
          variant="text"
          disabled={isLoading}
          onClick={() => {
            reset();
            setAsking(true);
          }}
        >
          {t`Move the following sessions ${minutes} min later`}
        </Button>
      )}
      {data && (
        <Alert severity="success" data-testid="moved-following">
          {data.draft ? t`Moved in the draft, for the next release: ${moved}.` : t`Moved: ${moved}. Undo them in the schedule editor if needed.`}
        </Alert>
      )}
      {error && <Alert severity="error">{errorMessage(error, t`The sessions were not moved. Try again.`)}</Alert>}
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t`Move the following sessions in ${room}?`}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t`The sessions still to come in ${room} today start ${minutes} minutes later in the schedule, and those who saved them are told. The room is then marked that much less late; if the schedule goes out in releases, the moves wait for the next one and the mark stays.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t`Cancel`}</Button>
          <Button variant="contained" onClick={() => void confirm()}>
            {t`Move them`}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
