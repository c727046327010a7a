import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { errorMessage, httpStatus } from '@/lib/api-errors';
import { useCurrentUser } from '@/lib/session';
import { useGetReviewProposalQuery, useGetReviewStateQuery } from '../api/review-api';
import type { ReviewerProposalDetail } from '../api/types';
import { proposalStatusLabel } from '@/lib/proposal-status';
import { presentationTypeLabel } from '@/lib/presentation-type';
import { ReviewChips } from './review-chips';
import { ConflictButton } from './conflict-button';
import { OtherReviews } from './other-reviews';
import { ReviewForm } from './review-form';
import { Trans, useLingui } from '@lingui/react/macro';

function BackLink() {
  return (
    <Link component={RouterLink} to="/review" sx={{ display: 'inline-block', mb: 2, fontWeight: 600 }}>
      <Trans>Back to the review queue</Trans>
    </Link>
  );
}

/** /review/:id: one proposal as the reviewer may see it, their scoring form and, once they reviewed, the others' reviews. */
export function ReviewProposalPage() {
  const user = useCurrentUser();
  const { t } = useLingui();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const state = useGetReviewStateQuery(user ? user.id : skipToken);
  // While a conflict is being declared the page shows what it had and stops following the proposal: the declaration
  // refetches 'Review', and a proposal that left this reviewer's queue would answer 404.
  const [frozen, setFrozen] = useState<ReviewerProposalDetail | null>(null);
  const proposal = useGetReviewProposalQuery(valid && !frozen ? id : skipToken);
  const p = frozen ?? proposal.data;

  if (!valid || (proposal.error && !p)) {
    const message =
      !valid || httpStatus(proposal.error) === 404
        ? t`This proposal is not in your review queue.`
        : errorMessage(proposal.error, t`Failed to load the proposal`);
    return (
      <PageContainer>
        <BackLink />
        <Alert severity="error">{message}</Alert>
      </PageContainer>
    );
  }
  if (!p || !state.data) {
    return (
      <PageContainer>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t`Loading the proposal`} />
        </Box>
      </PageContainer>
    );
  }

  const type = presentationTypeLabel(p.presentation_type);
  const status = proposalStatusLabel(p.status);
  const done = p.reviews_done;
  const assigned = p.reviewers_assigned;
  return (
    <PageContainer>
      <BackLink />
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main', mb: 1 }}>
        {p.title}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
        <ReviewChips reviewed={!!p.my_review} assigned={p.assigned} />
        <Typography variant="body2" color="text.secondary">
          <Trans>
            {type} · {status} · Reviews {done} / {assigned}
          </Trans>
        </Typography>
      </Stack>
      {p.identity_warning && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {p.identity_warning}
        </Alert>
      )}
      <Paper component="section" aria-labelledby="abstract-heading" variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Typography id="abstract-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
          <Trans>Abstract</Trans>
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{p.abstract}</Typography>
        {p.proposer && (
          <Box sx={{ mt: 3 }}>
            <Typography variant="h6" component="h3">
              <Trans>Proposer</Trans>
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{[p.proposer.name, p.proposer.position, p.proposer.organization].filter(Boolean).join(' · ')}</Typography>
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
              {p.proposer.bio}
            </Typography>
          </Box>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <ReviewForm key={p.id} proposalId={p.id} criteria={state.data.criteria} phase={state.data.phase} review={p.my_review} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <OtherReviews reviews={p.others} />
      </Paper>
      {!p.my_review && <ConflictButton proposalId={p.id} title={p.title} onDeclaring={(busy) => setFrozen(busy ? p : null)} />}
    </PageContainer>
  );
}
