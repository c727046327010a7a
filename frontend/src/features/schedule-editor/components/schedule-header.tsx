import { memo } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import AlarmIcon from '@mui/icons-material/AlarmAdd';
import { Link as RouterLink } from 'react-router-dom';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import CalendarViewWeekIcon from '@mui/icons-material/CalendarViewWeek';
import ViewListIcon from '@mui/icons-material/ViewList';
import { MODE_CHIP } from './releases/releases-panel';
import { Trans, useLingui } from '@lingui/react/macro';

interface Props {
  drafting: boolean;
  /** What is unreleased, as the release-mode chip says it. */
  releaseState: string;
  view: 'calendar' | 'list';
  onView: (view: 'calendar' | 'list') => void;
  onRooms: () => void;
  onAdd: () => void;
}

/**
 * The Schedule tab's heading and its controls: release mode, calendar or list, rooms, add a session. Memoised: the
 * tab renders again with every change of its sessions, its buttons need not.
 */
export const ScheduleHeader = memo(function ScheduleHeader({ drafting, releaseState, view, onView, onRooms, onAdd }: Props) {
  const { t } = useLingui();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
      <Typography variant="h5" component="h2">
        <Trans>Schedule</Trans>
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {drafting && (
          <Chip
            component="a"
            href="#schedule-releases"
            clickable
            variant="outlined"
            sx={MODE_CHIP.release}
            label={t`Release mode: ${releaseState}`}
            data-testid="draft-status"
          />
        )}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, value: 'calendar' | 'list' | null) => value && onView(value)}
          aria-label={t`View`}
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: '#4a4a4a' } }}
        >
          <ToggleButton value="calendar">
            <CalendarViewWeekIcon fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
            <Trans>Calendar</Trans>
          </ToggleButton>
          <ToggleButton value="list">
            <ViewListIcon fontSize="small" sx={{ mr: 0.5 }} aria-hidden />
            <Trans>List</Trans>
          </ToggleButton>
        </ToggleButtonGroup>
        <Button variant="outlined" startIcon={<MeetingRoomIcon />} onClick={onRooms}>
          <Trans>Rooms</Trans>
        </Button>
        {/* Running late (issue 47): a page of its own, made for a phone, that hosts reach too. */}
        <Button variant="outlined" startIcon={<AlarmIcon />} component={RouterLink} to="/late">
          <Trans>Running late</Trans>
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          <Trans>Add Session</Trans>
        </Button>
      </Stack>
    </Stack>
  );
});
