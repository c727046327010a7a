import Alert from '@mui/material/Alert';
import { useGetSiteFlagsQuery } from '@/lib/public/public-api';
import type { Proposal } from '../api/types';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

const TEXT: Record<'review' | 'decision', MessageDescriptor> = {
  review: msg`The programme committee is reviewing the proposals. You will hear of each decision here and by mail.`,
  decision: msg`The programme committee is making its decisions. You will hear of each one here and by mail.`,
};

/** Where the committee's review stands, for a speaker still waiting on a decision (live with the public settings). */
export function ReviewPhaseNotice({ proposals = [] }: { proposals?: Proposal[] }) {
  const { data } = useGetSiteFlagsQuery();
  const { i18n } = useLingui();
  const phase = data?.review_phase;
  if (phase !== 'review' && phase !== 'decision') return null;
  if (!proposals.some((p) => p.status === 'pending')) return null;
  return (
    <Alert severity="info" sx={{ mt: 3 }} data-testid="review-phase-notice">
      {i18n._(TEXT[phase])}
    </Alert>
  );
}
