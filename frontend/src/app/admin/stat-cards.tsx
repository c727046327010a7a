import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AssignmentIcon from '@mui/icons-material/Assignment';
import EventIcon from '@mui/icons-material/Event';
import MicIcon from '@mui/icons-material/Mic';
import PeopleIcon from '@mui/icons-material/People';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { errorMessage } from '@/lib/api-errors';
import { useGetAnalyticsQuery } from '@/lib/admin/users-admin-api';
import { useGetArrivalsQuery } from '@/lib/arrivals-api';
import { StatCard } from './stat-card';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The dashboard's numbers (spec: Total Users, Total Sessions, Total Registrations). They follow registrations,
 * payments, sessions and proposals live: the socket invalidates tag Analytics.
 */
export function StatCards() {
  const { data, error, refetch, isFetching } = useGetAnalyticsQuery();
  // Live from the doors (the checkin.arrivals push).
  const arrivals = useGetArrivalsQuery().data;
  const expected = arrivals?.expected;
  const { t } = useLingui();

  if (error && !data) {
    return (
      <Alert
        severity="error"
        sx={{ mb: 3 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
            <Trans>Retry</Trans>
          </Button>
        }
      >
        {errorMessage(error, t`Failed to load statistics.`)}
      </Alert>
    );
  }

  return (
    <Box
      component="section"
      aria-label={t`Statistics`}
      sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' } }}
    >
      <StatCard label={t`Total Users`} value={data?.totalUsers} icon={<PeopleIcon fontSize="inherit" />} caption={t`Accounts, all roles`} />
      <StatCard label={t`Total Sessions`} value={data?.totalSessions} icon={<EventIcon fontSize="inherit" />} caption={t`Not counting cancelled`} />
      <StatCard
        label={t`Total Registrations`}
        value={data?.totalRegistrations}
        icon={<ConfirmationNumberIcon fontSize="inherit" />}
        caption={t`Paid tickets`}
      />
      {/* Accounts, not the public profiles the Speakers tab lists (a profile may have no account): the caption says so. */}
      <StatCard label={t`Speakers`} value={data?.totalSpeakers} icon={<MicIcon fontSize="inherit" />} caption={t`Speaker accounts`} />
      <StatCard
        label={t`Arrived`}
        value={arrivals?.arrived}
        icon={<HowToRegIcon fontSize="inherit" />}
        caption={expected === undefined ? undefined : t`of ${expected} with a ticket`}
      />
      <StatCard label={t`Pending Proposals`} value={data?.pendingProposals} icon={<AssignmentIcon fontSize="inherit" />} caption={t`Awaiting review`} />
    </Box>
  );
}
