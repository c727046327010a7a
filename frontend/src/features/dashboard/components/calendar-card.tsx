import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetCalendarLinksQuery, useRotateCalendarLinkMutation } from '../api/dashboard-api';
import { CalendarFeed } from './calendar-feed';
import { DashboardSection } from './dashboard-section';
import { ErrorMessage, LoadingMessage } from './status-message';
import { ResetCalendarDialog } from './reset-calendar-dialog';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Calendar: a private feed of the saved sessions for any calendar app. The feed is created only when the user
 * asks for it (Subscribe); Reset link replaces it, and the old link stops working.
 */
export function CalendarCard({ userId }: { userId: number }) {
  const { t } = useLingui();
  const [subscribed, setSubscribed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const links = useGetCalendarLinksQuery(subscribed ? userId : skipToken);
  const [rotate, rotation] = useRotateCalendarLinkMutation();
  const [rotated, setRotated] = useState(false);

  async function reset() {
    const result = await rotate(userId);
    setConfirming(false);
    setRotated(!('error' in result && result.error));
  }

  return (
    <DashboardSection id="calendar" title={t`Calendar`}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans>Follow your saved sessions in your calendar app. The feed changes with your schedule and with any change to a session.</Trans>
      </Typography>
      {!subscribed ? (
        <Button variant="contained" onClick={() => setSubscribed(true)}>
          <Trans>Subscribe</Trans>
        </Button>
      ) : links.isLoading ? (
        <LoadingMessage>{t`Loading your calendar link...`}</LoadingMessage>
      ) : links.isError || !links.data ? (
        <ErrorMessage>
          <Trans>Could not load your calendar link. Please try again later.</Trans>
        </ErrorMessage>
      ) : (
        <Stack spacing={1.5}>
          <CalendarFeed links={links.data} />
          {rotated && (
            <Alert severity="success" role="status">
              <Trans>New link created. The old link no longer works.</Trans>
            </Alert>
          )}
          {rotation.isError && (
            <Alert severity="error" role="alert">
              <Trans>Could not reset the link. Please try again.</Trans>
            </Alert>
          )}
          <div>
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              <Trans>Reset link</Trans>
            </Button>
          </div>
        </Stack>
      )}
      <ResetCalendarDialog open={confirming} resetting={rotation.isLoading} onCancel={() => setConfirming(false)} onConfirm={() => void reset()} />
    </DashboardSection>
  );
}
