import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { capitalize } from '@/lib/format';
import type { User } from '@/types/api';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

// The server's payment states; any other is shown as it comes, capitalised.
const PAYMENT_STATUS: Record<string, MessageDescriptor> = { pending: msg`Pending`, paid: msg`Paid` };

/** `field` names the row for tests (profile-<field>), whatever the label's language. */
function Row({ field, label, value }: { field: string; label: string; value: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9.5rem 1fr' }, columnGap: 2, py: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={`profile-${field}`}>
        {value}
      </Typography>
    </Box>
  );
}

/** The read-only view (spec): name, email, Account Status, Payment Status, Speaker Status. */
export function ProfileDetails({ profile }: { profile: User }) {
  const { i18n, t } = useLingui();
  const pendingEmail = profile.pending_email;
  const payment = PAYMENT_STATUS[profile.payment_status] ? i18n._(PAYMENT_STATUS[profile.payment_status]) : capitalize(profile.payment_status);
  return (
    <>
      <Box component="dl" sx={{ m: 0 }}>
        <Row field="name" label={t`Name`} value={profile.full_name} />
        <Row field="email" label={t`Email`} value={profile.email} />
        {profile.pending_email && <Row field="new-email" label={t`New Email`} value={t`${pendingEmail} (waiting: open the link we mailed there)`} />}
        <Row field="account-status" label={t`Account Status`} value={profile.is_active ? t`Active` : t`Inactive`} />
        <Row field="payment-status" label={t`Payment Status`} value={payment} />
        <Row field="speaker-status" label={t`Speaker Status`} value={profile.is_speaker ? t`Speaker` : t`Attendee`} />
      </Box>
      <Box sx={{ pt: 1.5 }}>
        <Link component={RouterLink} to="/account/password">
          <Trans>Change password or sign out everywhere</Trans>
        </Link>
      </Box>
    </>
  );
}
