import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatTime } from '@/lib/format';
import { laneBox } from '@/lib/session-lanes';
import { venueLocalToIso } from '@/lib/venue-time';
import { visuallyHidden } from '@/lib/visually-hidden';
import type { ConferenceSession } from '@/types/api';
import { hourRows, layoutDay, PX_PER_MINUTE, timetableRows } from '../lib/timetable-layout';
import { TimetableBlock } from './timetable-block';
import { useLingui } from '@lingui/react/macro';

const AXIS_WIDTH = 72;
const ROOM_MIN_WIDTH = 160;
const HOUR_PX = 60 * PX_PER_MINUTE;

// Hour lines, fainter half-hours: one background instead of many cells.
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS gradient, no text
const gridLines = `repeating-linear-gradient(to bottom, #c4c4c4 0, #c4c4c4 1px, transparent 1px, transparent ${HOUR_PX / 2}px,
  #ececec ${HOUR_PX / 2}px, #ececec ${HOUR_PX / 2 + 1}px, transparent ${HOUR_PX / 2 + 1}px, transparent ${HOUR_PX}px)`;

interface Props {
  /** YYYY-MM-DD at the venue. */
  dayKey: string;
  dayLabel: string;
  /** That day's sessions that pass the filters, in the list's order. */
  sessions: readonly ConferenceSession[];
  /** A control shown in each block (the star that saves a session). */
  renderAction?: (session: ConferenceSession) => ReactNode;
  /** A line under a block's text (a starred session's overlaps). */
  renderNote?: (session: ConferenceSession) => ReactNode;
}

/** A time of the day as the page's language writes times, at the venue (the axis' hours, the rows' starts). */
function timeLabel(dayKey: string, minutes: number): string {
  const hh = String(Math.floor(minutes / 60) % 24).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return formatTime(venueLocalToIso(`${dayKey}T${hh}:${mm}`));
}

/**
 * One day of the programme as a timetable (wide screens): a column per room, venue time downwards, each session a block
 * from its start to its end; sessions overlapping in one room share its width. Read-only; follows live changes as the
 * list does, since it is drawn from the same data.
 */
export function TimetableGrid({ dayKey, dayLabel, sessions, renderAction, renderNote }: Props) {
  const { t } = useLingui();
  const layout = useMemo(() => layoutDay(sessions, dayKey), [sessions, dayKey]);
  const count = Math.max(layout.rooms.length, 1);
  return (
    <Box
      role="region"
      aria-label={t`Timetable for ${dayLabel}`}
      tabIndex={0}
      data-testid="timetable-grid"
      sx={{
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {/* A table for screen readers (rooms as column headers, start times as row headers) laid over the picture: rows
          and cells take no room, their blocks are placed by time inside the day's area. */}
      <Box role="table" aria-label={dayLabel} sx={{ minWidth: AXIS_WIDTH + count * ROOM_MIN_WIDTH }}>
        <Box role="row" sx={{ display: 'flex', borderBottom: '1px solid #c4c4c4' }}>
          <Box role="columnheader" sx={{ width: AXIS_WIDTH, flexShrink: 0 }}>
            <Box component="span" sx={visuallyHidden}>
              {t`Start time`}
            </Box>
          </Box>
          {layout.rooms.map((room) => (
            <Typography
              key={room}
              component="div"
              role="columnheader"
              variant="subtitle2"
              data-testid="timetable-room"
              title={room}
              sx={{ flex: 1, minWidth: 0, py: 1, px: 1, textAlign: 'center', borderLeft: '1px solid #d0d0d0', overflowWrap: 'anywhere' }}
            >
              {room === 'TBA' ? t`TBA` : room}
            </Typography>
          ))}
        </Box>
        <Box sx={{ display: 'flex' }}>
          <Box aria-hidden sx={{ width: AXIS_WIDTH, flexShrink: 0, height: layout.height }}>
            {hourRows(layout).map((minutes) => (
              <Box
                key={minutes}
                sx={{
                  height: HOUR_PX,
                  boxSizing: 'border-box',
                  borderTop: '1px solid #c4c4c4',
                  pr: 1,
                  pt: '2px',
                  fontSize: 12,
                  textAlign: 'right',
                  color: 'text.secondary',
                  whiteSpace: 'nowrap',
                }}
              >
                {timeLabel(dayKey, minutes)}
              </Box>
            ))}
          </Box>
          <Box role="rowgroup" sx={{ position: 'relative', flex: 1, height: layout.height, backgroundImage: gridLines }}>
            {layout.rooms.map((room, index) => (
              <Box key={room} sx={{ position: 'absolute', top: 0, bottom: 0, left: `${(index / count) * 100}%`, borderLeft: '1px solid #d0d0d0' }} />
            ))}
            {timetableRows(layout).map((row) => (
              <div role="row" key={row.start}>
                <Box role="rowheader" sx={visuallyHidden}>
                  {timeLabel(dayKey, row.start)}
                </Box>
                {row.cells.map((cell, roomIndex) => (
                  <div role="cell" key={layout.rooms[roomIndex]}>
                    {cell.map((block) => {
                      const { left, width } = laneBox(block, count);
                      return (
                        <Box
                          key={block.session.id}
                          data-room={layout.rooms[block.roomIndex]}
                          sx={{
                            position: 'absolute',
                            top: block.top + 1,
                            height: block.height - 2,
                            left: `calc(${left}% + 2px)`,
                            width: `calc(${width}% - 4px)`,
                          }}
                        >
                          <TimetableBlock session={block.session} action={renderAction?.(block.session)} note={renderNote?.(block.session)} />
                        </Box>
                      );
                    })}
                  </div>
                ))}
              </div>
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
