import { useState, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { PageContainer } from '@/components/page-container';
import { useGetSpeakerProfileQuery } from '../api/speaker-api';
import { useMyPresentations } from '../hooks/use-my-presentations';
import { proposalFromProfile } from '../lib/proposal-form';
import { AreaCards } from './area-cards';
import { AvailabilitySection } from './availability-section';
import { FeedbackSection } from './feedback-section';
import { OverviewCounters } from './overview-counters';
import { PhotoPanel } from './photo-panel';
import { PresentationList } from './presentation-list';
import { ProfileSection } from './profile-section';
import { ProposalDialog } from './proposal-dialog';
import { ReviewPhaseNotice } from './review-phase-notice';
import { SpeakerBanner } from './speaker-banner';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * /speaker (spec section 2): banner, area cards, photo, quick overview, own presentations and a new proposal.
 * `ticket`: the speaker's ticket to the event, another feature's card, which the app puts at the end.
 */
export function SpeakerPage({ ticket }: { ticket?: ReactNode }) {
  const { user, proposals, isLoading, error } = useMyPresentations();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const { t } = useLingui();
  const name = user?.full_name?.trim() || t`Speaker`;
  const profile = useGetSpeakerProfileQuery(user ? user.id : skipToken);
  const proposalStart = proposalFromProfile(profile.data);

  return (
    <PageContainer>
      <SpeakerBanner name={name} />
      <AreaCards />
      <ReviewPhaseNotice proposals={proposals} />
      <Grid container spacing={3} sx={{ mt: 3 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <PhotoPanel name={name} onUploaded={() => void profile.refetch()} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <OverviewCounters proposals={proposals} />
        </Grid>
      </Grid>
      {user && <ProfileSection userId={user.id} />}
      <Paper component="section" aria-labelledby="presentations-heading" variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography id="presentations-heading" variant="h5" component="h2">
            <Trans>My Presentations</Trans>
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialogOpen(true)}>
            <Trans>Submit New Proposal</Trans>
          </Button>
        </Box>
        {submitted && (
          <Alert severity="success" role="status" onClose={() => setSubmitted(null)} sx={{ my: 1 }}>
            <Trans>Your proposal ''{submitted}'' was submitted.</Trans>
          </Alert>
        )}
        <PresentationList proposals={proposals} isLoading={isLoading} error={error} />
      </Paper>
      {user?.role === 'speaker' && <AvailabilitySection userId={user.id} />}
      {user?.role === 'speaker' && <FeedbackSection userId={user.id} />}
      {ticket && <Box sx={{ mt: 3 }}>{ticket}</Box>}
      <ProposalDialog
        // The profile's name, bio and organisation start every new proposal.
        start={proposalStart}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onSubmitted={(title) => {
          setDialogOpen(false);
          setSubmitted(title);
        }}
      />
    </PageContainer>
  );
}
