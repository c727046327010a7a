// Unit tests of the client's pure logic, beside the code (src/**/*.test.ts): no browser, no server.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
