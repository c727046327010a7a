import Alert from '@mui/material/Alert';
import type { ReviewState } from '../api/types';
import { phaseMessage } from '../lib/review-form';
import { useLingui } from '@lingui/react/macro';

/** The committee's phase, and whether review is anonymised and open to unassigned proposals. */
export function PhaseBanner({ state }: { state: ReviewState }) {
  const { t } = useLingui();
  const { severity, text } = phaseMessage(state.phase);
  const notes = [state.anonymised ? t`Proposers are anonymised.` : t`Proposers are named.`];
  if (state.open_review) notes.push(t`Open review: you may also review proposals not assigned to you.`);
  return (
    <Alert severity={severity} role="status" sx={{ mb: 3 }}>
      <strong>{text}</strong> {notes.join(' ')}
    </Alert>
  );
}
