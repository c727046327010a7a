import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-errors';
import { homePathForRole, useCurrentUser } from '@/lib/session';
import { useResetPasswordMutation, useSetPasswordMutation } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { NewPasswordFields, newPasswordProblem } from './new-password-fields';
import { Trans, useLingui } from '@lingui/react/macro';

type Redeem = ReturnType<typeof useSetPasswordMutation>;

/** A mailed single-use link that sets a password and signs its owner in. */
function PasswordLinkPage({ title, intro, submitLabel, mutation }: { title: string; intro: string; submitLabel: string; mutation: Redeem }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useCurrentUser();
  const [redeem, { isLoading }] = mutation;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (user) return <Navigate to={homePathForRole(user.role)} replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirm);
    setError(problem);
    if (problem) return;
    try {
      // On success the session is stored and the redirect above sends the user to their dashboard.
      await redeem({ token, password }).unwrap();
    } catch (err) {
      setError(errorMessage(err, t`Could not set your password. Please try again.`));
    }
  }

  return (
    <AuthCard title={title}>
      {token ? (
        <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit} aria-label={title}>
          <Typography color="text.secondary">{intro}</Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} autoFocus />
          <Button type="submit" variant="contained" size="large" disabled={isLoading}>
            {isLoading ? t`Saving...` : submitLabel}
          </Button>
        </Stack>
      ) : (
        <Alert severity="warning">
          <Trans>
            This link is incomplete. Open the link from your e-mail again, or{' '}
            <Link component={RouterLink} to="/login">
              sign in
            </Link>
            .
          </Trans>
        </Alert>
      )}
    </AuthCard>
  );
}

/** /set-password?token=...: the mailed link that gives a proposer's new speaker account its password. */
export function SetPasswordPage() {
  const { t } = useLingui();
  return (
    <PasswordLinkPage
      title={t`Set your password`}
      intro={t`Choose a password for your speaker dashboard.`}
      submitLabel={t`Set password`}
      mutation={useSetPasswordMutation()}
    />
  );
}

/** /reset-password?token=...: the link mailed from 'Forgot your password?'. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  return (
    <PasswordLinkPage
      title={t`Choose a new password`}
      intro={t`Your new password signs you in here and signs you out on every other device.`}
      submitLabel={t`Save new password`}
      mutation={useResetPasswordMutation()}
    />
  );
}
