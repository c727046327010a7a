import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Trans, useLingui } from '@lingui/react/macro';

interface ResetCalendarDialogProps {
  open: boolean;
  resetting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Rotating the secret breaks every calendar subscribed with the old link, the phone's page it opened and the apps that
 * read its JSON, so it is confirmed first.
 */
export function ResetCalendarDialog({ open, resetting, onCancel, onConfirm }: ResetCalendarDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="reset-calendar-title" aria-describedby="reset-calendar-text">
      <DialogTitle id="reset-calendar-title">
        <Trans>Reset your personal link?</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="reset-calendar-text">
          <Trans>
            The current link stops working at once, everywhere: calendars subscribed with it no longer update, and the page it opened on your phone and
            conference apps reading it get nothing more. Subscribe and scan again with the new link.
          </Trans>
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={resetting}>
          {resetting ? t`Resetting...` : t`Reset link`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
