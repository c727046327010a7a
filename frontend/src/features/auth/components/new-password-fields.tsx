import TextField from '@mui/material/TextField';

export const PASSWORD_MIN_LENGTH = 8;

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
