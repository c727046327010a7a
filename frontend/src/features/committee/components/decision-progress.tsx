import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useGetDecisionProgressQuery, type DecisionProgress } from '../api/committee-admin-api';
import { useLingui } from '@lingui/react/macro';

/**
 * How far a batch's mail has gone: follows the 'decisions.progress' pushes, and polls every second until done in case
 * a push is missed.
 */
export function DecisionProgressBar({ initial }: { initial: DecisionProgress }) {
  const { data } = useGetDecisionProgressQuery(initial.batch_id, { skip: initial.done });
  const progress = data && !initial.done ? data : initial;
  // Polling stops once the batch is done (a second query hook would only poll; this one reads the same cache entry).
  useGetDecisionProgressQuery(initial.batch_id, { skip: progress.done, pollingInterval: 1000, skipPollingIfUnfocused: false });
  const handled = progress.sent + progress.failed;
  const value = progress.total ? Math.round((handled / progress.total) * 100) : 100;
  const { t } = useLingui();
  const { sent, total, failed } = progress;
  const counted = failed ? t`${sent} of ${total} sent, ${failed} failed` : t`${sent} of ${total} sent`;
  let summary: string;
  if (progress.decision === 'accepted') {
    summary = failed ? t`Acceptance mails sent: ${sent} of ${total}; ${failed} could not be sent.` : t`Acceptance mails sent: ${sent} of ${total}.`;
  } else {
    summary = failed ? t`Rejection mails sent: ${sent} of ${total}; ${failed} could not be sent.` : t`Rejection mails sent: ${sent} of ${total}.`;
  }
  return (
    <Box sx={{ mt: 2 }} data-testid="decision-progress">
      <LinearProgress variant="determinate" value={value} aria-label={t`Decision mails sent`} />
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        {counted}
      </Typography>
      {progress.done && (
        <Alert severity={progress.failed ? 'warning' : 'success'} sx={{ mt: 1 }}>
          {summary}
        </Alert>
      )}
    </Box>
  );
}
