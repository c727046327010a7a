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
import { formatPrice } from '@/lib/money';
import { useGetConferenceSettingsQuery, useGetSiteContentQuery } from '@/lib/public/public-api';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The Conference Registration card: the ticket, what it includes, and the way to pay for it. The price is the
 * organisers' (spec default 299.99 USD): the options call for a signed-in user, the public settings for a visitor.
 */
export function RegistrationCard({ user }: { user: User | null }) {
  const { t } = useLingui();
  const { data: options } = useGetPaymentOptionsQuery(undefined, { skip: !user });
  const { data: settings } = useGetConferenceSettingsQuery();
  const { data: content } = useGetSiteContentQuery();
  const amount = options?.amount ?? settings?.ticket_price;
  const currency = options?.currency ?? settings?.ticket_currency;
  const paid = (options?.payment_status ?? user?.payment_status) === 'paid' || user?.payment_status === 'paid';

  return (
    <Card sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h4" component="h1" color="primary" sx={{ mb: 3, textAlign: 'center' }}>
          <Trans>Conference Registration</Trans>
        </Typography>
        {options?.test_mode && (
          <Alert severity="info" role="note" sx={{ mb: 3 }} data-testid="payment-test-mode">
            <Trans>Test mode: no real card is charged.</Trans>
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="h6" component="h2">
            <Trans>Conference Ticket</Trans>
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 800 }} data-testid="ticket-price">
            {amount !== undefined && currency !== undefined && formatPrice(amount, currency)}
          </Typography>
        </Box>
        <List aria-label={t`The ticket includes`} dense sx={{ my: 1 }}>
          {content?.ticket_includes.map((item) => (
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
          <Trans>Secure payment processing. Your information is protected.</Trans>
        </Typography>
      </CardContent>
    </Card>
  );
}
