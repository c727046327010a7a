import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useSaveSpeakerProfileMutation } from '../api/speaker-api';
import type { SpeakerProfile } from '../api/types';

/**
 * The speaker's consent to their talks being recorded and published (issue 47), saved as soon as it is chosen. A no
 * marks their sessions not recorded (organisers see it, and the programme's feeds say so).
 */
export function RecordingConsent({ profile, userId }: { profile: SpeakerProfile; userId: number }) {
  const { t } = useLingui();
  const [save, saving] = useSaveSpeakerProfileMutation();
  const value = profile.recording_consent === null ? '' : profile.recording_consent ? 'yes' : 'no';
  return (
    <FormControl component="fieldset" sx={{ mt: 3 }} disabled={saving.isLoading}>
      <FormLabel component="legend">{t`May your talks be recorded and published?`}</FormLabel>
      <RadioGroup
        row
        name="recording_consent"
        value={value}
        onChange={(e) => void save({ userId, profile: { name: profile.name, recording_consent: e.target.value === 'yes' } })}
      >
        <FormControlLabel value="yes" control={<Radio />} label={t`Yes`} />
        <FormControlLabel value="no" control={<Radio />} label={t`No`} />
      </RadioGroup>
      {saving.isError && (
        <Typography color="error" variant="body2">
          {t`Your answer could not be saved. Please try again.`}
        </Typography>
      )}
    </FormControl>
  );
}
