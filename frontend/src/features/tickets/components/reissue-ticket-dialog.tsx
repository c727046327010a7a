import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface ReissueTicketDialogProps {
  open: boolean;
  reissuing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A new ticket ends the old one everywhere (a printout, the mail, a screenshot), so it is confirmed first. */
export function ReissueTicketDialog({ open, reissuing, onCancel, onConfirm }: ReissueTicketDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={<Trans>Get a new ticket?</Trans>}
      text={
        <Trans>
          Your current ticket stops working at once: its QR code in the payment mail, on a printout or in a screenshot no longer opens the door. Do this if
          someone else may have it.
        </Trans>
      }
      confirm={<Trans>Get a new ticket</Trans>}
      confirming={<Trans>Getting a new ticket...</Trans>}
      busy={reissuing}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
