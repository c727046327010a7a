import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { User } from '@/types/api';

/** Shown while the registration fee is unpaid; admins never pay. */
export function PaymentBanner({ user }: { user: User }) {
  if (user.payment_status !== 'pending' || user.role === 'admin' || user.is_admin) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 4, alignItems: 'center' }}
      action={
        <Button component={RouterLink} to="/payment" variant="contained" color="secondary" size="small" sx={{ whiteSpace: 'nowrap' }}>
          Pay Now
        </Button>
      }
    >
      Please complete your conference registration by making the payment.
    </Alert>
  );
}
