import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage } from '@/lib/api-errors';
import type { User } from '@/types/api';
import { useResendConfirmationMutation } from '../api/dashboard-api';

/** Shown until the account's address is confirmed (the link in the welcome mail), with a way to get a new link. */
export function ConfirmEmailBanner({ user }: { user: User }) {
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  if (user.email_verified !== false) return null;

  async function send() {
    try {
      setAnswer({ ok: true, text: (await resend().unwrap()).detail });
    } catch (error) {
      setAnswer({ ok: false, text: errorMessage(error, 'Could not send a new link. Please try again later.') });
    }
  }

  return (
    <Alert
      severity={answer && !answer.ok ? 'error' : 'info'}
      role="status"
      sx={{ mb: 4, alignItems: 'center' }}
      action={
        !answer?.ok && (
          <Button color="inherit" size="small" onClick={() => void send()} disabled={isLoading} sx={{ whiteSpace: 'nowrap' }}>
            Send a new link
          </Button>
        )
      }
    >
      {answer?.text ?? `Please confirm your email address: open the link we mailed to ${user.email}.`}
    </Alert>
  );
}
