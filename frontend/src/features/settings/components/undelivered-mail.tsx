import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '@/components/page-spinner';
import { errorMessage } from '@/lib/api-errors';
import { formatDate, formatTime } from '@/lib/format';
import { useGetUndeliveredMailQuery, useSendMailAgainMutation, type UndeliveredMail } from '../api/mail-admin-api';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

/** Checked again every minute while the tab is open: a failure needs no one to be watching when it happens. */
const POLL_MS = 60_000;

/** The dead letters: mail that could not be delivered, why, and a button to send each one again. */
export function UndeliveredMailPanel() {
  const { data, isLoading, error } = useGetUndeliveredMailQuery(undefined, { pollingInterval: POLL_MS });
  // Said here, not on the item: a mail sent again leaves the list, or comes back if it fails again.
  const [sentAgain, setSentAgain] = useState<UndeliveredMail | null>(null);
  const { t } = useLingui();
  const subject = sentAgain?.subject;
  const to = sentAgain?.to;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="undelivered-mail-heading">
      <Typography variant="h6" component="h3" id="undelivered-mail-heading">
        <Trans>Undelivered mail</Trans>
      </Typography>
      {sentAgain && (
        <Alert severity="info" role="status" onClose={() => setSentAgain(null)} sx={{ maxWidth: 640 }}>
          <Trans>
            ''{subject}'' to {to} is being sent again. If it fails again, it returns to this list.
          </Trans>
        </Alert>
      )}
      {isLoading ? (
        <PageSpinner label={t`Loading undelivered mail`} />
      ) : !data ? (
        <Alert severity="error">{errorMessage(error, t`Failed to load undelivered mail.`)}</Alert>
      ) : data.length === 0 ? (
        <Typography color="text.secondary">
          <Trans>All mail has been delivered.</Trans>
        </Typography>
      ) : (
        <Paper variant="outlined" sx={{ maxWidth: 640 }}>
          {data.map((mail, index) => (
            <div key={mail.id}>
              {index > 0 && <Divider />}
              <UndeliveredMailItem mail={mail} onSentAgain={setSentAgain} />
            </div>
          ))}
        </Paper>
      )}
    </Stack>
  );
}

function UndeliveredMailItem({ mail, onSentAgain }: { mail: UndeliveredMail; onSentAgain: (mail: UndeliveredMail) => void }) {
  const [sendAgain, { isLoading }] = useSendMailAgainMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useLingui();
  const to = mail.to;
  const written = `${formatDate(mail.created_at)} ${formatTime(mail.created_at)}`;
  const attempts = mail.attempts;
  const reason = mail.last_error;

  async function retry() {
    setFailure(null);
    try {
      await sendAgain(mail.id).unwrap();
      onSentAgain(mail);
    } catch (err) {
      setFailure(errorMessage(err, t`Could not send it again.`));
    }
  }

  return (
    <Stack spacing={1} sx={{ px: 2, py: 1.5 }} data-testid="undelivered-mail">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <div>
          <Typography sx={{ fontWeight: 600 }}>{mail.subject}</Typography>
          <Typography variant="body2" color="text.secondary">
            {plural(attempts, { one: `To ${to}, written ${written}, # attempt`, other: `To ${to}, written ${written}, # attempts` })}
          </Typography>
        </div>
        <div>
          <Button variant="outlined" size="small" onClick={() => void retry()} disabled={isLoading} sx={{ whiteSpace: 'nowrap' }}>
            <Trans>Send again</Trans>
          </Button>
        </div>
      </Stack>
      {reason && (
        <Typography variant="body2">
          <Trans>Reason: {reason}</Trans>
        </Typography>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}
