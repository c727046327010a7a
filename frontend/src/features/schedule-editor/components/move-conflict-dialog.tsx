import { intendedWhere } from '../model/calendar-keys';
import { KeepOrOverwriteDialog } from './keep-or-overwrite-dialog';
import type { StaleMove } from '../hooks/use-session-mover';

interface Props {
  stale: StaleMove;
  onKeepTheirs: () => void;
  onApplyAgain: () => void;
}

/** A move refused with 409: nothing was overwritten. Show what the session is now and let the organiser choose. */
export function MoveConflictDialog({ stale, onKeepTheirs, onApplyAgain }: Props) {
  const { current, mine, change } = stale;
  return (
    <KeepOrOverwriteDialog
      name="move-conflict"
      testIdPrefix="conflict"
      title="This session was changed by someone else"
      explanation={<>&apos;{current.title}&apos; changed before your move arrived, so your move was not saved.</>}
      current={current}
      mine={{ label: 'Your move', text: intendedWhere(mine, change) }}
      overwriteLabel="Apply my move again"
      onKeepTheirs={onKeepTheirs}
      onOverwrite={onApplyAgain}
      onClose={onKeepTheirs}
    />
  );
}
