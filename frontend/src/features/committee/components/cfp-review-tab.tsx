import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { PageSpinner } from '@/components/page-spinner';
import { errorMessage } from '@/lib/api-errors';
import { useAdminNotice } from '@/components/admin/admin-notice';
import { useGetSubmissionsQuery, useReviewSubmissionMutation, type Proposal, type ReviewDecision } from '@/lib/admin/cfp-admin-api';
import { ReviewDialog } from './review-dialog';
import { SubmissionCard } from './submission-card';

/**
 * The 'Call for Speakers' tab: every submission, newest first, kept current over the socket. 'Schedule Session' opens
 * the Schedule tab with the session form prefilled from the proposal.
 */
export function CfpReviewTab() {
  const { data, isLoading, isFetching, error, refetch } = useGetSubmissionsQuery();
  const [review] = useReviewSubmissionMutation();
  const [reviewing, setReviewing] = useState<{ proposal: Proposal; decision: ReviewDecision } | null>(null);
  const notice = useAdminNotice();
  const navigate = useNavigate();

  async function decide(proposal: Proposal, decision: ReviewDecision, notes: string) {
    setReviewing(null);
    try {
      await review({ id: proposal.id, status: decision, ...(notes ? { notes } : {}) }).unwrap();
      notice.succeed(`'${proposal.title}' ${decision === 'accepted' ? 'accepted' : 'rejected'}.`);
    } catch (err) {
      notice.fail('Failed to review submission', err);
    }
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h2">
          Call for Speakers
        </Typography>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>
          Refresh
        </Button>
      </Stack>
      {isLoading ? (
        <PageSpinner label="Loading submissions" />
      ) : error && !data ? (
        <Alert severity="error">{errorMessage(error, 'Failed to load submissions.')}</Alert>
      ) : !data?.length ? (
        <Typography color="text.secondary">No submissions yet. Proposals sent through the call for speakers appear here.</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {data.length} {data.length === 1 ? 'submission' : 'submissions'}
          </Typography>
          {data.map((proposal) => (
            <SubmissionCard
              key={proposal.id}
              proposal={proposal}
              onReview={(p, decision) => setReviewing({ proposal: p, decision })}
              onSchedule={(p) => navigate(`/admin?tab=schedule&proposal=${p.id}`)}
            />
          ))}
        </>
      )}
      {reviewing && (
        <ReviewDialog
          proposal={reviewing.proposal}
          decision={reviewing.decision}
          onCancel={() => setReviewing(null)}
          onConfirm={(notes) => void decide(reviewing.proposal, reviewing.decision, notes)}
        />
      )}
      {notice.element}
    </Stack>
  );
}
