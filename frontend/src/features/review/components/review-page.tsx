import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { selectToken, useCurrentUser } from '@/lib/session';
import { useGetReviewQueueQuery, useGetReviewStateQuery } from '../api/review-api';
import { downloadWithToken } from '@/lib/download';
import { CommitteeProgress } from './committee-progress';
import { PhaseBanner } from './phase-banner';
import { ReviewQueue } from './review-queue';
import { Trans, useLingui } from '@lingui/react/macro';

/** /review: the programme committee member's phase, queue and the committee's progress. */
export function ReviewPage() {
  const user = useCurrentUser();
  const token = useSelector(selectToken);
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const state = useGetReviewStateQuery(user ? user.id : skipToken);
  const queue = useGetReviewQueueQuery(user ? user.id : skipToken);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { t } = useLingui();

  return (
    <PageContainer>
      <PageHeader title={t`Review`} subtitle={t`Score the proposals assigned to you. Proposers stay anonymous while review is anonymised.`} />
      {notice && (
        <Alert role="status" severity="success" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {state.data && <PhaseBanner state={state.data} />}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper component="section" aria-labelledby="queue-heading" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
              <Typography id="queue-heading" variant="h5" component="h2">
                <Trans>Your queue</Trans>
              </Typography>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                onClick={() => {
                  setDownloadError(null);
                  downloadWithToken('/api/review/reviews.csv', token, 'my-reviews.csv').catch((e: Error) => setDownloadError(e.message));
                }}
              >
                <Trans>My reviews (CSV)</Trans>
              </Button>
            </Box>
            {downloadError && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {downloadError}
              </Alert>
            )}
            <ReviewQueue proposals={queue.data} isLoading={queue.isLoading} error={queue.error} />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper component="section" aria-labelledby="committee-heading" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="committee-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
              <Trans>Committee progress</Trans>
            </Typography>
            {state.data && <CommitteeProgress committee={state.data.committee} />}
            {state.error && !state.data && (
              <Alert severity="error">
                <Trans>Failed to load the committee's progress</Trans>
              </Alert>
            )}
          </Paper>
        </Grid>
      </Grid>
    </PageContainer>
  );
}
