import { lazy, Suspense, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PageSpinner } from '@/components/page-spinner';
import { Trans, useLingui } from '@lingui/react/macro';

// The chart library loads only when an organiser opens the charts.
const OverviewCharts = lazy(() => import('./overview-charts'));
const OPEN_KEY = 'console-charts-open';

function remembered(): boolean {
  try {
    return localStorage.getItem(OPEN_KEY) === '1';
  } catch {
    return false;
  }
}

/** The console's charts under the stat cards, opened and closed by the organiser (who is remembered in this browser). */
export function OverviewSection() {
  const [open, setOpen] = useState(remembered);
  const { t } = useLingui();
  function toggle(_event: unknown, expanded: boolean) {
    setOpen(expanded);
    try {
      localStorage.setItem(OPEN_KEY, expanded ? '1' : '0');
    } catch {
      // Private mode: open for this visit only.
    }
  }
  return (
    <Accordion variant="outlined" disableGutters expanded={open} onChange={toggle} sx={{ mb: 3 }} slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="console-charts-content" id="console-charts-header">
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          <Trans>Charts: sign-ups, proposals, reviews and rooms</Trans>
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="console-charts-content">
        <Suspense fallback={<PageSpinner label={t`Loading charts`} />}>
          <OverviewCharts />
        </Suspense>
      </AccordionDetails>
    </Accordion>
  );
}
