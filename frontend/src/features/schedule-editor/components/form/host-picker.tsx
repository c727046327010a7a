import { useEffect, useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import debounce from '@mui/utils/debounce';
import { useLingui } from '@lingui/react/macro';
import { useSearchAdminUsersQuery } from '@/lib/admin/users-admin-api';
import type { SessionFormValues } from '../../model/session-form-values';

type Host = NonNullable<SessionFormValues['host']>;

/** A search needs this much text: one letter matches most of a conference's accounts. */
const MIN_CHARS = 2;
/** The picker lists this many matches; more text narrows them. */
const SHOWN = 20;
/** How long the picker waits after the last keystroke before asking the server. */
const DEBOUNCE_MS = 300;

interface Props {
  value: Host | null;
  onChange: (host: Host | null) => void;
}

/**
 * The session's host (issue 47): any active account, found by name or e-mail on the server (the console may have
 * thousands), who then moderates the session's questions and may mark its room running late. Clearable.
 */
export function HostPicker({ value, onChange }: Props) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const settle = useMemo(() => debounce((text: string) => setSearch(text), DEBOUNCE_MS), []);
  useEffect(() => () => settle.clear(), [settle]);
  const searching = search.length >= MIN_CHARS;
  const { data, isFetching, isError } = useSearchAdminUsersQuery(search, { skip: !searching });

  const found: Host[] = (searching ? (data ?? []) : [])
    .filter((u) => u.status === 'active')
    .slice(0, SHOWN)
    .map((u) => ({ id: u.id, name: u.full_name, email: u.email }));
  // The chosen host stays an option, so the field's value is always one of its options.
  const options = value && !found.some((h) => h.id === value.id) ? [value, ...found] : found;
  const email = value?.email;
  const waiting = typed.length >= MIN_CHARS && (typed !== search || isFetching);

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_e, host) => onChange(host)}
      onInputChange={(_e, text, reason) => {
        // 'reset' is the chosen host's name filled in: nothing to search for.
        if (reason === 'reset') return;
        const next = reason === 'clear' ? '' : text.trim();
        setTyped(next);
        settle(next);
      }}
      // The server matched the text already (name or e-mail); the list is not filtered again by the label.
      filterOptions={(list) => list}
      getOptionLabel={(h) => h.name || h.email}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={({ key, ...props }, h) => (
        <li key={key} {...props}>
          <Box>
            <Typography variant="body2">{h.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {h.email}
            </Typography>
          </Box>
        </li>
      )}
      loading={waiting}
      loadingText={t`Searching…`}
      noOptionsText={
        typed.length < MIN_CHARS ? t`Type at least two letters of a name or e-mail address` : isError ? t`Failed to load accounts` : t`No matching accounts`
      }
      clearText={t`Clear`}
      openText={t`Open`}
      closeText={t`Close`}
      renderInput={(params) => (
        <TextField
          {...params}
          name="host"
          label={t`Host`}
          helperText={
            email
              ? t`${email} moderates the questions and may mark the room running late.`
              : t`Optional: an account that moderates the questions and may mark the room running late.`
          }
        />
      )}
    />
  );
}
