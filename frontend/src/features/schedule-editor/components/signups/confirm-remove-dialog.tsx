import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Trans, useLingui } from '@lingui/react/macro';

interface Props {
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before someone is taken off a session; Cancel has the focus, so Enter removes nobody by accident. */
export function ConfirmRemoveDialog({ name, busy, onCancel, onConfirm }: Props) {
  const { t } = useLingui();
  return (
    <Dialog open onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth aria-labelledby="confirm-remove-title" aria-describedby="confirm-remove-text">
      <DialogTitle id="confirm-remove-title">{t`Remove ${name}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-remove-text" sx={{ overflowWrap: 'anywhere' }}>
          <Trans>{name} loses their seat or place in line. A seat freed goes to the first in line, who is told at once.</Trans>
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          <Trans>Remove</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
