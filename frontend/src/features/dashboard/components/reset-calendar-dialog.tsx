import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/confirm-dialog';

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
  return (
    <ConfirmDialog
      open={open}
      title={<Trans>Reset your personal link?</Trans>}
      text={
        <Trans>
          The current link stops working at once, everywhere: calendars subscribed with it no longer update, and the page it opened on your phone and conference
          apps reading it get nothing more. Subscribe and scan again with the new link.
        </Trans>
      }
      confirm={<Trans>Reset link</Trans>}
      confirming={<Trans>Resetting...</Trans>}
      busy={resetting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
