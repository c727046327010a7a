import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import type { FormErrors, SessionFormValues } from '../../model/session-form-values';

interface Props {
  values: SessionFormValues;
  errors: FormErrors;
  onChange: (patch: Partial<SessionFormValues>) => void;
}

const shrink = { inputLabel: { shrink: true } } as const;

/**
 * Sign-up for the session's seats (issue 46): the capacity's seats, then a waitlist. When it opens and closes is
 * optional: empty, it is open at once and closes when the session starts.
 */
export function SignupFields({ values, errors, onChange }: Props) {
  const { t } = useLingui();
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch name="signup_required" checked={values.signupRequired} onChange={(e) => onChange({ signupRequired: e.target.checked })} />}
        label={t`Sign-up required: the seats, then a waitlist`}
      />
      {values.signupRequired && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            name="signup_opens_at"
            label={t`Sign-up opens (Vienna time)`}
            type="datetime-local"
            value={values.signupOpens}
            onChange={(e) => onChange({ signupOpens: e.target.value })}
            helperText={t`Empty: open now`}
            fullWidth
            slotProps={shrink}
          />
          <TextField
            name="signup_closes_at"
            label={t`Sign-up closes (Vienna time)`}
            type="datetime-local"
            value={values.signupCloses}
            onChange={(e) => onChange({ signupCloses: e.target.value })}
            error={Boolean(errors.signupCloses)}
            helperText={errors.signupCloses ?? t`Empty: when the session starts`}
            fullWidth
            slotProps={shrink}
          />
        </Stack>
      )}
    </Stack>
  );
}
