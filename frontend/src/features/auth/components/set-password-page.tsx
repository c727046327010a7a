import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-errors';
import { homePathForRole, useCurrentUser } from '@/lib/session';
import { useSetPasswordMutation } from '../api/auth-api';
import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from '../api/auth-errors';

const MIN_LENGTH = 8;

/** /set-password?token=...: the mailed link that gives a proposer's new speaker account its password. */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useCurrentUser();
  const [setPassword, { isLoading }] = useSetPasswordMutation();
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (user) return <Navigate to={homePathForRole(user.role)} replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.length < MIN_LENGTH) return setError(PASSWORD_TOO_SHORT);
    if (password !== confirm) return setError(PASSWORDS_DO_NOT_MATCH);
    setError(null);
    try {
      // On success the session is stored and the redirect above sends the speaker to their dashboard.
      await setPassword({ token, password }).unwrap();
    } catch (err) {
      setError(errorMessage(err, 'Could not set your password. Please try again.'));
    }
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 4, md: 8 }, px: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 460 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Set your password
          </Typography>
          {token ? (
            <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit} aria-label="Set your password">
              <Typography color="text.secondary">Choose a password for your speaker dashboard.</Typography>
              {error && <Alert severity="error">{error}</Alert>}
              <TextField
                label="Password"
                name="password"
                type="password"
                autoComplete="new-password"
                autoFocus
                helperText={`At least ${MIN_LENGTH} characters`}
                value={password}
                onChange={(e) => setPasswordValue(e.target.value)}
              />
              <TextField
                label="Confirm password"
                name="confirm_password"
                type="password"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
              <Button type="submit" variant="contained" size="large" disabled={isLoading}>
                {isLoading ? 'Saving...' : 'Set password'}
              </Button>
            </Stack>
          ) : (
            <Alert severity="warning">
              This link is incomplete. Open the link from your e-mail again, or{' '}
              <Link component={RouterLink} to="/login">
                sign in
              </Link>
              .
            </Alert>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
