import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { capitalize } from '@/lib/format';
import type { User } from '@/types/api';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9.5rem 1fr' }, columnGap: 2, py: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={`profile-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {value}
      </Typography>
    </Box>
  );
}

/** The read-only view (spec): name, email, Account Status, Payment Status, Speaker Status. */
export function ProfileDetails({ profile }: { profile: User }) {
  return (
    <>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label="Name" value={profile.full_name} />
        <Row label="Email" value={profile.email} />
        {profile.pending_email && <Row label="New Email" value={`${profile.pending_email} (waiting: open the link we mailed there)`} />}
        <Row label="Account Status" value={profile.is_active ? 'Active' : 'Inactive'} />
        <Row label="Payment Status" value={capitalize(profile.payment_status)} />
        <Row label="Speaker Status" value={profile.is_speaker ? 'Speaker' : 'Attendee'} />
      </Box>
      <Box sx={{ pt: 1.5 }}>
        <Link component={RouterLink} to="/account/password">
          Change password or sign out everywhere
        </Link>
      </Box>
    </>
  );
}
