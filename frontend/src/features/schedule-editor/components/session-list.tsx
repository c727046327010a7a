import { memo, startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { ConsoleTable } from '@/components/admin/console-table';
import { visuallyHidden } from '@/lib/visually-hidden';
import type { AdminSession } from '../api/schedule-admin-api';
import { clockLabel, shortDayLabel, venueMoment } from '../model/calendar-time';
import { conflictsText, roomOf } from '../model/calendar-layout';
import { interestText } from '../model/room-interest';
import { SavedBadge } from './saved-badge';
import { CLASH_STYLE, statusLabel } from './session-style';
import { UnreleasedChip } from './unreleased-mark';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

const STATUS_COLOUR = { scheduled: 'primary', cancelled: 'error', completed: 'success' } as const;

function timeText(session: AdminSession): string {
  const start = venueMoment(session.startTime);
  const end = venueMoment(session.endTime);
  return `${shortDayLabel(start.day)} ${start.day.slice(0, 4)}, ${clockLabel(start.minutes)} - ${clockLabel(end.minutes)}`;
}

interface RowProps {
  session: AdminSession;
  onOpen: (session: AdminSession) => void;
  onEdit: (session: AdminSession) => void;
  onDelete: (session: AdminSession) => void;
}

/** One session's row; memoised, so rows already shown do not render again while the rest are added. */
const SessionRow = memo(function SessionRow({ session: s, onOpen, onEdit, onDelete }: RowProps) {
  const { t } = useLingui();
  const title = s.title;
  return (
    <TableRow hover data-testid="session-row" data-session-id={s.id}>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600, maxWidth: 280, overflowWrap: 'anywhere' }}>
        <Box
          component="button"
          type="button"
          onClick={() => onOpen(s)}
          sx={{
            all: 'unset',
            cursor: 'pointer',
            '&:hover, &:focus-visible': { textDecoration: 'underline' },
            '&:focus-visible': { outline: '2px solid #1a1a1a' },
          }}
        >
          {s.title}
        </Box>
        {s.conflicts.length > 0 && (
          <Box component="span" sx={{ display: 'inline-flex', verticalAlign: 'middle', ml: 0.5 }} title={conflictsText(s.conflicts)}>
            <WarningAmberIcon sx={{ fontSize: 18, color: CLASH_STYLE.edge }} aria-hidden />
            <Box component="span" sx={visuallyHidden}>
              {conflictsText(s.conflicts)}
            </Box>
          </Box>
        )}
        {interestText(s) && (
          <Box component="span" sx={{ ml: 0.75 }}>
            <SavedBadge session={s} />
            <Box component="span" sx={visuallyHidden}>
              {interestText(s)}
            </Box>
          </Box>
        )}
      </TableCell>
      <TableCell sx={{ maxWidth: 220 }}>{s.speakers.map((p) => p.name).join(', ') || '-'}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{timeText(s)}</TableCell>
      <TableCell>{roomOf(s)}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" color={STATUS_COLOUR[s.status] ?? 'default'} label={statusLabel(s.status)} />
          <UnreleasedChip session={s} />
        </Stack>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton aria-label={t`Edit ${title}`} onClick={() => onEdit(s)}>
          <EditIcon />
        </IconButton>
        <IconButton aria-label={t`Delete ${title}`} onClick={() => onDelete(s)}>
          <DeleteIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
});

interface Props {
  sessions: readonly AdminSession[];
  onOpen: (session: AdminSession) => void;
  onEdit: (session: AdminSession) => void;
  onDelete: (session: AdminSession) => void;
}

/** The first rows at once: about a screenful, quick to show. */
const FIRST_ROWS = 30;
/** Each later step; it renders in a transition, which gives way to clicks and keys. */
const MORE_ROWS = 50;

/**
 * How many of `total` rows to render: a first screenful at once, then the rest a step at a time, each in a
 * transition after the last was shown, so 300 rows of table neither hold up the view's first paint nor block input.
 * Every row ends up in the page (find in page and screen readers see them all).
 */
function useGrowingCount(total: number): number {
  const [count, setCount] = useState(FIRST_ROWS);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((n) => n + MORE_ROWS)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}

/** Every session by start time: title, speakers, time, room, status (in release mode with what is unreleased), Edit and Delete (spec: list view). */
export function SessionList({ sessions, onOpen, onEdit, onDelete }: Props) {
  const [filter, setFilter] = useState('');
  const query = useDeferredValue(filter.trim().toLowerCase());
  const rows = useMemo(() => {
    const sorted = [...sessions].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.id - b.id);
    if (!query) return sorted;
    return sorted.filter((s) => [s.title, roomOf(s), ...s.speakers.map((p) => p.name)].some((text) => text.toLowerCase().includes(query)));
  }, [sessions, query]);
  const { t } = useLingui();
  const shownCount = useGrowingCount(rows.length);
  const shown = rows.length;
  const total = sessions.length;

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <TextField
          size="small"
          label={t`Filter by title, speaker or room`}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          sx={{ width: { xs: '100%', sm: 340 } }}
        />
        <Typography variant="body2" color="text.secondary" role="status">
          {plural(total, { one: `${shown} of # session`, other: `${shown} of # sessions` })}
        </Typography>
      </Stack>
      <ConsoleTable label={t`Sessions table`} caption={t`Sessions by start time`} minWidth={860} columns={[t`Title`, t`Speakers`, t`Time`, t`Room`, t`Status`]}>
        {rows.slice(0, shownCount).map((s) => (
          <SessionRow key={s.id} session={s} onOpen={onOpen} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </ConsoleTable>
      {rows.length === 0 && (
        <Typography color="text.secondary">
          {sessions.length ? t`No session matches the filter.` : t`No sessions yet. Use Add Session to create one.`}
        </Typography>
      )}
    </Stack>
  );
}
