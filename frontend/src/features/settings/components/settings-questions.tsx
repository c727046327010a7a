import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminConferenceSettings as Settings } from '../api/settings-admin-api';
import type { QuestionKey } from '../hooks/use-settings-form';
import { SettingsPanel } from './settings-panel';

/** When sessions' questions open and close (issue 47): minutes before each session's start and after its end. */
export function SettingsQuestions({ values, set }: { values: Settings; set: <K extends QuestionKey>(key: K, value: Settings[K]) => void }) {
  const { t } = useLingui();
  const minutes = (key: QuestionKey, label: string) => (
    <TextField
      name={key}
      label={label}
      type="number"
      size="small"
      value={values[key]}
      onChange={(event) => event.target.value !== '' && set(key, Math.round(Number(event.target.value)))}
      slotProps={{ htmlInput: { min: 0, max: 1440, step: 1, inputMode: 'numeric' }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 240 }}
    />
  );
  return (
    <SettingsPanel
      title={<Trans>Questions in sessions</Trans>}
      intro={<Trans>Attendees ask and vote on a session&apos;s page from some minutes before it starts until some minutes after it ends.</Trans>}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {minutes('questions_open_before_min', t`Opens, minutes before`)}
        {minutes('questions_close_after_min', t`Closes, minutes after`)}
      </Stack>
    </SettingsPanel>
  );
}
