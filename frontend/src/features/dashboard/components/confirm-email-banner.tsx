import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage } from '@/lib/api-errors';
import type { User } from '@/types/api';
import { useResendConfirmationMutation } from '../api/dashboard-api';
import { Trans, useLingui } from '@lingui/react/macro';
import { bannerWithActionSx } from './banner-with-action';

/** Shown until the account's address is confirmed (the link in the welcome mail), with a way to get a new link. */
export function ConfirmEmailBanner({ user }: { user: User }) {
  const { t } = useLingui();
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  if (user.email_verified !== false) return null;

  const email = user.email;

  async function send() {
    try {
      setAnswer({ ok: true, text: (await resend().unwrap()).detail });
    } catch (error) {
      setAnswer({ ok: false, text: errorMessage(error, t`Could not send a new link. Please try again later.`) });
    }
  }

  return (
    <Alert
      severity={answer && !answer.ok ? 'error' : 'info'}
      role="status"
      sx={bannerWithActionSx}
      action={
        !answer?.ok && (
          <Button color="inherit" size="small" onClick={() => void send()} disabled={isLoading} sx={{ whiteSpace: 'nowrap' }}>
            <Trans>Send a new link</Trans>
          </Button>
        )
      }
    >
      {answer?.text ?? t`Please confirm your email address: open the link we mailed to ${email}.`}
    </Alert>
  );
}
