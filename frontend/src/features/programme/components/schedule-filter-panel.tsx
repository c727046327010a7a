import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { capitalize } from '@/lib/format';
import type { ConferenceSession } from '@/types/api';
import { NO_FILTERS, type ScheduleFilters } from '../lib/schedule-filters';
import { filterOptions } from '../lib/schedule-match';
import { Trans, useLingui } from '@lingui/react/macro';

interface Props {
  id: string;
  sessions: readonly ConferenceSession[];
  filters: ScheduleFilters;
  onChange: (filters: Partial<ScheduleFilters>) => void;
}

/**
 * Search and the room, track and type filters of /schedule (the language has its own buttons). Every change goes
 * into the address at once, so the view can be shared. Loaded when a visitor opens it or the address has a filter.
 */
export function ScheduleFilterPanel({ id, sessions, filters, onChange }: Props) {
  const { t } = useLingui();
  const options = useMemo(() => filterOptions(sessions), [sessions]);
  // Typing stays in the field (the address follows it), so a reload or a shared link keeps the words.
  const [query, setQuery] = useState(filters.q);
  const select = (name: 'room' | 'track' | 'type', label: string, values: string[], all: string, text: (v: string) => string = (v) => v) => (
    <TextField
      select
      size="small"
      label={label}
      value={filters[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{all}</option>
      {/* A filter from a shared link whose value no longer exists stays selectable, so the view can be understood. */}
      {[...new Set([...values, ...(filters[name] ? [filters[name]] : [])])].map((value) => (
        <option key={value} value={value}>
          {text(value)}
        </option>
      ))}
    </TextField>
  );
  return (
    <Box
      id={id}
      role="search"
      aria-label={t`Filter sessions`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 3, '& > *': { flex: '1 1 150px', minWidth: 0 } }}
    >
      <TextField
        size="small"
        type="search"
        label={t`Search sessions`}
        placeholder={t`Title, description or speaker`}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          onChange({ q: event.target.value });
        }}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ '&&': { flex: '2 1 260px' } }}
      />
      {select('room', t`Room`, options.rooms, t`All rooms`, (room) => (room === 'TBA' ? t`TBA` : room))}
      {/* Every session has a track (the default one when none is set): the choice is offered once there are two. */}
      {(options.tracks.length > 1 || filters.track) && select('track', t`Track`, options.tracks, t`All tracks`)}
      {select('type', t`Type`, options.types, t`All types`, capitalize)}
      <Button
        variant="text"
        sx={{ '&&': { flex: '0 0 auto' } }}
        onClick={() => {
          setQuery('');
          onChange({ ...NO_FILTERS, language: filters.language });
        }}
      >
        <Trans>Clear filters</Trans>
      </Button>
    </Box>
  );
}
