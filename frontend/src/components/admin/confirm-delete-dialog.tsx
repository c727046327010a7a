import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../confirm-dialog';

interface Props {
  /** 'speaker', 'news item': named in the title. */
  what: string;
  name: string;
  /** What else deleting it does, told before 'This cannot be undone.' */
  consequence?: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before anything is deleted. */
export function ConfirmDeleteDialog({ what, name, consequence, busy = false, onCancel, onConfirm }: Props) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      title={t`Delete ${what}?`}
      text={
        <>
          {t`Delete ${name}?`} {consequence ? `${consequence} ` : ''}
          {t`This cannot be undone.`}
        </>
      }
      confirm={<Trans>Delete</Trans>}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
