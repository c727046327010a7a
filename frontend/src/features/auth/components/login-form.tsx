import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLoginMutation } from '../api/auth-api';
import { loginErrorMessage } from '../api/auth-errors';
import { Trans, useLingui } from '@lingui/react/macro';

/** Sign-in. No client-side checks: the spec lets only the server judge the credentials. */
export function LoginForm() {
  const { t } = useLingui();
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      // On success the session is stored and the page redirects by role.
      await login({ email: email.trim(), password }).unwrap();
    } catch (err) {
      setError(loginErrorMessage(err));
    }
  }

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit} aria-label={t`Sign in`}>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField label={t`Email`} name="email" type="email" autoComplete="email" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {isLoading ? t`Signing in...` : t`Sign In`}
      </Button>
      <Link component={RouterLink} to="/forgot-password" sx={{ alignSelf: 'center' }}>
        <Trans>Forgot your password?</Trans>
      </Link>
    </Stack>
  );
}
