import { Navigate } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { useCurrentUser, useSessionChecking } from '@/lib/session';

export function PaymentPage() {
  const checking = useSessionChecking();
  const user = useCurrentUser();

  // Wait for the session so an admin is not shown the payment form before being sent away.
  if (checking) return <PageSpinner label="Checking your session" />;
  if (user?.role === 'admin') return <Navigate to="/admin" replace />;

  return (
    <PageContainer>
      <PageHeader title="Conference Registration" subtitle="Conference Ticket: 299.99 USD" />
      <Typography color="text.secondary">Online payment of the registration fee will be available on this page.</Typography>
    </PageContainer>
  );
}
