import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OfflineBanner } from '@/components/offline-banner';
import { InstallAppHint } from '@/components/install-app-hint';
import { PageContainer } from '@/components/page-container';
import { useProfile } from '../hooks/use-profile';
import { CalendarCard } from './calendar-card';
import { DashboardNews } from './dashboard-news';
import { ConfirmEmailBanner } from './confirm-email-banner';
import { PaymentBanner } from './payment-banner';
import { PhoneCard } from './phone-card';
import { ProfileCard } from './profile-card';
import { MySignups } from './my-signups';
import { ScheduleSection } from './schedule-section';
import { ThisDeviceCard } from './this-device-card';
import { Trans } from '@lingui/react/macro';

/**
 * The attendee dashboard (spec): payment banner, welcome, Conference News, Your Profile, Your Conference Schedule.
 * `ticket`: the ticket's card, another feature's, which the app puts first beside the news.
 */
export function DashboardPage({ ticket }: { ticket?: ReactNode }) {
  const { user, ...profile } = useProfile();
  if (!user) return null; // The route is protected; this only narrows the type.
  const name = user.full_name;

  return (
    <PageContainer>
      <OfflineBanner>
        <Trans>Your saved sessions can be changed again once you are back online.</Trans>
      </OfflineBanner>
      <ConfirmEmailBanner user={user} />
      <PaymentBanner user={user} />
      <InstallAppHint />
      <Stack
        component="header"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 4, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h4" component="h1" color="primary" sx={{ overflowWrap: 'anywhere' }}>
          <Trans>Welcome, {name}</Trans>
        </Typography>
        <Link component={RouterLink} to="/">
          <Trans>Back to Main Page</Trans>
        </Link>
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <DashboardNews />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            {ticket}
            <MySignups userId={user.id} />
            <ProfileCard {...profile} />
            <CalendarCard userId={user.id} />
            <PhoneCard userId={user.id} />
            <ThisDeviceCard user={user} />
          </Stack>
        </Grid>
        <Grid size={12}>
          <ScheduleSection userId={user.id} canRate={user.role !== 'admin'} />
        </Grid>
      </Grid>
    </PageContainer>
  );
}
