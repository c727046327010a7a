import { describe, expect, it } from 'vitest';
import { networkChanged, offlineCopyUsed, offlineSlice, siteReached } from './offline-state';

type Action = Parameters<typeof offlineSlice.reducer>[1];
const reduce = (...actions: Action[]) => actions.reduce(offlineSlice.reducer, offlineSlice.reducer(undefined, { type: 'start' }));

describe('offline state', () => {
  it('is online with nothing stored in use at first', () => {
    expect(reduce()).toEqual({ network: true, copyAt: null });
  });

  it('shows the oldest stored copy in use', () => {
    expect(reduce(offlineCopyUsed(2000), offlineCopyUsed(1000), offlineCopyUsed(3000)).copyAt).toBe(1000);
  });

  it('counts from the moment the network went, unless a copy in use is older', () => {
    expect(reduce(networkChanged({ online: false, at: 5000 }))).toEqual({ network: false, copyAt: 5000 });
    expect(reduce(offlineCopyUsed(1000), networkChanged({ online: false, at: 5000 })).copyAt).toBe(1000);
  });

  it('stays offline when the network is back until the site answers', () => {
    const back = reduce(networkChanged({ online: false, at: 5000 }), networkChanged({ online: true, at: 6000 }));
    expect(back).toEqual({ network: true, copyAt: 5000 });
    expect(offlineSlice.reducer(back, siteReached())).toEqual({ network: true, copyAt: null });
  });

  it('ignores a copy without a readable time', () => {
    expect(reduce(offlineCopyUsed(Number.NaN)).copyAt).toBeNull();
  });
});
