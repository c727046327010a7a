import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Trans, useLingui } from '@lingui/react/macro';

interface ReissueTicketDialogProps {
  open: boolean;
  reissuing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A new ticket ends the old one everywhere (a printout, the mail, a screenshot), so it is confirmed first. */
export function ReissueTicketDialog({ open, reissuing, onCancel, onConfirm }: ReissueTicketDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="reissue-ticket-title" aria-describedby="reissue-ticket-text">
      <DialogTitle id="reissue-ticket-title">
        <Trans>Get a new ticket?</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="reissue-ticket-text">
          <Trans>
            Your current ticket stops working at once: its QR code in the payment mail, on a printout or in a screenshot no longer opens the door. Do this if
            someone else may have it.
          </Trans>
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={reissuing}>
          {reissuing ? t`Getting a new ticket...` : t`Get a new ticket`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
