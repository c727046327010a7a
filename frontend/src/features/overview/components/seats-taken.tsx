import { BarChart } from '@mui/x-charts/BarChart';
import { useLingui } from '@lingui/react/macro';
import type { Overview } from '../api/overview-api';
import { ChartPanel, COUNT_AXIS, HEIGHT } from './chart-panel';

/** Per session that needs sign-up (issue 46): its seats, those taken, and how many wait. */
export function SeatsTaken({ data }: { data: Overview }) {
  const { t } = useLingui();
  const rows = data.signups.map((s) => ({ ...s, seats: s.capacity ?? 0 }));
  const summary = data.signups
    .map((s) => {
      const { title, confirmed, waitlisted } = s;
      const seats = s.capacity ?? '-';
      return t`${title}: ${confirmed} of ${seats} seats taken, ${waitlisted} waiting`;
    })
    .join('; ');
  return (
    <ChartPanel
      title={t`Seats and waitlists`}
      counts={t`Per session that needs sign-up: its seats, those taken, and those waiting`}
      summary={summary}
      empty={rows.length ? null : t`No session needs sign-up yet.`}
    >
      <BarChart
        height={HEIGHT}
        dataset={rows}
        xAxis={[{ scaleType: 'band', dataKey: 'title' }]}
        yAxis={COUNT_AXIS}
        series={[
          { dataKey: 'seats', label: t`Seats` },
          { dataKey: 'confirmed', label: t`Taken` },
          { dataKey: 'waitlisted', label: t`Waiting` },
        ]}
      />
    </ChartPanel>
  );
}
