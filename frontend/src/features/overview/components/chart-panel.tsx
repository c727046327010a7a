import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';

/** Every chart's height. */
export const HEIGHT = 260;
/** Counts: whole ticks from zero. */
export const COUNT_AXIS = [{ min: 0, tickMinStep: 1 }];

interface Props {
  title: string;
  /** What the chart counts, said under its title (and the chart's description for screen readers). */
  counts: string;
  /** The figures in words, for screen readers (a drawing is hard to read out). */
  summary: string;
  /** Shown instead of the chart when there is nothing to draw yet. */
  empty: string | null;
  children: ReactNode;
}

/** One chart of the overview: its title, what it counts, and the chart or why there is none yet. */
export function ChartPanel({ title, counts, summary, empty, children }: Props) {
  return (
    <Paper variant="outlined" component="figure" sx={{ m: 0, p: 2, minWidth: 0 }} aria-label={title}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {counts}
      </Typography>
      {empty ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          {empty}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" sx={visuallyHidden}>
            {summary}
          </Typography>
          {children}
        </>
      )}
    </Paper>
  );
}
