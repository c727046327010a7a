import { TranslationFields, type TranslatedFieldSpec } from '@/components/admin/translation-fields';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { languageName, SESSION_LANGUAGES, type SessionLanguage } from '@/lib/session-language';
import { SESSION_STATUSES, SESSION_TYPES, type SessionStatus, type SessionType } from '../../api/schedule-admin-api';
import type { FormErrors, SessionFormValues, SessionText } from '../../model/session-form-values';
import { msg } from '@lingui/core/macro';
import { SignupFields } from './signup-fields';
import { SpeakerPicker } from './speaker-picker';
import { HostPicker } from './host-picker';
import { useLingui } from '@lingui/react/macro';
import { statusLabel, typeLabel } from '../session-style';

const TRANSLATED_FIELDS: TranslatedFieldSpec<SessionText>[] = [
  { key: 'title', label: msg`Title`, maxLength: 300 },
  { key: 'description', label: msg`Description`, maxLength: 10_000, rows: 3 },
];

interface Props {
  values: SessionFormValues;
  errors: FormErrors;
  rooms: string[];
  /** The tracks the programme has, to pick from (a new one is typed). */
  tracks: string[];
  onChange: (patch: Partial<SessionFormValues>) => void;
}

const shrink = { inputLabel: { shrink: true } } as const;

/** Every field of a session (spec section 5). Times are the venue's wall clock. */
export function SessionFormFields({ values, errors, rooms, tracks, onChange }: Props) {
  const { t } = useLingui();
  return (
    <Stack spacing={2}>
      <TextField
        name="title"
        label={t`Title`}
        required
        value={values.title}
        onChange={(e) => onChange({ title: e.target.value })}
        error={Boolean(errors.title)}
        helperText={errors.title}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <TextField
        name="description"
        label={t`Description`}
        required
        multiline
        minRows={3}
        value={values.description}
        onChange={(e) => onChange({ description: e.target.value })}
        error={Boolean(errors.description)}
        helperText={errors.description}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 10_000 } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name="type"
          label={t`Type`}
          select
          required
          value={values.type}
          onChange={(e) => onChange({ type: e.target.value as SessionType })}
          error={Boolean(errors.type)}
          helperText={errors.type}
          fullWidth
        >
          {SESSION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {typeLabel(type)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="status"
          label={t`Status`}
          select
          value={values.status}
          onChange={(e) => onChange({ status: e.target.value as SessionStatus })}
          fullWidth
        >
          {SESSION_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {statusLabel(s)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="language"
          label={t`Language`}
          select
          value={values.language}
          onChange={(e) => onChange({ language: e.target.value as SessionLanguage })}
          fullWidth
        >
          {SESSION_LANGUAGES.map((language) => (
            <MenuItem key={language} value={language}>
              {languageName(language)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name="start"
          label={t`Start (Vienna time)`}
          type="datetime-local"
          required
          value={values.start}
          onChange={(e) => onChange({ start: e.target.value })}
          error={Boolean(errors.start)}
          helperText={errors.start}
          fullWidth
          slotProps={shrink}
        />
        <TextField
          name="end"
          label={t`End (Vienna time)`}
          type="datetime-local"
          required
          value={values.end}
          onChange={(e) => onChange({ end: e.target.value })}
          error={Boolean(errors.end)}
          helperText={errors.end}
          fullWidth
          slotProps={shrink}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Autocomplete
          freeSolo
          options={rooms}
          inputValue={values.room}
          onInputChange={(_e, room) => onChange({ room })}
          fullWidth
          renderInput={(params) => <TextField {...params} name="room" label={t`Room`} helperText={t`Leave empty for TBA`} />}
        />
        <Autocomplete
          freeSolo
          options={tracks}
          inputValue={values.track}
          onInputChange={(_e, track) => onChange({ track })}
          fullWidth
          renderInput={(params) => (
            <TextField
              {...params}
              name="track"
              label={t`Track`}
              required
              error={Boolean(errors.track)}
              helperText={errors.track}
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: 100 } }}
            />
          )}
        />
        <TextField
          name="capacity"
          label={t`Capacity`}
          type="number"
          value={values.capacity}
          onChange={(e) => onChange({ capacity: e.target.value })}
          error={Boolean(errors.capacity)}
          helperText={errors.capacity ?? t`Optional`}
          fullWidth
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
        />
      </Stack>
      <TranslationFields
        idPrefix="session"
        fields={TRANSLATED_FIELDS}
        values={values.translations}
        onChange={(code, key, text) => onChange({ translations: { ...values.translations, [code]: { ...values.translations[code], [key]: text } } })}
      />
      <SpeakerPicker value={values.speakers} onChange={(speakers) => onChange({ speakers })} />
      <HostPicker value={values.host} onChange={(host) => onChange({ host })} />
      <SignupFields values={values} errors={errors} onChange={onChange} />
    </Stack>
  );
}
