import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ProfileUpdate } from '../api/types';
import { useLingui } from '@lingui/react/macro';

interface ProfileFormProps {
  initial: ProfileUpdate;
  saving: boolean;
  onSave: (values: ProfileUpdate) => void;
}

/**
 * Edit mode: Full Name and Email. The only check is the browser's own for an email-typed input (spec). A new email
 * also asks for the current password, and changes only once the link mailed to it is opened.
 */
export function ProfileForm({ initial, saving, onSave }: ProfileFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState(initial);
  const [password, setPassword] = useState('');
  const emailChanged = values.email.trim().toLowerCase() !== initial.email.toLowerCase();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave({ full_name: values.full_name.trim(), email: values.email.trim(), ...(emailChanged && { current_password: password }) });
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label={t`Edit profile`}>
      <TextField
        label={t`Full Name`}
        name="full_name"
        value={values.full_name}
        onChange={(e) => setValues((v) => ({ ...v, full_name: e.target.value }))}
        autoComplete="name"
      />
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        value={values.email}
        onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        autoComplete="email"
        helperText={emailChanged ? t`We will mail a link to the new address; it takes effect when you open it.` : undefined}
      />
      {emailChanged && (
        <TextField
          label={t`Current password`}
          name="current_password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      )}
      <div>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t`Saving...` : t`Save Changes`}
        </Button>
      </div>
    </Stack>
  );
}
