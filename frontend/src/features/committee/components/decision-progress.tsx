import { useGetDecisionProgressQuery, type DecisionProgress } from '../api/committee-admin-api';
import { SendingProgress } from './sending-progress';
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
  const { t } = useLingui();
  const { sent, total, failed } = progress;
  let summary: string;
  if (progress.decision === 'accepted') {
    summary = failed ? t`Acceptance mails sent: ${sent} of ${total}; ${failed} could not be sent.` : t`Acceptance mails sent: ${sent} of ${total}.`;
  } else {
    summary = failed ? t`Rejection mails sent: ${sent} of ${total}; ${failed} could not be sent.` : t`Rejection mails sent: ${sent} of ${total}.`;
  }
  return <SendingProgress progress={progress} label={t`Decision mails sent`} summary={summary} testId="decision-progress" />;
}
