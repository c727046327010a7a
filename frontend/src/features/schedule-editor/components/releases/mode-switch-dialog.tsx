import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ScheduleMode } from '../../api/schedule-releases-admin-api';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';

interface Props {
  to: ScheduleMode;
  /** Unreleased changes that switching to live mode publishes. */
  unreleased: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Explains the other mode before switching to it; Cancel has the focus. */
export function ModeSwitchDialog({ to, unreleased, busy, onCancel, onConfirm }: Props) {
  const title = to === 'release' ? t`Switch to release mode?` : t`Switch to live mode?`;
  const text =
    to === 'release'
      ? t`In release mode your schedule edits stay in a draft that only organisers see. Visitors and attendees keep the programme as it is now (saved as the first release) until you press Release: then your changes go public at once, and attendees who saved a changed session are told.`
      : `${t`In live mode every schedule edit is public at once, and attendees who saved a session are told when it changes.`} ${
          unreleased
            ? plural(unreleased, {
                one: 'The # unreleased change will be published now, as a release.',
                other: 'The # unreleased changes will be published now, as a release.',
              })
            : t`There are no unreleased changes.`
        }`;
  return (
    <Dialog open onClose={busy ? undefined : onCancel} maxWidth="sm" fullWidth aria-labelledby="mode-switch-title" aria-describedby="mode-switch-text">
      <DialogTitle id="mode-switch-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="mode-switch-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={onConfirm} variant="contained" disabled={busy}>
          {to === 'release' ? t`Switch to release mode` : t`Switch to live mode`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
