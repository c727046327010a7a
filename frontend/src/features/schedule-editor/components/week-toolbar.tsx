import { memo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { isDayKey, weekLabel } from '../model/calendar-time';
import { useLingui } from '@lingui/react/macro';

interface Props {
  monday: string;
  day: string;
  /** 'Conference week' when there are sessions, otherwise 'This week'. */
  resetLabel: string;
  onDay: (day: string) => void;
  onStep: (weeks: number) => void;
  onReset: () => void;
  /** Controls at the end of the bar (undo and redo). */
  actions?: ReactNode;
}

/** Week navigation in steps of 7 days (spec section 9), back to the first session's week, or to any date. */
export const WeekToolbar = memo(function WeekToolbar({ monday, day, resetLabel, onDay, onStep, onReset, actions }: Props) {
  const { t } = useLingui();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Tooltip title={t`Previous week`}>
        <IconButton aria-label={t`Previous week`} onClick={() => onStep(-1)}>
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
      <Typography component="h3" variant="subtitle1" data-testid="week-label" sx={{ fontWeight: 700, minWidth: 170, textAlign: 'center' }}>
        {weekLabel(monday)}
      </Typography>
      <Tooltip title={t`Next week`}>
        <IconButton aria-label={t`Next week`} onClick={() => onStep(1)}>
          <ChevronRightIcon />
        </IconButton>
      </Tooltip>
      <Button variant="outlined" size="small" onClick={onReset}>
        {resetLabel}
      </Button>
      <TextField
        type="date"
        size="small"
        label={t`Go to date`}
        value={day}
        onChange={(event) => isDayKey(event.target.value) && onDay(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      {actions}
    </Stack>
  );
});
