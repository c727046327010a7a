import TextField from '@mui/material/TextField';
import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from '../api/auth-errors';

const PASSWORD_MIN_LENGTH = 8;

/** The client's own checks of a new password (the spec's texts), before anything is sent; null when it passes. */
export function newPasswordProblem(password: string, confirm: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password !== confirm) return PASSWORDS_DO_NOT_MATCH;
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
  return (
    <>
      <TextField
        label={props.label ?? 'Password'}
        name="password"
        type="password"
        autoComplete="new-password"
        autoFocus={props.autoFocus}
        helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
        value={props.password}
        onChange={(e) => props.onPassword(e.target.value)}
      />
      <TextField
        label="Confirm password"
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        value={props.confirm}
        onChange={(e) => props.onConfirm(e.target.value)}
      />
    </>
  );
}
