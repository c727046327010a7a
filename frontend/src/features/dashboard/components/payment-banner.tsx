import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { User } from '@/types/api';
import { Trans } from '@lingui/react/macro';
import { bannerWithActionSx } from './banner-with-action';

/** Shown while the registration fee is unpaid; admins never pay. */
export function PaymentBanner({ user }: { user: User }) {
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: { paid?: boolean } | null };
  if (user.role === 'admin' || user.is_admin) return null;
  // Just paid here (the payment page says so), or back from the provider's checkout once it confirmed.
  if (user.payment_status === 'paid' && (state?.paid || params.get('payment') === 'success')) {
    return (
      <Alert severity="success" role="status" sx={{ mb: 4 }}>
        <Trans>Payment successful. Your conference registration is complete.</Trans>
      </Alert>
    );
  }
  if (user.payment_status !== 'pending') return null;

  // Back from the provider's checkout: its confirmation reaches the server on its own, moments later, and the
  // pushed `user.updated` then removes this notice. Asking to pay again meanwhile would invite a double payment.
  if (params.get('payment') === 'success') {
    return (
      <Alert severity="info" role="status" sx={{ mb: 4 }}>
        <Trans>Thank you. Your payment is being confirmed; this page updates as soon as it is.</Trans>
      </Alert>
    );
  }

  return (
    <Alert
      severity="warning"
      sx={bannerWithActionSx}
      action={
        <Button component={RouterLink} to="/payment" variant="contained" color="secondary" size="small" sx={{ whiteSpace: 'nowrap' }}>
          <Trans>Pay Now</Trans>
        </Button>
      }
    >
      <Trans>Please complete your conference registration by making the payment.</Trans>
    </Alert>
  );
}
