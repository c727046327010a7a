import { useGetMailingProgressQuery, type MailingProgress } from '../api/mailings-admin-api';
import { SendingProgress } from './sending-progress';
import { useLingui } from '@lingui/react/macro';

/** How far a mailing has gone: follows the 'mailings.progress' pushes, and polls every second until done. */
export function MailingProgressBar({ initial }: { initial: MailingProgress }) {
  const { data } = useGetMailingProgressQuery(initial.mailing_id, { skip: initial.done });
  const progress = data && !initial.done ? data : initial;
  useGetMailingProgressQuery(initial.mailing_id, { skip: progress.done, pollingInterval: 1000, skipPollingIfUnfocused: false });
  const { t } = useLingui();
  const { sent, total, failed } = progress;
  const summary = failed ? t`Mails to speakers sent: ${sent} of ${total}; ${failed} could not be sent.` : t`Mails to speakers sent: ${sent} of ${total}.`;
  return <SendingProgress progress={progress} label={t`Mails to speakers sent`} summary={summary} testId="mailing-progress" />;
}
