import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetAdminSpeakersQuery, type AdminSpeaker } from '@/lib/admin/speakers-admin-api';
import { MAX_SESSION_SPEAKERS } from '../../api/schedule-admin-api';
import type { ChosenSpeaker } from '../../model/session-form-values';
import { SortableSpeakerList } from './sortable-speaker-list';
import { useLingui } from '@lingui/react/macro';

interface Props {
  value: ChosenSpeaker[];
  onChange: (speakers: ChosenSpeaker[]) => void;
}

const byline = (s: AdminSpeaker) => [s.title, s.company].filter(Boolean).join(', ');

/** Adds speakers from the speaker list (at most five, spec section 9); the chosen ones are listed in order below. */
export function SpeakerPicker({ value, onChange }: Props) {
  const { data: speakers = [], isLoading, isError } = useGetAdminSpeakersQuery();
  const [input, setInput] = useState('');
  const full = value.length >= MAX_SESSION_SPEAKERS;
  const chosen = new Set(value.map((s) => s.id));
  const options = speakers.filter((s) => !chosen.has(s.id));
  const { t } = useLingui();
  const max = MAX_SESSION_SPEAKERS;

  return (
    <Box>
      <Autocomplete
        options={options}
        value={null}
        inputValue={input}
        onInputChange={(_e, text, reason) => setInput(reason === 'reset' ? '' : text)}
        onChange={(_e, speaker) => {
          if (!speaker || full) return;
          onChange([
            ...value,
            { id: speaker.id, name: speaker.name, hidden: !speaker.display_on_public, refusedRecording: speaker.recording_consent === false },
          ]);
          setInput('');
        }}
        getOptionLabel={(s) => s.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderOption={({ key, ...props }, s) => (
          <li key={key} {...props}>
            <Box>
              <Typography variant="body2">
                {s.name}
                {!s.display_on_public && ` ${t`(hidden from public)`}`}
              </Typography>
              {byline(s) && (
                <Typography variant="caption" color="text.secondary">
                  {byline(s)}
                </Typography>
              )}
            </Box>
          </li>
        )}
        loading={isLoading}
        disabled={full}
        noOptionsText={isError ? t`Failed to load speakers` : t`No matching speakers`}
        renderInput={(params) => (
          <TextField
            {...params}
            name="speaker-search"
            label={t`Add speaker`}
            helperText={full ? t`A session has at most ${max} speakers.` : t`Up to ${max} speakers.`}
          />
        )}
      />
      <SortableSpeakerList speakers={value} onChange={onChange} />
    </Box>
  );
}
