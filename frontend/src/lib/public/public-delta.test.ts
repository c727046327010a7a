import { describe, expect, it, vi } from 'vitest';
import { patchList, publicVersions, type CatchUpSource, type PublicDelta } from './public-delta';

type Item = { id: number; name: string };
const item = (id: number, name = `#${id}`): Item => ({ id, name });
const ids = (list: Item[]) => list.map((r) => r.id);

/** A change of one collection: upserts as [record, position], removed ids. */
const change = (upserts: [Item, number][], remove: number[] = []) => ({
  upsert: upserts.map(([record]) => record),
  positions: upserts.map(([, at]) => at),
  remove,
});
const delta = (version: number, collections: PublicDelta['collections'] = {}, full = false): PublicDelta => ({ version, full, collections });

describe('patchList', () => {
  const list = [item(1), item(2), item(3)];

  it('puts a new record at its position', () => {
    expect(ids(patchList(list, change([[item(9), 0]])))).toEqual([9, 1, 2, 3]);
    expect(ids(patchList(list, change([[item(9), 2]])))).toEqual([1, 2, 9, 3]);
    expect(ids(patchList(list, change([[item(9), 3]])))).toEqual([1, 2, 3, 9]);
  });

  it('replaces a changed record, moving it where the server now lists it', () => {
    const moved = patchList(list, change([[item(1, 'later'), 2]]));
    expect(moved).toEqual([item(2), item(3), item(1, 'later')]);
    expect(patchList(list, change([[item(2, 'renamed'), 1]]))).toEqual([item(1), item(2, 'renamed'), item(3)]);
  });

  it('removes records', () => {
    expect(ids(patchList(list, change([], [2])))).toEqual([1, 3]);
    expect(ids(patchList(list, change([], [7])))).toEqual([1, 2, 3]);
  });

  it('inserts several records in the order of their positions, whatever the order they come in', () => {
    // Final order: 5, 1, 3, 4, 6 (2 removed, 3 changed).
    const patched = patchList(
      list,
      change(
        [
          [item(6), 4],
          [item(5), 0],
          [item(4), 3],
          [item(3, 'changed'), 2],
        ],
        [2],
      ),
    );
    expect(ids(patched)).toEqual([5, 1, 3, 4, 6]);
    expect(patched[2].name).toBe('changed');
    // The list given is left as it was.
    expect(ids(list)).toEqual([1, 2, 3]);
  });

  it('keeps the first records of a shortened list, leaving out records placed beyond them', () => {
    expect(ids(patchList(list, change([[item(9), 1]]), 3))).toEqual([1, 9, 2]);
    expect(ids(patchList(list, change([[item(9), 10]]), 3))).toEqual([1, 2, 3]);
  });
});

/** A source holding one list, answering catch-ups from the deltas given. */
function source(answers: (PublicDelta | null)[] = []) {
  const applied: number[] = [];
  const held: CatchUpSource & { applied: number[]; asked: number[] } = {
    applied,
    asked: [],
    apply: (d) => applied.push(d.version),
    reload: vi.fn(),
    changesSince: vi.fn(async (since: number) => {
      held.asked.push(since);
      return answers.shift() ?? null;
    }),
  };
  return held;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('publicVersions', () => {
  it('applies a push that follows the version held', () => {
    const versions = publicVersions();
    const held = source();
    versions.follow(held);
    versions.loaded(4);
    versions.pushed(delta(5));
    expect(held.applied).toEqual([5]);
    expect(versions.held).toBe(5);
    expect(held.changesSince).not.toHaveBeenCalled();
  });

  it('after a gap asks for the changes since the version held, once, and applies them', async () => {
    const versions = publicVersions();
    const held = source([delta(7)]);
    versions.follow(held);
    versions.loaded(4);
    versions.pushed(delta(6));
    versions.pushed(delta(7));
    await settle();
    expect(held.asked).toEqual([4]);
    expect(held.applied).toEqual([7]);
    expect(versions.held).toBe(7);
  });

  it('catches up from the lowest version a list was loaded at', async () => {
    const versions = publicVersions();
    const held = source([delta(9)]);
    versions.loaded(9);
    versions.loaded(8);
    versions.follow(held);
    await settle();
    expect(held.asked).toEqual([8]);
    expect(versions.held).toBe(9);
  });

  it('catches up when the server says hello with a newer version, and loads everything again when told to', async () => {
    const versions = publicVersions();
    const held = source([delta(30, {}, true)]);
    versions.follow(held);
    versions.loaded(2);
    versions.hello(30);
    await settle();
    expect(held.asked).toEqual([2]);
    expect(held.reload).toHaveBeenCalledTimes(1);
    expect(versions.held).toBeNull();
    versions.loaded(30);
    expect(versions.held).toBe(30);
  });

  it('loads everything again when the server is behind what is held (its data was reset)', () => {
    const versions = publicVersions();
    const held = source();
    versions.follow(held);
    versions.loaded(12);
    versions.hello(3);
    expect(held.reload).toHaveBeenCalledTimes(1);
    expect(versions.held).toBeNull();
  });

  it('stops asking while offline, and tries again on the next push or poll', async () => {
    const versions = publicVersions();
    const held = source([null, delta(6)]);
    versions.follow(held);
    versions.loaded(4);
    versions.hello(6);
    await settle();
    expect(held.asked).toEqual([4]);
    expect(versions.held).toBe(4);
    versions.poll();
    await settle();
    expect(held.asked).toEqual([4, 4]);
    expect(held.applied).toEqual([6]);
    expect(versions.held).toBe(6);
  });
});
