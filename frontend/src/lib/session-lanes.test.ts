import { describe, expect, it } from 'vitest';
import { assignLanes, laneBox, type LaneBlock } from './session-lanes';

const block = (id: number, roomIndex: number, start: number, end: number): LaneBlock => ({ session: { id }, roomIndex, start, end, lane: -1, lanes: -1 });
/** Each block's lane and the room's lanes then, as 'lane/lanes'. */
const lanesOf = (blocks: LaneBlock[]) => blocks.map((b) => `${b.lane}/${b.lanes}`);

describe('assignLanes', () => {
  it('gives a room a lane per session it runs at once, only while they overlap', () => {
    const blocks = [block(1, 0, 480, 540), block(2, 0, 510, 570), block(3, 0, 540, 600), block(4, 0, 600, 660)];
    assignLanes(blocks);
    // 1 and 2 overlap, 3 follows 1 in its lane while 2 still runs; 4 starts as 3 ends: a cluster of its own.
    expect(lanesOf(blocks)).toEqual(['0/2', '1/2', '0/2', '0/1']);
  });

  it('packs each room on its own and keeps the order it is given', () => {
    const blocks = [block(1, 1, 480, 540), block(2, 0, 480, 540), block(3, 1, 500, 520)];
    assignLanes(blocks);
    expect(blocks.map((b) => b.session.id)).toEqual([1, 2, 3]);
    expect(lanesOf(blocks)).toEqual(['0/2', '0/1', '1/2']);
  });

  it('puts sessions of the same times in the order of their ids, whatever their order', () => {
    const blocks = [block(7, 0, 480, 540), block(3, 0, 480, 540), block(5, 0, 480, 540)];
    assignLanes(blocks);
    expect(blocks.map((b) => b.session.id)).toEqual([7, 3, 5]);
    expect(lanesOf(blocks)).toEqual(['2/3', '0/3', '1/3']);
  });

  it('uses as many lanes as the most sessions at once, not one per overlap', () => {
    const blocks = [block(1, 0, 0, 100), block(2, 0, 10, 20), block(3, 0, 30, 40), block(4, 0, 50, 60)];
    assignLanes(blocks);
    expect(lanesOf(blocks)).toEqual(['0/2', '1/2', '1/2', '1/2']);
  });
});

describe('laneBox', () => {
  it("splits the room's column between its lanes", () => {
    expect(laneBox({ roomIndex: 0, lane: 0, lanes: 1 }, 4)).toEqual({ left: 0, width: 25 });
    expect(laneBox({ roomIndex: 2, lane: 1, lanes: 2 }, 4)).toEqual({ left: 62.5, width: 12.5 });
  });
});
