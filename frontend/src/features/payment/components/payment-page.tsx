import { Navigate } from 'react-router-dom';
import { PageContainer } from '@/components/page-container';
import { PageSpinner } from '@/components/page-spinner';
import { useCurrentUser, useSessionChecking } from '@/lib/session';
import { RegistrationCard } from './registration-card';
import { useLingui } from '@lingui/react/macro';

/** /payment: public, but admins never pay and are sent to /admin (spec). */
export function PaymentPage() {
  const { t } = useLingui();
  const checking = useSessionChecking();
  const user = useCurrentUser();

  // Wait for the session so an admin is not shown the payment form before being sent away.
  if (checking) return <PageSpinner label={t`Checking your session`} />;
  if (user?.role === 'admin') return <Navigate to="/admin" replace />;

  return (
    <PageContainer>
      <RegistrationCard user={user} />
    </PageContainer>
  );
}
