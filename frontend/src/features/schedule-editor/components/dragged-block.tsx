import { useDndContext } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import type { Placement } from '../model/calendar-layout';
import { blockLayerSx } from './block-styles';
import { BlockContent, blockColours, type DragData } from './calendar-session-block';

interface Props {
  placementOf: (id: number) => Placement | undefined;
}

/**
 * The block under the pointer while a session is dragged (the drag overlay's content). It follows the drag from the
 * drag context itself, so a drag starting or ending renders this and not the whole calendar.
 */
export function DraggedBlock({ placementOf }: Props) {
  const data = useDndContext().active?.data.current as DragData | undefined;
  const active = data?.kind === 'move' ? placementOf(data.sessionId) : undefined;
  if (!active) return null;
  const colours = blockColours(active.session);
  return (
    <Box sx={blockLayerSx} style={{ width: '100%', height: '100%' }}>
      <div className="cal-block cal-block--overlay" style={{ background: colours.bg, borderLeftColor: colours.edge, opacity: 0.9 }}>
        <BlockContent session={active.session} start={active.start} end={active.end} height={active.height} />
      </div>
    </Box>
  );
}
