import { memo, useCallback, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { useDroppable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { laneBox } from '@/lib/session-lanes';
import { clockLabel, longDayLabel } from '../model/calendar-time';
import { DAY_START, GRID_HEIGHT, SLOT_MINUTES, SLOT_PX, SLOTS, type Placement } from '../model/calendar-layout';
import { blockLayerSx } from './block-styles';
import { CalendarSessionBlock } from './calendar-session-block';
import { DropPreview } from './drop-preview';
import { UnavailableShading } from './unavailable-shading';
import { Trans, useLingui } from '@lingui/react/macro';

const AXIS_WIDTH = 72;
const ROOM_MIN_WIDTH = 136;
const HEADER_HEIGHT = 40;

// Half-hour lines, stronger on the hour: one background instead of hundreds of cells.
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS gradient, no text
const gridLines = `repeating-linear-gradient(to bottom, #c4c4c4 0, #c4c4c4 1px, transparent 1px, transparent ${SLOT_PX}px,
  #e6e6e6 ${SLOT_PX}px, #e6e6e6 ${SLOT_PX + 1}px, transparent ${SLOT_PX + 1}px, transparent ${SLOT_PX * 2}px)`;

interface ColumnProps {
  room: string;
  index: number;
  count: number;
  onDoubleClick: (room: string, event: MouseEvent<HTMLElement>) => void;
}

/** A room's strip of the day: where blocks are dropped, and where a double click adds a session. */
const RoomColumn = memo(function RoomColumn(props: ColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: `room:${props.room}` });
  return <RoomColumnView {...props} isOver={isOver} nodeRef={setNodeRef} />;
});

/** The strip itself: its drop hook renders again whenever any drag starts, moves over something or ends; this does not. */
const RoomColumnView = memo(function RoomColumnView({
  room,
  index,
  count,
  onDoubleClick,
  isOver,
  nodeRef,
}: ColumnProps & { isOver: boolean; nodeRef: (element: HTMLElement | null) => void }) {
  return (
    <Box
      ref={nodeRef}
      data-testid="room-column"
      data-room={room}
      onDoubleClick={(event) => onDoubleClick(room, event)}
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        left: `${(index / count) * 100}%`,
        width: `${100 / count}%`,
        borderLeft: '1px solid #d0d0d0',
        bgcolor: isOver ? 'rgba(25,118,210,0.06)' : undefined,
      }}
    />
  );
});

/** The hours down the left: the same for every day, so it never renders again. */
const TimeAxis = memo(function TimeAxis() {
  return (
    <Box aria-hidden sx={{ width: AXIS_WIDTH, flexShrink: 0, position: 'sticky', left: 0, zIndex: 5, bgcolor: 'background.paper', height: GRID_HEIGHT }}>
      {Array.from({ length: SLOTS / 2 }, (_, i) => (
        <Box
          key={i}
          sx={{
            height: SLOT_PX * 2,
            fontSize: 12,
            color: 'text.secondary',
            textAlign: 'right',
            pr: 1,
            pt: '2px',
            whiteSpace: 'nowrap',
            boxSizing: 'border-box',
            borderTop: '1px solid #c4c4c4',
          }}
        >
          {clockLabel(DAY_START + i * 60)}
        </Box>
      ))}
    </Box>
  );
});

const sameRooms = (a: { rooms: readonly string[] }, b: { rooms: readonly string[] }) =>
  a.rooms.length === b.rooms.length && a.rooms.every((r, i) => r === b.rooms[i]);

