import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { FeaturedVideosSection } from './featured-videos-section';

const VIDEOS = 'GET /public/videos';

describe('Featured Conference Videos on the home page', () => {
  it('says "Loading videos..." while loading, then shows only the error line with the status when they fail', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const network = stubFetch({
      [VIDEOS]: async () => {
        await gate;
        return { status: 500, body: {} };
      },
    });
    renderWithApp(<FeaturedVideosSection />);

    expect((await screen.findByRole('status')).textContent).toBe('Loading videos...');
    expect(screen.getByRole('heading', { name: 'Featured Conference Videos' })).toBeTruthy();

    // The first try and its three retries, 1, 2 and 4 s apart, on the fake clock: this is about time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    release();
    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.getByTestId('videos-error').textContent).toBe('Error: HTTP error! Status: 500');
    });
    expect(network.sentTo(VIDEOS)).toHaveLength(4);
    expect(screen.queryByRole('heading', { name: 'Featured Conference Videos' })).toBeNull();
    expect(screen.queryByText('Loading videos...')).toBeNull();
  });
});
