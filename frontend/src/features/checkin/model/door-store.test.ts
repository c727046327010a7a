import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { forgetUserData } from '@/lib/offline/service-worker';
import { doorStore } from './door-store';

describe('What a door keeps on the device', () => {
  it('keeps the list and the queue in order, and forgets both at sign-out', async () => {
    await doorStore.saveList([{ token: 'tok-ana', name: 'Ana', kind: 'attendee', arrived_at: null }]);
    const first = await doorStore.enqueue({ token: 'tok-ana', door: 'North', scanned_at: '2025-11-17T08:00:00.000Z' });
    await doorStore.enqueue({ token: 'tok-bo', door: 'North', scanned_at: '2025-11-17T08:01:00.000Z' });
    expect((await doorStore.queued()).map((scan) => scan.token)).toEqual(['tok-ana', 'tok-bo']);
    await doorStore.remove(first);
    expect((await doorStore.queued()).map((scan) => scan.token)).toEqual(['tok-bo']);
    expect((await doorStore.loadList())?.[0].name).toBe('Ana');

    await forgetUserData();
    expect(await doorStore.queued()).toEqual([]);
    expect(await doorStore.loadList()).toBeNull();
  });
});
