import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { whereText } from '../model/calendar-keys';
import { Trans, useLingui } from '@lingui/react/macro';

interface Props {
  /** Prefix of the dialog's element ids (`-title`, `-text`). */
  name: string;
  /** Prefix of the test ids of the two slots (`-current`, `-mine`). */
  testIdPrefix: string;
  title: string;
  explanation: ReactNode;
  /** The session as someone else left it. */
  current: { startTime: string; endTime: string; room: string; status: string };
  /** What the organiser's own change would make it, e.g. label 'Your move', text 'Tuesday, …, Room 1'. */
  mine: { label: string; text: string };
  overwriteLabel: string;
  onKeepTheirs: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}

/**
 * An edit refused with 409 because someone else changed the session first: nothing was overwritten. Shows the
 * session as it is now beside what the organiser's change would make it, and lets them keep theirs or overwrite it.
 */
export function KeepOrOverwriteDialog({ name, testIdPrefix, title, explanation, current, mine, overwriteLabel, onKeepTheirs, onOverwrite, onClose }: Props) {
  const { t } = useLingui();
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={`${name}-title`} aria-describedby={`${name}-text`}>
      <DialogTitle id={`${name}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${name}-text`} sx={{ overflowWrap: 'anywhere' }}>
          {explanation}
        </DialogContentText>
        <DialogContentText sx={{ mt: 2 }} data-testid={`${testIdPrefix}-current`}>
          <strong>
            <Trans>Now:</Trans>
          </strong>{' '}
          {whereText(current.startTime, current.endTime, current.room)}
          {current.status === 'cancelled' && ` ${t`(cancelled)`}`}
        </DialogContentText>
        <DialogContentText sx={{ mt: 1 }} data-testid={`${testIdPrefix}-mine`}>
          <strong>{mine.label}:</strong> {mine.text}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onKeepTheirs} autoFocus>
          <Trans>Keep theirs</Trans>
        </Button>
        <Button onClick={onOverwrite} variant="contained">
          {overwriteLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
