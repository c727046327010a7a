import { intendedWhere } from '../model/calendar-keys';
import { KeepOrOverwriteDialog } from './keep-or-overwrite-dialog';
import type { StaleMove } from '../hooks/use-session-mover';
import { Trans, useLingui } from '@lingui/react/macro';

interface Props {
  stale: StaleMove;
  onKeepTheirs: () => void;
  onApplyAgain: () => void;
}

/** A move refused with 409: nothing was overwritten. Show what the session is now and let the organiser choose. */
export function MoveConflictDialog({ stale, onKeepTheirs, onApplyAgain }: Props) {
  const { current, mine, change } = stale;
  const { t } = useLingui();
  const title = current.title;
  return (
    <KeepOrOverwriteDialog
      name="move-conflict"
      testIdPrefix="conflict"
      title={t`This session was changed by someone else`}
      explanation={<Trans>&apos;&apos;{title}&apos;&apos; changed before your move arrived, so your move was not saved.</Trans>}
      current={current}
      mine={{ label: t`Your move`, text: intendedWhere(mine, change) }}
      overwriteLabel={t`Apply my move again`}
      onKeepTheirs={onKeepTheirs}
      onOverwrite={onApplyAgain}
      onClose={onKeepTheirs}
    />
  );
}
