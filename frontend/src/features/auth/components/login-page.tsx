import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { config } from '@/lib/config';
import { homePathForRole, useCurrentUser } from '@/lib/session';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** /login signs in; /login?register=true registers. */
export function LoginPage() {
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const registering = params.get('register') === 'true';

  if (user) return <Navigate to={homePathForRole(user.role)} replace />;

  return (
    <AuthCard
      title={registering ? 'Create your account' : 'Sign In'}
      intro={
        registering ? `Register to follow ${config.productName}, build your personal schedule and pay your ticket.` : `Welcome back to ${config.productName}.`
      }
    >
      {/* The key resets each form's state when switching between the two. */}
      {registering ? <RegisterForm key="register" /> : <LoginForm key="login" />}

      <Typography sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
        {registering ? 'Already have an account? ' : "Don't have an account? "}
        <Link component={RouterLink} to={registering ? '/login' : '/login?register=true'} sx={{ fontWeight: 600 }}>
          {registering ? 'Sign in' : 'Register'}
        </Link>
      </Typography>
    </AuthCard>
  );
}
