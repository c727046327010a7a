import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLoginMutation, useRegisterMutation } from '../api/auth-api';
import { autoLoginError, passwordsDoNotMatch, registerError, type FormError } from '../api/auth-errors';
import { useLingui } from '@lingui/react/macro';

const NO_ERROR: FormError = { message: null, fields: {} };

export function RegisterForm() {
  const { t } = useLingui();
  const [register] = useRegisterMutation();
  const [login] = useLoginMutation();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<FormError>(NO_ERROR);
  const [values, setValues] = useState({ full_name: '', email: '', password: '', confirm_password: '' });

  const change = (field: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (values.password !== values.confirm_password) {
      setError({ message: passwordsDoNotMatch(), fields: {} });
      return;
    }
    setError(NO_ERROR);
    setWorking(true);
    const credentials = { email: values.email.trim(), password: values.password };
    try {
      await register({ ...credentials, full_name: values.full_name.trim() }).unwrap();
    } catch (err) {
      setError(registerError(err));
      setWorking(false);
      return;
    }
    try {
      // Spec: after registering, the user is signed in with the same credentials.
      await login(credentials).unwrap();
    } catch (err) {
      setError(autoLoginError(err));
      setWorking(false);
    }
  }

  return (
    <Stack component="form" spacing={2.5} onSubmit={handleSubmit} aria-label={t`Register`}>
      {error.message && <Alert severity="error">{error.message}</Alert>}
      <TextField
        label={t`Full Name`}
        name="full_name"
        autoComplete="name"
        required
        autoFocus
        value={values.full_name}
        onChange={change('full_name')}
        error={Boolean(error.fields.full_name)}
        helperText={error.fields.full_name}
      />
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={change('email')}
        error={Boolean(error.fields.email)}
        helperText={error.fields.email}
      />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={change('password')}
        error={Boolean(error.fields.password)}
        helperText={error.fields.password ?? t`At least 8 characters`}
      />
      <TextField
        label={t`Confirm Password`}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirm_password}
        onChange={change('confirm_password')}
      />
      <Button type="submit" variant="contained" size="large" disabled={working}>
        {working ? t`Registering...` : t`Register`}
      </Button>
    </Stack>
  );
}
