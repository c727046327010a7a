import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { config } from '@/lib/config';
import { homePathForRole, useCurrentUser } from '@/lib/session';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { useLingui } from '@lingui/react/macro';

/** /login signs in; /login?register=true registers. */
export function LoginPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const registering = params.get('register') === 'true';

  const productName = config.productName;

  if (user) return <Navigate to={homePathForRole(user.role)} replace />;

  return (
    <AuthCard
      title={registering ? t`Create your account` : t`Sign In`}
      intro={registering ? t`Register to follow ${productName}, build your personal schedule and pay your ticket.` : t`Welcome back to ${productName}.`}
    >
      {/* The key resets each form's state when switching between the two. */}
      {registering ? <RegisterForm key="register" /> : <LoginForm key="login" />}

      <Typography sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
        {registering ? t`Already have an account?` : t`Don't have an account?`}{' '}
        <Link component={RouterLink} to={registering ? '/login' : '/login?register=true'} sx={{ fontWeight: 600 }}>
          {registering ? t`Sign in` : t`Register`}
        </Link>
      </Typography>
    </AuthCard>
  );
}