/** The rooms across the top (a list equal to the last one does not render them again). */
const RoomHeaders = memo(function RoomHeaders({ rooms }: { rooms: readonly string[] }) {
  return (
    <>
      {rooms.map((room) => (
        <Typography
          key={room}
          component="div"
          role="listitem"
          variant="subtitle2"
          data-testid="room-header"
          title={room}
          sx={{
            flex: 1,
            minWidth: 0,
            height: HEADER_HEIGHT,
            lineHeight: `${HEADER_HEIGHT}px`,
            px: 1,
            textAlign: 'center',
            borderLeft: '1px solid #d0d0d0',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {room}
        </Typography>
      ))}
    </>
  );
}, sameRooms);

interface Props {
  day: string;
  rooms: readonly string[];
  placements: readonly Placement[];
  editingBy: ReadonlyMap<number, string>;
  placementOf: (id: number) => Placement | undefined;
  onOpen: (id: number) => void;
  onKey: (id: number, event: KeyboardEvent<HTMLElement>) => void;
  onCreateAt: (day: string, minutes: number, room: string) => void;
}

/**
 * One day, one column per room, 08:00-20:00 in 48 px half-hours. Scrolls both ways inside its own box. Memoised: a
 * drag starting or ending renders the calendar again, not the day.
 */
export const DayGrid = memo(function DayGrid({ day, rooms, placements, editingBy, placementOf, onOpen, onKey, onCreateAt }: Props) {
  const count = Math.max(rooms.length, 1);
  // Blocks keep one order (by id) whatever their times, so a moved block's element is not re-inserted and keeps focus.
  const blocks = useMemo(() => [...placements].sort((a, b) => a.session.id - b.session.id), [placements]);
  const onDoubleClick = useCallback(
    (room: string, event: MouseEvent<HTMLElement>) => {
      const slot = Math.min(Math.max(Math.floor(event.nativeEvent.offsetY / SLOT_PX), 0), SLOTS - 1);
      onCreateAt(day, DAY_START + slot * SLOT_MINUTES, room);
    },
    [day, onCreateAt],
  );

  // The block a pointer last went down on has the drag hooks (calendar-session-block.tsx); set at once, so the
  // mouse or touch event right after the pointer's finds them.
  const [armed, setArmed] = useState<number | null>(null);
  const arm = useCallback((id: number) => flushSync(() => setArmed(id)), []);

  const { t } = useLingui();
  const dayLabel = longDayLabel(day);
  return (
    <Box
      role="region"
      aria-label={t`Calendar for ${dayLabel}`}
      tabIndex={0}
      data-testid="calendar-grid"
      sx={{
        overflow: 'auto',
        maxHeight: 'min(72vh, 1240px)',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Box sx={{ minWidth: AXIS_WIDTH + count * ROOM_MIN_WIDTH, position: 'relative' }}>
        {/* The rooms as a list (each block names its own room too): read as one run of text they ran together. */}
        <Box
          role={rooms.length ? 'list' : undefined}
          aria-label={rooms.length ? t`Rooms` : undefined}
          sx={{ display: 'flex', position: 'sticky', top: 0, zIndex: 6, bgcolor: 'background.paper', borderBottom: '1px solid #c4c4c4' }}
        >
          <Box aria-hidden sx={{ width: AXIS_WIDTH, flexShrink: 0, position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }} />
          <RoomHeaders rooms={rooms} />
          {rooms.length === 0 && (
            <Typography component="div" variant="body2" color="text.secondary" sx={{ flex: 1, lineHeight: `${HEADER_HEIGHT}px`, px: 1 }}>
              <Trans>No sessions yet. Double-click a slot or use Add Session.</Trans>
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex' }}>
          <TimeAxis />
          <Box sx={{ position: 'relative', flex: 1, height: GRID_HEIGHT, backgroundImage: gridLines, ...blockLayerSx }}>
            {(rooms.length ? rooms : ['TBA']).map((room, i) => (
              <RoomColumn key={room} room={room} index={i} count={count} onDoubleClick={onDoubleClick} />
            ))}
            {/* Under the blocks, over the columns. */}
            <UnavailableShading day={day} placementOf={placementOf} />
            {blocks.map((p) => (
              <CalendarSessionBlock
                key={p.session.id}
                session={p.session}
                start={p.start}
                end={p.end}
                top={p.top}
                height={p.height}
                {...laneBox(p, count)}
                editingBy={editingBy.get(p.session.id)}
                armed={armed === p.session.id}
                onArm={arm}
                onOpen={onOpen}
                onKey={onKey}
              />
            ))}
            <DropPreview rooms={rooms} placementOf={placementOf} />
          </Box>
        </Box>
      </Box>
    </Box>
  );
});
