import { useState } from 'react';
import { useDndMonitor, type DragMoveEvent } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import { clockLabel } from '../model/calendar-time';
import { minutesToPx, movedStart, SLOT_PX, type Placement } from '../model/calendar-layout';
import type { DragData } from './calendar-session-block';

interface Target {
  roomIndex: number;
  start: number;
  end: number;
}

/** Where a dragged block would land on the day shown, given the drag so far (null: nowhere on this day). */
export function moveTarget(placement: Placement, rooms: readonly string[], overId: string | null, deltaY: number): Target | null {
  if (!overId?.startsWith('room:')) return null;
  const roomIndex = rooms.indexOf(overId.slice('room:'.length));
  if (roomIndex < 0) return null;
  const start = movedStart(placement.start, placement.end, Math.round(deltaY / SLOT_PX));
  return { roomIndex, start, end: start + placement.end - placement.start };
}

interface Props {
  rooms: readonly string[];
  placementOf: (id: number) => Placement | undefined;
}

/**
 * A dashed outline at the snapped slot under the pointer, with its time. It listens to the drag itself, so only it
 * re-renders while the pointer moves; the blocks do not.
 */
export function DropPreview({ rooms, placementOf }: Props) {
  const [target, setTarget] = useState<Target | null>(null);
  const update = ({ active, over, delta }: DragMoveEvent) => {
    const data = active.data.current as DragData | undefined;
    const placement = data?.kind === 'move' ? placementOf(data.sessionId) : undefined;
    const next = placement ? moveTarget(placement, rooms, over ? String(over.id) : null, delta.y) : null;
    setTarget((prev) => (prev?.roomIndex === next?.roomIndex && prev?.start === next?.start && prev?.end === next?.end ? prev : next));
  };
  useDndMonitor({
    onDragMove: update,
    onDragOver: update,
    onDragEnd: () => setTarget(null),
    onDragCancel: () => setTarget(null),
  });
  if (!target) return null;
  const top = minutesToPx(target.start);
  return (
    <Box
      aria-hidden
      data-testid="drop-preview"
      sx={{
        position: 'absolute',
        top,
        height: Math.max(minutesToPx(target.end) - top, 22),
        left: `calc(${(target.roomIndex / rooms.length) * 100}% + 2px)`,
        width: `calc(${100 / rooms.length}% - 4px)`,
        border: '2px dashed #1a1a1a',
        borderRadius: '4px',
        bgcolor: 'rgba(255,255,255,0.6)',
        zIndex: 5,
        pointerEvents: 'none',
        fontSize: 12,
        fontWeight: 700,
        px: 0.75,
        py: 0.25,
      }}
    >
      {clockLabel(target.start)} - {clockLabel(target.end)}
    </Box>
  );
}
