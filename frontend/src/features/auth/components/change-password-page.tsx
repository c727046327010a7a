import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { detailText } from '@/lib/api-errors';
import { homePathForRole, useCurrentUser } from '@/lib/session';
import { useChangePasswordMutation } from '../api/auth-api';
import { useLogout } from '../hooks/use-logout';
import { AuthCard } from './auth-card';
import { NewPasswordFields, newPasswordProblem } from './new-password-fields';
import { Trans, useLingui } from '@lingui/react/macro';

/** /account/password: change the password (this device stays signed in, the others are signed out), or sign out everywhere. */
export function ChangePasswordPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const [change, { isLoading }] = useChangePasswordMutation();
  const logout = useLogout({ everywhere: true });
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirm);
    setError(problem);
    if (problem) return;
    try {
      setDone((await change({ current_password: current, new_password: password }).unwrap()).detail);
      setCurrent('');
      setPassword('');
      setConfirm('');
    } catch (err) {
      // A wrong current password comes back as a field error: its message is what the user needs to read.
      setError(detailText(err, t`Could not change your password. Please try again.`, ', '));
    }
  }

  return (
    <AuthCard title={t`Password and sign-ins`}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit} aria-label={t`Change password`}>
        <Typography variant="h6" component="h2">
          <Trans>Change password</Trans>
        </Typography>
        {done && (
          <Alert severity="success" role="status">
            {done}
          </Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label={t`Current password`}
          name="current_password"
          type="password"
          autoComplete="current-password"
          autoFocus
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} label={t`New password`} />
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          {isLoading ? t`Saving...` : t`Change password`}
        </Button>
      </Stack>
      <Divider sx={{ my: 3 }} />
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          <Trans>Sign out everywhere</Trans>
        </Typography>
        <Typography color="text.secondary">
          <Trans>Ends every sign-in of your account, on this device and all others.</Trans>
        </Typography>
        <Button variant="outlined" color="error" onClick={() => void logout()}>
          <Trans>Sign out everywhere</Trans>
        </Button>
      </Stack>
      {user && (
        <Typography sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to={homePathForRole(user.role)}>
            <Trans>Back to your dashboard</Trans>
          </Link>
        </Typography>
      )}
    </AuthCard>
  );
}
