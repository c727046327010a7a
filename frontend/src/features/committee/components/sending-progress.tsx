import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';

interface Props {
  progress: { total: number; sent: number; failed: number; done: boolean };
  /** Names the bar for screen readers. */
  label: string;
  /** Said once every mail is sent or failed. */
  summary: string;
  testId: string;
}

/** How far the mail of one sending (a bulk decision, a mailing) has gone, and what came of it once done. */
export function SendingProgress({ progress, label, summary, testId }: Props) {
  const { t } = useLingui();
  const { sent, total, failed } = progress;
  const value = total ? Math.round(((sent + failed) / total) * 100) : 100;
  const counted = failed ? t`${sent} of ${total} sent, ${failed} failed` : t`${sent} of ${total} sent`;
  return (
    <Box sx={{ mt: 2 }} data-testid={testId}>
      <LinearProgress variant="determinate" value={value} aria-label={label} />
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        {counted}
      </Typography>
      {progress.done && (
        <Alert severity={failed ? 'warning' : 'success'} sx={{ mt: 1 }}>
          {summary}
        </Alert>
      )}
    </Box>
  );
}
