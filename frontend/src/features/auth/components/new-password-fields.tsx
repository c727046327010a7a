import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { passwordsDoNotMatch, passwordTooShort } from '../api/auth-errors';

const PASSWORD_MIN_LENGTH = 8;

/** The client's own checks of a new password (the spec's texts), before anything is sent; null when it passes. */
export function newPasswordProblem(password: string, confirm: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return passwordTooShort();
  if (password !== confirm) return passwordsDoNotMatch();
  return null;
}

/** New password and its confirmation, as every form that sets one asks for them. */
export function NewPasswordFields(props: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  label?: string;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const minLength = PASSWORD_MIN_LENGTH;
  return (
    <>
      <TextField
        label={props.label ?? t`Password`}
        name="password"
        type="password"
        autoComplete="new-password"
        autoFocus={props.autoFocus}
        helperText={t`At least ${minLength} characters`}
        value={props.password}
        onChange={(e) => props.onPassword(e.target.value)}
      />
      <TextField
        label={t`Confirm password`}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        value={props.confirm}
        onChange={(e) => props.onConfirm(e.target.value)}
      />
    </>
  );
}
