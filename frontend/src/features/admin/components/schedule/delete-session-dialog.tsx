import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AdminSession } from '../../api/schedule-admin-api';

interface Props {
  session: AdminSession;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a session is deleted; Cancel has the focus, so Enter does not delete by accident. */
export function DeleteSessionDialog({ session, busy, onCancel, onConfirm }: Props) {
  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="delete-session-title" aria-describedby="delete-session-text">
      <DialogTitle id="delete-session-title">Delete session?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-session-text" sx={{ overflowWrap: 'anywhere' }}>
          Delete &apos;{session.title}&apos;? Attendees who saved it lose it from their schedules. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
