import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AdminSession } from '../../api/schedule-admin-api';
import type { ScheduleCommand, StepDirection } from '../../api/schedule-history-api';
import { whereText } from './calendar-keys';

/** An undo or redo refused with 409: the session was changed since. Nothing was overwritten. */
export interface StepConflict {
  direction: StepDirection;
  command: ScheduleCommand;
  /** The server's reason, e.g. "'Keynote' was changed by someone else since your move". */
  detail: string;
  current: AdminSession;
}

interface Props {
  conflict: StepConflict;
  onKeepTheirs: () => void;
  onOverwrite: () => void;
  onDismiss: () => void;
}

const FIELDS = ['startTime', 'endTime', 'room', 'status'] as const;

/** Where the step would put the session: what the command changed, applied to the session as it is now. */
function stepWhere({ direction, command, current }: StepConflict): string {
  const target = direction === 'undo' ? command.before : command.after;
  const result = { startTime: current.startTime, endTime: current.endTime, room: current.room, status: current.status };
  for (const field of FIELDS) if (command.before[field] !== command.after[field]) Object.assign(result, { [field]: target[field] });
  return `${whereText(result.startTime, result.endTime, result.room)}${result.status === 'cancelled' ? ' (cancelled)' : ''}`;
}

/** Asks before an undo or redo overwrites someone else's later change: keep theirs, or overwrite it. */
export function UndoConflictDialog({ conflict, onKeepTheirs, onOverwrite, onDismiss }: Props) {
  const { current, direction } = conflict;
  const verb = direction === 'undo' ? 'Undo' : 'Redo';
  return (
    <Dialog open onClose={onDismiss} maxWidth="sm" fullWidth aria-labelledby="undo-conflict-title" aria-describedby="undo-conflict-text">
      <DialogTitle id="undo-conflict-title">{verb} would overwrite another change</DialogTitle>
      <DialogContent>
        <DialogContentText id="undo-conflict-text" sx={{ overflowWrap: 'anywhere' }}>
          {conflict.detail}. Nothing has been changed yet.
        </DialogContentText>
        <DialogContentText sx={{ mt: 2 }} data-testid="undo-conflict-current">
          <strong>Now:</strong> {whereText(current.startTime, current.endTime, current.room)}
          {current.status === 'cancelled' && ' (cancelled)'}
        </DialogContentText>
        <DialogContentText sx={{ mt: 1 }} data-testid="undo-conflict-mine">
          <strong>{verb} would make it:</strong> {stepWhere(conflict)}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onKeepTheirs} autoFocus>
          Keep theirs
        </Button>
        <Button onClick={onOverwrite} variant="contained">
          Overwrite their change
        </Button>
      </DialogActions>
    </Dialog>
  );
}
