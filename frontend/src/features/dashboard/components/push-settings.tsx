import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { PushDevice, PushTopic, ReminderMinutes } from '@/lib/push/push-api';
import type { User } from '@/types/api';
import type { ThisDevice, TestOutcome } from '../hooks/use-this-device';
import { MutedSessions } from './muted-sessions';
import { Trans, useLingui } from '@lingui/react/macro';

/** The topics a person is offered as switches: decisions only to speakers, assignments only to reviewers. Reminders have their time instead. */
export function topicsFor(user: Pick<User, 'is_speaker' | 'is_reviewer'>): PushTopic[] {
  return ['session_changes', ...(user.is_speaker ? (['decisions'] as const) : []), ...(user.is_reviewer ? (['assignments'] as const) : []), 'announcements'];
}

const REMINDER_CHOICES = [null, 5, 10, 15] as const;

interface PushSettingsProps {
  user: User;
  device: PushDevice;
  here: ThisDevice;
}

/** What this device is told (topics, reminder time, muted sessions), the test notification, and turning it off. */
export function PushSettings({ user, device, here }: PushSettingsProps) {
  const { t } = useLingui();
  // A choice being saved shows at once; then the server's answer (the device it stored) is what shows.
  const [pending, setPending] = useState<{ topics: PushTopic[]; reminder: ReminderMinutes } | null>(null);
  const { topics, reminder } = pending ?? { topics: device.topics, reminder: device.reminder_minutes };
  const [saveFailed, setSaveFailed] = useState(false);
  const [tested, setTested] = useState<TestOutcome | null>(null);

  const labels: Record<PushTopic, string> = {
    session_changes: t`A saved session moves or is cancelled`,
    reminders: t`Reminders`,
    decisions: t`Decisions on your proposals`,
    assignments: t`New proposals to review`,
    announcements: t`Announcements from the organisers`,
  };

  async function change(nextTopics: PushTopic[], nextReminder: ReminderMinutes) {
    setPending({ topics: nextTopics, reminder: nextReminder });
    const saved = await here.save({ topics: nextTopics, reminder_minutes: nextReminder });
    setSaveFailed(!saved);
    setPending(null);
  }

  const toggle = (topic: PushTopic, on: boolean) =>
    change(on ? [...topics.filter((known) => known !== topic), topic] : topics.filter((known) => known !== topic), reminder);
  const remindBefore = (minutes: ReminderMinutes) =>
    change(minutes === null ? topics.filter((topic) => topic !== 'reminders') : [...topics.filter((topic) => topic !== 'reminders'), 'reminders'], minutes);

  async function test() {
    setTested(null);
    setTested(await here.test());
  }

  return (
    <Stack spacing={2}>
      <FormGroup>
        {topicsFor(user).map((topic) => (
          <FormControlLabel
            key={topic}
            control={<Switch checked={topics.includes(topic)} disabled={here.saving} onChange={(event) => void toggle(topic, event.target.checked)} />}
            label={labels[topic]}
          />
        ))}
      </FormGroup>
      <TextField
        select
        size="small"
        label={t`Remind me before a saved session starts`}
        value={reminder === null ? 'off' : String(reminder)}
        disabled={here.saving}
        onChange={(event) => void remindBefore(event.target.value === 'off' ? null : (Number(event.target.value) as ReminderMinutes))}
        sx={{ maxWidth: 360 }}
      >
        {REMINDER_CHOICES.map((minutes) => (
          <MenuItem key={minutes ?? 'off'} value={minutes === null ? 'off' : String(minutes)}>
            {minutes === null ? t`No reminders` : t`${minutes} minutes before`}
          </MenuItem>
        ))}
      </TextField>
      {saveFailed && (
        <Alert severity="error" role="alert">
          <Trans>Could not save your choice. Please try again.</Trans>
        </Alert>
      )}
      {here.subscription && <MutedSessions device={device} subscription={here.subscription} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" disabled={here.testing} onClick={() => void test()}>
          <Trans>Send a test notification</Trans>
        </Button>
        <Button color="error" onClick={() => void here.turnOff()}>
          <Trans>Turn off on this device</Trans>
        </Button>
      </Stack>
      {tested === 'sent' && (
        <Alert severity="success" role="status">
          <Trans>Sent. It should appear on this device in a moment.</Trans>
        </Alert>
      )}
      {tested === 'failed' && (
        <Alert severity="error" role="alert">
          <Trans>The notification could not be sent just now. Please try again in a moment.</Trans>
        </Alert>
      )}
    </Stack>
  );
}
