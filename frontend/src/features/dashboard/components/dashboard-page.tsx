import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { useCurrentUser } from '@/lib/session';
import { PaymentBanner } from './payment-banner';

export function DashboardPage() {
  const user = useCurrentUser();
  if (!user) return null; // The route is protected; this only narrows the type.

  return (
    <PageContainer>
      <PaymentBanner user={user} />
      <Stack
        component="header"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 4, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h4" component="h1" color="primary">
          Welcome, {user.full_name}
        </Typography>
        <Link component={RouterLink} to="/">
          Back to Main Page
        </Link>
      </Stack>
      <Typography color="text.secondary">
        Conference news, your profile and your personal schedule will be shown here.
      </Typography>
    </PageContainer>
  );
}
