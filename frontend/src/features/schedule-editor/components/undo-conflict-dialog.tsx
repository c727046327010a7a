import type { AdminSession } from '../api/schedule-admin-api';
import type { ScheduleCommand, StepDirection } from '../api/schedule-history-api';
import { whereText } from '../model/calendar-keys';
import { KeepOrOverwriteDialog } from './keep-or-overwrite-dialog';
import { t } from '@lingui/core/macro';

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
  const where = whereText(result.startTime, result.endTime, result.room);
  return result.status === 'cancelled' ? t`${where} (cancelled)` : where;
}

/** Asks before an undo or redo overwrites someone else's later change: keep theirs, or overwrite it. */
export function UndoConflictDialog({ conflict, onKeepTheirs, onOverwrite, onDismiss }: Props) {
  const undo = conflict.direction === 'undo';
  const detail = conflict.detail;
  return (
    <KeepOrOverwriteDialog
      name="undo-conflict"
      testIdPrefix="undo-conflict"
      title={undo ? t`Undo would overwrite another change` : t`Redo would overwrite another change`}
      explanation={t`${detail}. Nothing has been changed yet.`}
      current={conflict.current}
      mine={{ label: undo ? t`Undo would make it` : t`Redo would make it`, text: stepWhere(conflict) }}
      overwriteLabel={t`Overwrite their change`}
      onKeepTheirs={onKeepTheirs}
      onOverwrite={onOverwrite}
      onClose={onDismiss}
    />
  );
}
