import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { useCurrentUser, useSessionChecking, useSignedOut } from '@/lib/session';
import type { Role, User } from '@/types/api';
import { useLingui } from '@lingui/react/macro';

interface ProtectedRouteProps {
  /** Empty means any signed-in user. */
  allowedRoles?: readonly Role[];
  /** A further condition on the signed-in user (e.g. a reviewer flag); false -> /unauthorized. */
  allow?: (user: User) => boolean;
  children?: ReactNode;
}

/** Spec: spinner while the session check runs; no user -> /login; role not allowed -> /unauthorized. */
export function ProtectedRoute({ allowedRoles = [], allow, children }: ProtectedRouteProps) {
  const { t } = useLingui();
  const checking = useSessionChecking();
  const user = useCurrentUser();
  const location = useLocation();
  const signedOut = useSignedOut();

  if (checking) return <PageSpinner label={t`Checking your session`} />;
  // Signing out on a protected page goes home (spec: Sign Out logs out and goes to /), not to the sign-in form.
  if (!user) return signedOut ? <Navigate to="/" replace /> : <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (allowedRoles.length > 0 && !allowedRoles.includes(user.role)) return <Navigate to="/unauthorized" replace />;
  if (allow && !allow(user)) return <Navigate to="/unauthorized" replace />;
  return children ?? <Outlet />;
}
