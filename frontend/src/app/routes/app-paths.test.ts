import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_PATHS } from './app-paths';

describe('APP_PATHS', () => {
  it('is every page of the router, so the server answers 404 only where the app has no page', () => {
    const router = readFileSync(new URL('../router.tsx', import.meta.url), 'utf8');
    const routed = [...router.matchAll(/<Route path="([^"*]+)"/g)].map((m) => `/${m[1]}`);
    if (router.includes('<Route index ')) routed.push('/');
    expect([...routed].sort()).toEqual([...APP_PATHS].sort());
  });
});
