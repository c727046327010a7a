import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface Props {
  /** 'speaker', 'sponsor': named in the title. */
  what: string;
  name: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before anything is deleted; Cancel has the focus, so Enter does not delete by accident. */
export function ConfirmDeleteDialog({ what, name, busy = false, onCancel, onConfirm }: Props) {
  const title = `Delete ${what}?`;
  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="confirm-delete-title" aria-describedby="confirm-delete-text">
      <DialogTitle id="confirm-delete-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-text" sx={{ overflowWrap: 'anywhere' }}>
          Delete {name}? This cannot be undone.
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
