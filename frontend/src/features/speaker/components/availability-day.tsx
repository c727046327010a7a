import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { dayLabel, FROM_TIMES, rangeLabel, timeLabel, TO_TIMES, type RangeRow } from '../lib/availability-form';
import { Trans, useLingui } from '@lingui/react/macro';

interface Props {
  day: string;
  rows: readonly RangeRow[];
  errors: ReadonlyMap<number, string>;
  /** Whether the speaker entered times on any day (a day without any is then unavailable). */
  anyTimes: boolean;
  onChange: (rows: RangeRow[]) => void;
  onAdd: () => void;
}

const fromId = (row: RangeRow) => `availability-from-${row.key}`;

/** One conference day: its time ranges, each a From and a To select in quarter hours, removable; and 'Add time'. */
export function AvailabilityDay({ day, rows, errors, anyTimes, onChange, onAdd }: Props) {
  const { t } = useLingui();
  const label = dayLabel(day);
  const headingId = `availability-day-${day}`;
  const addButton = useRef<HTMLButtonElement>(null);
  const update = (key: number, change: Partial<RangeRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  // Remove goes with its range: the focus goes on to what followed it, the next range's From or the day's Add time,
  // rather than to the page (WCAG 2.4.3).
  const remove = (index: number) => {
    const next = rows[index + 1];
    onChange(rows.filter((_row, i) => i !== index));
    (next ? document.getElementById(fromId(next)) : addButton.current)?.focus();
  };
  // Add time puts the focus on the new range's From, where the speaker goes on (its times are the ones to set).
  const adding = useRef(false);
  const added = rows.at(-1);
  useEffect(() => {
    if (!adding.current || !added) return;
    adding.current = false;
    document.getElementById(fromId(added))?.focus();
  }, [added]);
  const add = () => {
    adding.current = true;
    onAdd();
  };

  return (
    <Box component="li" sx={{ listStyle: 'none', p: 2, border: '1px solid', borderColor: 'divider', borderRadius: 2 }}>
      <div role="group" aria-labelledby={headingId} data-testid="availability-day">
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        {rows.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {anyTimes ? <Trans>No times entered: unavailable on this day.</Trans> : <Trans>No times entered.</Trans>}
          </Typography>
        )}
        <Stack spacing={1.5} sx={{ mt: rows.length ? 1.5 : 1 }}>
          {rows.map((row, index) => {
            const error = errors.get(row.key);
            const errorId = `availability-error-${row.key}`;
            const describedBy = error ? errorId : undefined;
            const position = index + 1;
            const range = rangeLabel(row);
            return (
              <Box key={row.key} role="group" aria-label={t`Time ${position}`} data-testid="availability-range">
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <TextField
                    id={fromId(row)}
                    select
                    fullWidth={false}
                    size="small"
                    label={t`From`}
                    value={row.from}
                    error={!!error}
                    onChange={(event) => update(row.key, { from: Number(event.target.value) })}
                    slotProps={{ select: { native: true }, htmlInput: { 'aria-describedby': describedBy } }}
                    sx={{ width: 150 }}
                  >
                    {FROM_TIMES.map((m) => (
                      <option key={m} value={m}>
                        {timeLabel(m)}
                      </option>
                    ))}
                  </TextField>
                  <TextField
                    select
                    fullWidth={false}
                    size="small"
                    label={t`To`}
                    value={row.to}
                    error={!!error}
                    onChange={(event) => update(row.key, { to: Number(event.target.value) })}
                    slotProps={{ select: { native: true }, htmlInput: { 'aria-describedby': describedBy } }}
                    sx={{ width: 230 }}
                  >
                    {TO_TIMES.map((m) => (
                      <option key={m} value={m}>
                        {timeLabel(m)}
                      </option>
                    ))}
                  </TextField>
                  <Button
                    size="small"
                    color="inherit"
                    startIcon={<DeleteOutlineIcon />}
                    aria-label={t`Remove ${range} on ${label}`}
                    onClick={() => remove(index)}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </Stack>
                {error && (
                  <Typography id={errorId} variant="body2" color="error" sx={{ mt: 0.5 }}>
                    {error}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Stack>
        <Button ref={addButton} size="small" startIcon={<AddIcon />} onClick={add} aria-label={t`Add time on ${label}`} sx={{ mt: 1 }}>
          <Trans>Add time</Trans>
        </Button>
      </div>
    </Box>
  );
}
