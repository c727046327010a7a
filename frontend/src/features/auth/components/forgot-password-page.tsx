import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-errors';
import { useForgotPasswordMutation } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { Trans, useLingui } from '@lingui/react/macro';

/** /forgot-password: asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const [requestLink, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      setSent((await requestLink({ email: email.trim() }).unwrap()).detail);
    } catch (err) {
      setError(errorMessage(err, t`Could not send the link. Please try again.`));
    }
  }

  return (
    <AuthCard title={t`Forgot your password?`} intro={t`Enter the address you signed up with and we will mail you a link to choose a new password.`}>
      {sent ? (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      ) : (
        <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit} aria-label={t`Forgot your password`}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField label={t`Email`} name="email" type="email" autoComplete="email" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} />
          <Button type="submit" variant="contained" size="large" disabled={isLoading}>
            {isLoading ? t`Sending...` : t`Send link`}
          </Button>
        </Stack>
      )}
      <Typography sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          <Trans>Back to sign in</Trans>
        </Link>
      </Typography>
    </AuthCard>
  );
}
