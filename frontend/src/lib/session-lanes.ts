// Sessions that overlap in one room, side by side: the public timetable (programme) and the organisers' calendar
// (schedule-editor) pack a day's sessions into lanes the same way.

/** A session's block on a day grid: its room's column and its venue minutes; `lane` and `lanes` are set here. */
export interface LaneBlock {
  session: { id: number };
  roomIndex: number;
  start: number;
  end: number;
  /** Its lane within the room, from 0. */
  lane: number;
  /** How many lanes the room is split into while the block's overlaps last. */
  lanes: number;
}

/**
 * Sets every block's lane: overlapping blocks of one room share its width, each cluster of overlaps (blocks linked by
 * overlapping) in as many lanes as it needs, a block in the first lane free at its start. One that starts when
 * another ends does not overlap it. The blocks' order is left as it is.
 */
export function assignLanes(blocks: readonly LaneBlock[]): void {
  const byRoom = new Map<number, LaneBlock[]>();
  for (const block of blocks) {
    const room = byRoom.get(block.roomIndex);
    if (room) room.push(block);
    else byRoom.set(block.roomIndex, [block]);
  }
  for (const room of byRoom.values()) packRoom(room);
}

function packRoom(blocks: LaneBlock[]) {
  blocks.sort((a, b) => a.start - b.start || a.end - b.end || a.session.id - b.session.id);
  let cluster: LaneBlock[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -Infinity;
  const close = () => {
    for (const block of cluster) block.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const block of blocks) {
    if (block.start >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= block.start);
    if (lane === -1) lane = laneEnds.push(block.end) - 1;
    else laneEnds[lane] = block.end;
    block.lane = lane;
    cluster.push(block);
    clusterEnd = Math.max(clusterEnd, block.end);
  }
  close();
}

/** A block's horizontal place on a grid of `rooms` equal columns, in percent of the grid's width. */
export function laneBox(block: Pick<LaneBlock, 'roomIndex' | 'lane' | 'lanes'>, rooms: number): { left: number; width: number } {
  const width = 100 / rooms / block.lanes;
  return { left: (block.roomIndex / rooms) * 100 + block.lane * width, width };
}
