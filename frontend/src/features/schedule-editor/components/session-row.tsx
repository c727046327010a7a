import { memo, type Ref } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { visuallyHidden } from '@/lib/visually-hidden';
import type { AdminSession } from '../api/schedule-admin-api';
import { clockLabel, shortDayLabel, venueMoment } from '../model/calendar-time';
import { conflictsText, roomOf } from '../model/calendar-layout';
import { interestText } from '../model/room-interest';
import { SavedBadge } from './saved-badge';
import { CLASH_STYLE, statusLabel } from './session-style';
import { UnreleasedChip } from './unreleased-mark';
import { useLingui } from '@lingui/react/macro';

const STATUS_COLOUR = { scheduled: 'primary', cancelled: 'error', completed: 'success' } as const;

function timeText(session: AdminSession): string {
  const start = venueMoment(session.startTime);
  const end = venueMoment(session.endTime);
  return `${shortDayLabel(start.day)} ${start.day.slice(0, 4)}, ${clockLabel(start.minutes)} - ${clockLabel(end.minutes)}`;
}

export interface SessionRowProps {
  session: AdminSession;
  /** Its place in the whole list (0-based), whichever rows are rendered. */
  index: number;
  /** The list measures the row's height through it. */
  rowRef: Ref<HTMLTableRowElement>;
  onOpen: (session: AdminSession) => void;
  onEdit: (session: AdminSession) => void;
  onDelete: (session: AdminSession) => void;
}

/**
 * One session's row of the List view: title, speakers, time, room, status, Edit and Delete. Memoised: scrolling
 * adds and drops rows at the edges and leaves the others alone. Its aria-rowindex is its place in the whole table
 * (the heading row is 1), since only the rows near the view are in the page.
 */
export const SessionRow = memo(function SessionRow({ session: s, index, rowRef, onOpen, onEdit, onDelete }: SessionRowProps) {
  const { t } = useLingui();
  const title = s.title;
  return (
    <TableRow ref={rowRef} hover data-testid="session-row" data-session-id={s.id} data-index={index} aria-rowindex={index + 2}>
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
