import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../../components/confirm-dialog';

interface Props {
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before someone is taken off a session. */
export function ConfirmRemoveDialog({ name, busy, onCancel, onConfirm }: Props) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      title={t`Remove ${name}?`}
      text={<Trans>{name} loses their seat or place in line. A seat freed goes to the first in line, who is told at once.</Trans>}
      confirm={<Trans>Remove</Trans>}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
