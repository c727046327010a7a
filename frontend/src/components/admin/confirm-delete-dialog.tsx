import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Trans, useLingui } from '@lingui/react/macro';

interface Props {
  /** 'speaker', 'news item': named in the title. */
  what: string;
  name: string;
  /** What else deleting it does, told before 'This cannot be undone.' */
  consequence?: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before anything is deleted; Cancel has the focus, so Enter does not delete by accident. */
export function ConfirmDeleteDialog({ what, name, consequence, busy = false, onCancel, onConfirm }: Props) {
  const { t } = useLingui();
  const title = t`Delete ${what}?`;
  return (
    <Dialog open onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth aria-labelledby="confirm-delete-title" aria-describedby="confirm-delete-text">
      <DialogTitle id="confirm-delete-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-text" sx={{ overflowWrap: 'anywhere' }}>
          {t`Delete ${name}?`} {consequence ? `${consequence} ` : ''}
          {t`This cannot be undone.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          <Trans>Delete</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
