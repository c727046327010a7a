import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import { isoToVenueLocal, venueLocalToIso } from '@/lib/venue-time';
import type { AdminConferenceSettings as Settings } from '../api/settings-admin-api';
import { SettingsPanel } from './settings-panel';
import type { DateKey } from '../hooks/use-settings-form';

type InstantKey = Extract<DateKey, `${string}_at`>;

/**
 * When the calls open and close, and the edition's days (issue 29): entered as the venue's wall clock in its time
 * zone. An empty instant is no limit: the call's switch alone decides.
 */
export function SettingsDates({ values, set }: { values: Settings; set: <K extends DateKey>(key: K, value: Settings[K]) => void }) {
  const { t } = useLingui();
  const zone = values.time_zone;
  const instant = (key: InstantKey, label: string) => (
    <TextField
      key={key}
      name={key}
      label={label}
      type="datetime-local"
      size="small"
      value={isoToVenueLocal(values[key], zone)}
      onChange={(event) => set(key, event.target.value ? venueLocalToIso(event.target.value, zone) : null)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 240 }}
    />
  );
  return (
    <SettingsPanel
      title={<Trans>Dates</Trans>}
      intro={
        <Trans>
          Times are the venue&apos;s ({zone}). A call accepts while it is switched on and between its opening and closing times; left empty, only its switch
          decides. It closes by itself at its closing time.
        </Trans>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {instant('cfp_opens_at', t`Call for Speakers opens`)}
        {instant('cfp_closes_at', t`Call for Speakers closes`)}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {instant('sponsorship_opens_at', t`Sponsorships open`)}
        {instant('sponsorship_closes_at', t`Sponsorships close`)}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['event_starts_on', 'event_ends_on'] as const).map((key) => (
          <TextField
            key={key}
            name={key}
            label={key === 'event_starts_on' ? t`First day of the event` : t`Last day of the event`}
            type="date"
            size="small"
            value={values[key]}
            onChange={(event) => event.target.value && set(key, event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ minWidth: 240 }}
          />
        ))}
      </Stack>
      <TextField
        name="time_zone"
        label={t`Venue time zone`}
        size="small"
        value={values.time_zone}
        onChange={(event) => set('time_zone', event.target.value)}
        helperText={t`As the IANA database names it, for example Europe/Vienna.`}
        sx={{ maxWidth: 320 }}
      />
    </SettingsPanel>
  );
}
