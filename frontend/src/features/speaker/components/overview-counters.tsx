import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Proposal } from '../api/types';
import { isScheduled } from '../lib/proposal-status';
import { Trans, useLingui } from '@lingui/react/macro';

/** Spec: available resources is a fixed number. */
export const AVAILABLE_RESOURCES = 5;

/** Quick overview: scheduled sessions, pending submissions, available resources. */
export function OverviewCounters({ proposals }: { proposals: Proposal[] | undefined }) {
  const { t } = useLingui();
  const list = proposals ?? [];
  const counters = [
    { label: t`Scheduled Sessions`, value: proposals ? list.filter(isScheduled).length : '–', testId: 'count-scheduled' },
    { label: t`Pending Submissions`, value: proposals ? list.filter((p) => p.status === 'pending').length : '–', testId: 'count-pending' },
    { label: t`Available Resources`, value: AVAILABLE_RESOURCES, testId: 'count-resources' },
  ];
  return (
    <Paper component="section" aria-labelledby="overview-heading" variant="outlined" sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Typography id="overview-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        <Trans>Quick Overview</Trans>
      </Typography>
      <Grid container spacing={2}>
        {counters.map((c) => (
          <Grid key={c.testId} size={{ xs: 12, sm: 4 }}>
            <Typography variant="h4" component="p" color="primary" data-testid={c.testId}>
              {c.value}
            </Typography>
            <Typography color="text.secondary">{c.label}</Typography>
          </Grid>
        ))}
      </Grid>
    </Paper>
  );
}
