import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { intendedWhere, whereText } from './calendar-keys';
import type { StaleMove } from './use-session-mover';

interface Props {
  stale: StaleMove;
  onKeepTheirs: () => void;
  onApplyAgain: () => void;
}

/** A move refused with 409: nothing was overwritten. Show what the session is now and let the organiser choose. */
export function MoveConflictDialog({ stale, onKeepTheirs, onApplyAgain }: Props) {
  const { current, mine, change } = stale;
  return (
    <Dialog open onClose={onKeepTheirs} maxWidth="sm" fullWidth aria-labelledby="move-conflict-title" aria-describedby="move-conflict-text">
      <DialogTitle id="move-conflict-title">This session was changed by someone else</DialogTitle>
      <DialogContent>
        <DialogContentText id="move-conflict-text" sx={{ overflowWrap: 'anywhere' }}>
          &apos;{current.title}&apos; changed before your move arrived, so your move was not saved.
        </DialogContentText>
        <DialogContentText sx={{ mt: 2 }} data-testid="conflict-current">
          <strong>Now:</strong> {whereText(current.startTime, current.endTime, current.room)}
          {current.status === 'cancelled' && ' (cancelled)'}
        </DialogContentText>
        <DialogContentText sx={{ mt: 1 }} data-testid="conflict-mine">
          <strong>Your move:</strong> {intendedWhere(mine, change)}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onKeepTheirs} autoFocus>
          Keep theirs
        </Button>
        <Button onClick={onApplyAgain} variant="contained">
          Apply my move again
        </Button>
      </DialogActions>
    </Dialog>
  );
}
