import Alert from '@mui/material/Alert';
import { useGetSiteFlagsQuery } from '@/lib/public/public-api';
import type { Proposal } from '../api/types';

const TEXT = {
  review: 'The programme committee is reviewing the proposals. You will hear of each decision here and by mail.',
  decision: 'The programme committee is making its decisions. You will hear of each one here and by mail.',
} as const;

/** Where the committee's review stands, for a speaker still waiting on a decision (live with the public settings). */
export function ReviewPhaseNotice({ proposals = [] }: { proposals?: Proposal[] }) {
  const { data } = useGetSiteFlagsQuery();
  const phase = data?.review_phase;
  if (phase !== 'review' && phase !== 'decision') return null;
  if (!proposals.some((p) => p.status === 'pending')) return null;
  return (
    <Alert severity="info" sx={{ mt: 3 }} data-testid="review-phase-notice">
      {TEXT[phase]}
    </Alert>
  );
}
