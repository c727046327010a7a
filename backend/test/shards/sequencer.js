// The shards in the order of their names: 01.shard.ts, the slowest, starts first (jest's own order, by file size,
// cannot tell the shards apart).
import Sequencer from '@jest/test-sequencer';

export default class ShardOrder extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => a.path.localeCompare(b.path));
  }
}
