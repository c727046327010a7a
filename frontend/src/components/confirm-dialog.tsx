import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { Trans } from '@lingui/react/macro';

interface ConfirmDialogProps {
  open?: boolean;
  title: ReactNode;
  /** What confirming does, and what it cannot take back. */
  text: ReactNode;
  /** The confirming button's label, and its label while the action runs. */
  confirm: ReactNode;
  confirming?: ReactNode;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before something that cannot be taken back (deleting, removing someone, ending a ticket or a link). Cancel has
 * the focus, so Enter does nothing by accident; while the action runs the dialog stays and its buttons wait.
 */
export function ConfirmDialog({ open = true, title, text, confirm, confirming, busy = false, onCancel, onConfirm }: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ overflowWrap: 'anywhere' }}>
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {busy && confirming ? confirming : confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
