import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { NewsItem } from '@/types/api';
import { LatestNewsSection } from './latest-news-section';

const LATEST = 'GET /public/news/latest';

const item: NewsItem = {
  id: 1,
  title: 'Programme published',
  content: '<p>Three days of talks.</p>',
  published_date: '2025-06-01T09:00:00.000Z',
  author: 'The organisers',
  category: 'announcement',
  featured: true,
  status: 'published',
};

describe('Latest News on the home page', () => {
  it('shows the items and a link to all news when there are some', async () => {
    stubFetch({ [LATEST]: { body: { news: [item] } } });
    renderWithApp(<LatestNewsSection />);

    expect(await screen.findByRole('heading', { name: 'Latest News' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Programme published' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all news' }).getAttribute('href')).toBe('/news');
  });

  it('is hidden when there is no news', async () => {
    const network = stubFetch({ [LATEST]: { body: { news: [] } } });
    const { store, container } = renderWithApp(<LatestNewsSection />);

    await waitFor(() => expect(store.getState().api.queries['getLatestNews(undefined)']?.status).toBe('fulfilled'));
    expect(screen.queryByRole('heading', { name: 'Latest News' })).toBeNull();
    expect(container.textContent).toBe('');
    expect(network.sentTo(LATEST)).toHaveLength(1);
  });

  it('is hidden, with nothing in its place, when the news fail to load after the retries', async () => {
    // The first try and its three retries, 1, 2 and 4 s apart, on the fake clock: this is about time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const network = stubFetch({ [LATEST]: { status: 500, body: { detail: 'Could not load news items.' } } });
    const { store, container } = renderWithApp(<LatestNewsSection />);

    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(store.getState().api.queries['getLatestNews(undefined)']?.status).toBe('rejected');
    });
    expect(network.sentTo(LATEST)).toHaveLength(4);
    expect(screen.queryByRole('heading', { name: 'Latest News' })).toBeNull();
    expect(container.textContent).toBe('');
  });
});
