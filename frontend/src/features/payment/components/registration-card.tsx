import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { User } from '@/types/api';
import { useGetPaymentOptionsQuery } from '../api/payment-api';
import { PaymentAction } from './payment-action';

// Spec, section 9: the ticket price. The server's options call is the authority for signed-in users.
const TICKET_PRICE = { amount: 299.99, currency: 'USD' };
const INCLUSIONS = ['Full conference access', 'Networking opportunities', 'Conference materials', 'Lunch and refreshments'];

export function formatPrice(amount: number, currency: string): string {
  return `${amount.toFixed(2)} ${currency}`;
}

/** The Conference Registration card: the ticket, what it includes, and the way to pay for it. */
export function RegistrationCard({ user }: { user: User | null }) {
  // Options need a signed-in user; visitors see the set price.
  const { data: options } = useGetPaymentOptionsQuery(undefined, { skip: !user });
  const amount = options?.amount ?? TICKET_PRICE.amount;
  const currency = options?.currency ?? TICKET_PRICE.currency;
  const paid = (options?.payment_status ?? user?.payment_status) === 'paid' || user?.payment_status === 'paid';

  return (
    <Card sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h4" component="h1" color="primary" sx={{ mb: 3, textAlign: 'center' }}>
          Conference Registration
        </Typography>
        {options?.test_mode && (
          <Alert severity="info" role="note" sx={{ mb: 3 }} data-testid="payment-test-mode">
            Test mode: no real card is charged.
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="h6" component="h2">
            Conference Ticket
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 800 }} data-testid="ticket-price">
            {formatPrice(amount, currency)}
          </Typography>
        </Box>
        <List aria-label="The ticket includes" dense sx={{ my: 1 }}>
          {INCLUSIONS.map((item) => (
            <ListItem key={item} disableGutters>
              <ListItemIcon sx={{ minWidth: 32, color: 'success.main' }}>
                <CheckIcon aria-hidden />
              </ListItemIcon>
              <ListItemText primary={item} />
            </ListItem>
          ))}
        </List>
        <Divider sx={{ mb: 3 }} />
        <PaymentAction user={user} paid={paid} amount={amount} />
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 2.5, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.75, textAlign: 'center' }}
        >
          <LockOutlinedIcon aria-hidden sx={{ fontSize: 18 }} />
          Secure payment processing. Your information is protected.
        </Typography>
      </CardContent>
    </Card>
  );
}
