import { runShard } from './run-shard.js';

await runShard(import.meta.url);
