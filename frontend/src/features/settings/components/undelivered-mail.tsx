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

/** Checked again every minute while the tab is open: a failure needs no one to be watching when it happens. */
const POLL_MS = 60_000;

/** The dead letters: mail that could not be delivered, why, and a button to send each one again. */
export function UndeliveredMailPanel() {
  const { data, isLoading, error } = useGetUndeliveredMailQuery(undefined, { pollingInterval: POLL_MS });
  // Said here, not on the item: a mail sent again leaves the list, or comes back if it fails again.
  const [sentAgain, setSentAgain] = useState<UndeliveredMail | null>(null);
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="undelivered-mail-heading">
      <Typography variant="h6" component="h3" id="undelivered-mail-heading">
        Undelivered mail
      </Typography>
      {sentAgain && (
        <Alert severity="info" role="status" onClose={() => setSentAgain(null)} sx={{ maxWidth: 640 }}>
          '{sentAgain.subject}' to {sentAgain.to} is being sent again. If it fails again, it returns to this list.
        </Alert>
      )}
      {isLoading ? (
        <PageSpinner label="Loading undelivered mail" />
      ) : !data ? (
        <Alert severity="error">{errorMessage(error, 'Failed to load undelivered mail.')}</Alert>
      ) : data.length === 0 ? (
        <Typography color="text.secondary">All mail has been delivered.</Typography>
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

  async function retry() {
    setFailure(null);
    try {
      await sendAgain(mail.id).unwrap();
      onSentAgain(mail);
    } catch (err) {
      setFailure(errorMessage(err, 'Could not send it again.'));
    }
  }

  return (
    <Stack spacing={1} sx={{ px: 2, py: 1.5 }} data-testid="undelivered-mail">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <div>
          <Typography sx={{ fontWeight: 600 }}>{mail.subject}</Typography>
          <Typography variant="body2" color="text.secondary">
            To {mail.to}, written {formatDate(mail.created_at)} {formatTime(mail.created_at)}, {mail.attempts} attempt{mail.attempts === 1 ? '' : 's'}
          </Typography>
        </div>
        <div>
          <Button variant="outlined" size="small" onClick={() => void retry()} disabled={isLoading} sx={{ whiteSpace: 'nowrap' }}>
            Send again
          </Button>
        </div>
      </Stack>
      {mail.last_error && <Typography variant="body2">Reason: {mail.last_error}</Typography>}
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}
