import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { homePathForRole } from '@/lib/session';
import type { User } from '@/types/api';
import { useProcessPaymentMutation } from '../api/payment-api';
import { Trans, useLingui } from '@lingui/react/macro';

interface PaymentActionProps {
  user: User | null;
  paid: boolean;
  /** The price shown; the server charges its own and never reads this. Unknown until the settings arrive. */
  amount: number | undefined;
}

/** What the card offers: sign in first, the payment button, or the note that it is already paid. */
export function PaymentAction({ user, paid, amount }: PaymentActionProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [processPayment, { isLoading }] = useProcessPaymentMutation();
  const [error, setError] = useState<string | null>(null);

  if (!user) {
    return (
      <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
        <Trans>Sign in to pay</Trans>
      </Button>
    );
  }

  if (paid) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700, color: 'success.dark' }}>
          <CheckCircleOutlinedIcon aria-hidden />
          <Trans>Your registration is paid.</Trans>
        </Typography>
        <Button component={RouterLink} to={homePathForRole(user.role)} variant="outlined">
          <Trans>Go to your dashboard</Trans>
        </Button>
      </Stack>
    );
  }

  async function pay() {
    if (!user || amount === undefined) return;
    setError(null);
    const result = await processPayment({ userId: user.id, amount });
    if ('error' in result && result.error) {
      // Spec, section 8.
      setError(t`An error occurred during payment`);
      return;
    }
    const outcome = result.data;
    if (!outcome?.success) {
      setError(t`Payment failed. Please try again.`);
    } else if (outcome.checkout_url) {
      // The provider's hosted checkout; it sends the user back here when done.
      window.location.assign(outcome.checkout_url);
    } else {
      // Spec: attendees go to /dashboard; a speaker paying goes to their own area, which is their dashboard.
      // The dashboard says that it succeeded.
      navigate(homePathForRole(user.role), { state: { paid: true } });
    }
  }

  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" variant="filled" role="alert">
          {error}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={() => void pay()}
        disabled={isLoading || amount === undefined}
        startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {isLoading ? t`Processing...` : t`Proceed to Payment`}
      </Button>
    </Stack>
  );
}
