// `npm test`: every spec file that jest.config.js finds, run in shards (test/shards/run-shard.ts).
import base from './jest.config.js';

/** @type {import('jest').Config} */
export default {
  ...base,
  testMatch: ['<rootDir>/test/shards/*.shard.ts'],
  testSequencer: '<rootDir>/test/shards/sequencer.js',
};
