import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { EventDay } from '@/lib/schedule-days';
import { useLingui } from '@lingui/react/macro';

interface DayPickerProps {
  days: readonly EventDay[];
  selected: string;
  onSelect: (day: EventDay) => void;
}

/** One button per event day, labelled with its long date; the chosen one is filled and pressed. */
export function DayPicker({ days, selected, onSelect }: DayPickerProps) {
  const { t } = useLingui();
  return (
    <Box role="group" aria-label={t`Conference days`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 4 }}>
      {days.map((day) => {
        const active = day.key === selected;
        return (
          <Button
            key={day.key}
            variant={active ? 'contained' : 'outlined'}
            aria-pressed={active}
            onClick={() => onSelect(day)}
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            {day.label}
          </Button>
        );
      })}
    </Box>
  );
}
