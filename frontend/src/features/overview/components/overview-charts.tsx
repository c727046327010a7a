import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { PageSpinner } from '@/components/page-spinner';
import { errorMessage } from '@/lib/api-errors';
import { capitalize, formatDate } from '@/lib/format';
import { useLingui } from '@lingui/react/macro';
import { useGetOverviewQuery, type Overview } from '../api/overview-api';
import { ChartPanel, COUNT_AXIS, HEIGHT } from './chart-panel';
import { SeatsTaken } from './seats-taken';

/** A short run of days shows its points (a single day would otherwise draw nothing). */
const marks = (days: readonly unknown[]) => days.length <= 31;
/** A day (YYYY-MM-DD at the venue) as an instant in it, for a time axis. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);
const dayLabel = (date: Date) => formatDate(date.toISOString());

/**
 * The console's overview: sign-ups and tickets, proposals over time and by type and status, review progress, and
 * saved-session interest by room against capacity, and the seats taken and waitlists of sessions with sign-up. Loaded only when an organiser opens it (the chart library stays
 * out of every other page), and kept current by the same pushes as the stat cards.
 */
export default function OverviewCharts() {
  const { data, error, isLoading } = useGetOverviewQuery();
  const { t } = useLingui();
  if (isLoading) return <PageSpinner label={t`Loading charts`} />;
  if (!data) return <Alert severity="error">{errorMessage(error, t`Failed to load the charts.`)}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <SignUps data={data} />
      <ProposalsOverTime data={data} />
      <ProposalsByType data={data} />
      <ReviewProgress data={data} />
      <RoomInterest data={data} />
      <SeatsTaken data={data} />
    </Box>
  );
}

function SignUps({ data }: { data: Overview }) {
  const { t } = useLingui();
  const days = data.registrations;
  const last = days.at(-1);
  const accounts = last?.accounts ?? 0;
  const tickets = last?.paid_tickets ?? 0;
  return (
    <ChartPanel
      title={t`Sign-ups and tickets`}
      counts={t`Accounts made and tickets paid, in total up to each day`}
      summary={t`Up to today: ${accounts} accounts, ${tickets} paid tickets.`}
      empty={days.length ? null : t`No sign-ups yet.`}
    >
      <LineChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'time', data: days.map((d) => noonOf(d.day)), valueFormatter: dayLabel }]}
        yAxis={COUNT_AXIS}
        series={[
          { data: days.map((d) => d.accounts), label: t`Accounts`, showMark: marks(days) },
          { data: days.map((d) => d.paid_tickets), label: t`Paid tickets`, showMark: marks(days) },
        ]}
      />
    </ChartPanel>
  );
}

function ProposalsOverTime({ data }: { data: Overview }) {
  const { t } = useLingui();
  const days = data.proposals;
  const last = days.at(-1);
  const [submitted, accepted, rejected] = [last?.submitted ?? 0, last?.accepted ?? 0, last?.rejected ?? 0];
  return (
    <ChartPanel
      title={t`Proposals over time`}
      counts={t`Proposals sent, accepted (scheduled included) and rejected, in total up to each day`}
      summary={t`Up to today: ${submitted} sent, ${accepted} accepted, ${rejected} rejected.`}
      empty={days.length ? null : t`No proposals yet.`}
    >
      <LineChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'time', data: days.map((d) => noonOf(d.day)), valueFormatter: dayLabel }]}
        yAxis={COUNT_AXIS}
        series={[
          { data: days.map((d) => d.submitted), label: t`Sent`, showMark: marks(days) },
          { data: days.map((d) => d.accepted), label: t`Accepted`, showMark: marks(days) },
          { data: days.map((d) => d.rejected), label: t`Rejected`, showMark: marks(days) },
        ]}
      />
    </ChartPanel>
  );
}

function ProposalsByType({ data }: { data: Overview }) {
  const { t } = useLingui();
  const rows = data.proposal_types.map((row) => ({ ...row, label: typeName(row.type) }));
  const summary = rows
    .map((r) => {
      const { label, pending, accepted, scheduled, rejected } = r;
      return t`${label}: ${pending} pending, ${accepted} accepted, ${scheduled} scheduled, ${rejected} rejected`;
    })
    .join('; ');
  return (
    <ChartPanel
      title={t`Proposals by type and status`}
      counts={t`Every proposal now, by presentation type`}
      summary={summary}
      empty={rows.length ? null : t`No proposals yet.`}
    >
      <BarChart
        height={HEIGHT}
        dataset={rows}
        xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
        yAxis={COUNT_AXIS}
        series={[
          { dataKey: 'pending', label: t`Pending`, stack: 'status' },
          { dataKey: 'accepted', label: t`Accepted`, stack: 'status' },
          { dataKey: 'scheduled', label: t`Scheduled`, stack: 'status' },
          { dataKey: 'rejected', label: t`Rejected`, stack: 'status' },
          { dataKey: 'withdrawn', label: t`Withdrawn`, stack: 'status' },
        ]}
      />
    </ChartPanel>
  );
}

/** 'research_output' -> 'Research output'. */
const typeName = (type: string) => capitalize(type.replace(/_/g, ' '));

function ReviewProgress({ data }: { data: Overview }) {
  const { t } = useLingui();
  const { unreviewed, in_progress: inProgress, complete } = data.review;
  const total = unreviewed + inProgress + complete;
  return (
    <ChartPanel
      title={t`Review progress`}
      counts={t`Proposals under review: no review yet, some of their reviewers done, all done`}
      summary={t`${unreviewed} without a review, ${inProgress} in progress, ${complete} complete.`}
      empty={total ? null : t`No proposal is under review.`}
    >
      <PieChart
        height={HEIGHT}
        series={[
          {
            innerRadius: 50,
            data: [
              { id: 'unreviewed', value: unreviewed, label: t`No review yet` },
              { id: 'in_progress', value: inProgress, label: t`In progress` },
              { id: 'complete', value: complete, label: t`Complete` },
            ],
          },
        ]}
      />
    </ChartPanel>
  );
}

function RoomInterest({ data }: { data: Overview }) {
  const { t } = useLingui();
  const rows = data.rooms.map((r) => ({ ...r, capacity: r.capacity ?? 0 }));
  const summary = data.rooms
    .map((r) => {
      const { room, most_saved: saved } = r;
      const capacity = r.capacity ?? '-';
      return t`${room}: holds ${capacity}, most saved session ${saved}`;
    })
    .join('; ');
  return (
    <ChartPanel
      title={t`Interest by room`}
      counts={t`What each room holds against how many attendees saved its most saved session`}
      summary={summary}
      empty={rows.some((r) => r.capacity || r.saved) ? null : t`No room has a capacity or a saved session yet.`}
    >
      <BarChart
        height={HEIGHT}
        dataset={rows}
        xAxis={[{ scaleType: 'band', dataKey: 'room' }]}
        yAxis={COUNT_AXIS}
        series={[
          { dataKey: 'capacity', label: t`Capacity` },
          { dataKey: 'most_saved', label: t`Most saved session` },
        ]}
      />
    </ChartPanel>
  );
}
