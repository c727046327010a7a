import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '@/components/page-spinner';
import { detailText, errorMessage, httpStatus } from '@/lib/api-errors';
import { useGetAdminSettingsQuery, useSaveSettingsMutation } from '../api/settings-admin-api';
import { SettingsDates } from './settings-dates';
import { SettingsEditions } from './settings-editions';
import { SettingsPrices } from './settings-prices';
import { SettingsQuestions } from './settings-questions';
import { UndeliveredMailPanel } from './undelivered-mail';
import { useSettingsForm, type SettingKey } from '../hooks/use-settings-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SuccessStatus } from '@/components/success-status';

/** Spec: the success or error message disappears after 3 seconds. */
const MESSAGE_MS = 3000;

const TOGGLES: {
  key: SettingKey;
  label: MessageDescriptor;
  on: MessageDescriptor;
  off: MessageDescriptor;
  /** Whether the call accepts now (its switch and its opening and closing times). */
  now?: 'cfp_accepting_now' | 'sponsorship_accepting_now';
}[] = [
  {
    key: 'accepting_cfp',
    now: 'cfp_accepting_now',
    label: msg`Call for Speakers`,
    on: msg`Open: the Call for Speakers page accepts proposals.`,
    off: msg`Closed: the Call for Speakers page says the call has ended.`,
  },
  {
    key: 'accepting_sponsors',
    now: 'sponsorship_accepting_now',
    label: msg`Sponsorships`,
    on: msg`Open: the Sponsorship page accepts sponsorship requests.`,
    off: msg`Closed: the Sponsorship page takes no new requests.`,
  },
  {
    key: 'feedback_requires_payment',
    label: msg`Session ratings from paid registrations only`,
    on: msg`On: only attendees with a confirmed email address and a paid registration may rate sessions.`,
    off: msg`Off: every account with a confirmed email address may rate sessions, paid or not.`,
  },
  {
    key: 'questions_moderated',
    label: msg`Questions approved first`,
    on: msg`On: a new question waits until an organiser, a speaker or the host of the session approves it.`,
    off: msg`Off: a new question is shown to everyone at once; moderators can still hide it.`,
  },
  {
    key: 'questions_from_visitors',
    label: msg`Questions from visitors`,
    on: msg`On: visitors without an account may ask (under a name they give) and vote, once per browser.`,
    off: msg`Off: only signed-in attendees ask and vote.`,
  },
  {
    key: 'screens_show_questions',
    label: msg`Questions on room screens`,
    on: msg`On: the room screens show the pinned and top questions of the current session.`,
    off: msg`Off: the room screens show no questions.`,
  },
];

type Message = { severity: 'success' | 'error'; text: string; at: number };

/** The 'Settings' tab: the switches saved together; every open page follows at once. */
export function SettingsTab() {
  const { data, isLoading, error } = useGetAdminSettingsQuery();
  const [saveSettings, { isLoading: saving }] = useSaveSettingsMutation();
  const form = useSettingsForm(data);
  const [message, setMessage] = useState<Message | null>(null);
  const { t, i18n } = useLingui();

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  async function save() {
    if (!form.values) return;
    try {
      form.saved(await saveSettings(form.values).unwrap());
      setMessage({ severity: 'success', text: t`Settings saved successfully!`, at: Date.now() });
    } catch (err) {
      console.warn('Failed to save settings', err);
      // A refused value says what is wrong with it; anything else keeps the spec's words.
      const refused = httpStatus(err) === 400 ? detailText(err, '', ' ') : '';
      setMessage({ severity: 'error', text: refused || t`Failed to save settings. Please try again.`, at: Date.now() });
    }
  }

  const values = form.values;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        <Trans>Settings</Trans>
      </Typography>
      {isLoading ? (
        <PageSpinner label={t`Loading settings`} />
      ) : !values ? (
        <Alert severity="error">{errorMessage(error, t`Failed to load settings.`)}</Alert>
      ) : (
        <>
          {form.incoming && (
            <Alert
              severity="info"
              role="status"
              action={
                <Button color="inherit" size="small" onClick={form.loadIncoming}>
                  <Trans>Load them</Trans>
                </Button>
              }
            >
              <Trans>Another admin has changed these settings. Load the saved values, or save yours to replace them.</Trans>
            </Alert>
          )}
          <Paper variant="outlined" sx={{ maxWidth: 640 }}>
            {TOGGLES.map((toggle, index) => {
              const checked = values[toggle.key];
              const helpId = `setting-${toggle.key}-help`;
              return (
                <Box key={toggle.key}>
                  {index > 0 && <Divider />}
                  <Box sx={{ px: 2, py: 1.5 }}>
                    <FormControlLabel
                      control={
                        <Switch
                          name={toggle.key}
                          checked={checked}
                          onChange={(event) => form.set(toggle.key, event.target.checked)}
                          slotProps={{ input: { 'aria-describedby': helpId } }}
                        />
                      }
                      label={i18n._(toggle.label)}
                      slotProps={{ typography: { sx: { fontWeight: 600 } } }}
                    />
                    <FormHelperText id={helpId} sx={{ mt: 0, ml: 0 }}>
                      {i18n._(checked ? toggle.on : toggle.off)}
                      {toggle.now &&
                        data &&
                        checked &&
                        data[toggle.key] &&
                        !data[toggle.now] &&
                        ` ${t`Not accepting now: outside its opening and closing times.`}`}
                    </FormHelperText>
                  </Box>
                </Box>
              );
            })}
          </Paper>
          <SettingsDates values={values} set={form.set} />
          <SettingsQuestions values={values} set={form.set} />
          <SettingsPrices values={values} set={form.set} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Box>
              <Button variant="contained" onClick={() => void save()} disabled={saving}>
                <Trans>Save Settings</Trans>
              </Button>
            </Box>
            {form.dirty && (
              <Typography variant="body2" color="text.secondary">
                <Trans>You have unsaved changes.</Trans>
              </Typography>
            )}
          </Stack>
          <SuccessStatus show={message?.severity === 'success'} messageKey={message?.at} sx={{ maxWidth: 640 }}>
            {message?.text}
          </SuccessStatus>
          {message?.severity === 'error' && (
            <Alert key={message.at} severity="error" sx={{ maxWidth: 640 }}>
              {message.text}
            </Alert>
          )}
          {data && <SettingsEditions startsOn={data.event_starts_on} endsOn={data.event_ends_on} />}
        </>
      )}
      <UndeliveredMailPanel />
    </Stack>
  );
}
