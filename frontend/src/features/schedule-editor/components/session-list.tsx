import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/lib/visually-hidden';
import type { AdminSession } from '../api/schedule-admin-api';
import { roomOf } from '../model/calendar-layout';
import { useWindowedRows } from '../hooks/use-windowed-rows';
import { SessionRow } from './session-row';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

interface Props {
  sessions: readonly AdminSession[];
  onOpen: (session: AdminSession) => void;
  onEdit: (session: AdminSession) => void;
  onDelete: (session: AdminSession) => void;
}

/** A row with a one-line title; longer titles wrap and are measured. */
const ROW_ESTIMATE = 53;

/**
 * Every session by start time: title, speakers, time, room, status (in release mode with what is unreleased), Edit
 * and Delete (spec: list view). The table is windowed: only the rows in and near the window are in the page (300
 * rows of MUI table took seconds to render on a slow machine), and it tells assistive technology how many rows it
 * has and where each is (aria-rowcount, aria-rowindex). The filter finds a session that is scrolled away.
 */
export function SessionList({ sessions, onOpen, onEdit, onDelete }: Props) {
  const [filter, setFilter] = useState('');
  const query = useDeferredValue(filter.trim().toLowerCase());
  const rows = useMemo(() => {
    const sorted = [...sessions].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.id - b.id);
    if (!query) return sorted;
    return sorted.filter((s) => [s.title, roomOf(s), ...s.speakers.map((p) => p.name)].some((text) => text.toLowerCase().includes(query)));
  }, [sessions, query]);
  const keyOf = useCallback((index: number) => rows[index].id, [rows]);
  const { bodyRef, measure, onFocus, onBlur, parts } = useWindowedRows({ count: rows.length, keyOf, estimate: ROW_ESTIMATE });
  const { t } = useLingui();
  const shown = rows.length;
  const total = sessions.length;
  const columns = [t`Title`, t`Speakers`, t`Time`, t`Room`, t`Status`, t`Actions`];

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
      {/* Wider than the screen, the table scrolls sideways in its box (which takes the focus for it); down, with the page. */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={t`Sessions table`}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
      >
        <Table size="small" sx={{ minWidth: 860 }} aria-rowcount={rows.length + 1}>
          <Box component="caption" sx={visuallyHidden}>
            {t`Sessions by start time`}
          </Box>
          <TableHead>
            <TableRow aria-rowindex={1}>
              {columns.map((column, i) => (
                <TableCell key={column} scope="col" align={i === columns.length - 1 ? 'right' : undefined}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody ref={bodyRef} onFocus={onFocus} onBlur={onBlur}>
            {parts.map((part) =>
              part.kind === 'gap' ? (
                <tr key={part.key} aria-hidden style={{ height: part.height }}>
                  <td colSpan={columns.length} style={{ padding: 0, border: 0 }} />
                </tr>
              ) : (
                <SessionRow
                  key={part.item.key}
                  session={rows[part.item.index]}
                  index={part.item.index}
                  rowRef={measure}
                  onOpen={onOpen}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              ),
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length === 0 && (
        <Typography color="text.secondary">
          {sessions.length ? t`No session matches the filter.` : t`No sessions yet. Use Add Session to create one.`}
        </Typography>
      )}
    </Stack>
  );
}
