import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-errors';
import type { ReviewerProposal } from '../api/types';
import { proposalStatusLabel } from '@/lib/proposal-status';
import { presentationTypeLabel } from '@/lib/presentation-type';
import { ReviewChips } from './review-chips';
import { Trans, useLingui } from '@lingui/react/macro';

interface ReviewQueueProps {
  proposals: ReviewerProposal[] | undefined;
  isLoading: boolean;
  error: unknown;
}

/** The reviewer's queue: each proposal's type, status, committee progress and whether this reviewer has scored it. */
export function ReviewQueue({ proposals, isLoading, error }: ReviewQueueProps) {
  const { t } = useLingui();
  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label={t`Loading the review queue`} />
      </Box>
    );
  }
  if (error && !proposals) return <Alert severity="error">{errorMessage(error, t`Failed to load the review queue`)}</Alert>;
  if (!proposals || proposals.length === 0) {
    return (
      <Typography color="text.secondary">
        <Trans>No proposals are waiting for your review.</Trans>
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={t`Proposals to review`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {proposals.map((p) => {
        const type = presentationTypeLabel(p.presentation_type);
        const status = proposalStatusLabel(p.status);
        const done = p.reviews_done;
        const assigned = p.reviewers_assigned;
        return (
          <Box component="li" key={p.id} sx={{ py: 2, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}>
            <Typography variant="h6" component="h3" sx={{ fontSize: '1.1rem' }}>
              <Link component={RouterLink} to={`/review/${p.id}`} underline="hover">
                {p.title}
              </Link>
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <ReviewChips reviewed={!!p.my_review} assigned={p.assigned} />
              <Typography variant="body2" color="text.secondary">
                <Trans>
                  {type} · {status} · Reviews {done} / {assigned}
                </Trans>
              </Typography>
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
