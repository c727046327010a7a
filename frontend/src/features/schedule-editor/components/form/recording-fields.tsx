import Alert from '@mui/material/Alert';
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
  /** The chosen speakers who said no to being recorded (as the form has them, before saving). */
  refusedBy?: { id: number; name: string }[];
}

/**
 * The session's recording (issue 47): where it is once published, and "not recorded". A speaker who refused consent
 * marks the session not recorded in the feeds whatever is set here; organisers see who.
 */
export function RecordingFields({ values, errors, onChange, refusedBy = [] }: Props) {
  const { t } = useLingui();
  const names = refusedBy.map((s) => s.name).join(', ');
  return (
    <Stack spacing={2}>
      {refusedBy.length > 0 && (
        <Alert severity="warning" data-testid="recording-refused">
          {t`Not to be recorded: ${names} said no to being recorded.`}
        </Alert>
      )}
      <FormControlLabel
        control={<Switch name="do_not_record" checked={values.doNotRecord} onChange={(e) => onChange({ doNotRecord: e.target.checked })} />}
        label={t`Not recorded`}
      />
      <TextField
        name="recording_url"
        label={t`Recording link`}
        type="url"
        value={values.recordingUrl}
        onChange={(e) => onChange({ recordingUrl: e.target.value })}
        error={Boolean(errors.recordingUrl)}
        helperText={errors.recordingUrl ?? t`Where the recording is once published (https://…)`}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000, inputMode: 'url' } }}
      />
    </Stack>
  );
}
