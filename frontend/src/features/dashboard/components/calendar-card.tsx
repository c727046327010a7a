import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetCalendarLinksQuery } from '../api/dashboard-api';
import { CalendarFeed } from './calendar-feed';
import { DashboardSection } from './dashboard-section';
import { ErrorMessage, LoadingMessage } from './status-message';
import { ResetLink } from './reset-link';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Calendar: a private feed of the saved sessions for any calendar app. The feed is created only when the user
 * asks for it (Subscribe); Reset link replaces it, and the old link stops working.
 */
export function CalendarCard({ userId }: { userId: number }) {
  const { t } = useLingui();
  const [subscribed, setSubscribed] = useState(false);
  const links = useGetCalendarLinksQuery(subscribed ? userId : skipToken);

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
          <ResetLink userId={userId} />
        </Stack>
      )}
    </DashboardSection>
  );
}
