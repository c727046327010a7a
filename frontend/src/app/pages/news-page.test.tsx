import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch, type Routes } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { Answer } from '@/lib/api-routes';
import type { NewsItem } from '@/types/api';
import { NewsPage } from './news-page';

function news(id: number, title: string, published_date: string, category: NewsItem['category'], featured = false): NewsItem {
  return { id, title, content: `<p>${title}.</p>`, published_date, author: null, category, featured, status: 'published' };
}

// In the server's order; a missing category counts as an announcement.
const items: NewsItem[] = [
  news(1, 'Programme released', '2025-03-01T09:00:00.000Z', 'announcement', true),
  news(2, 'Venue update', '2025-03-10T09:00:00.000Z', 'update'),
  news(3, 'Keynote speakers announced', '2025-02-20T09:00:00.000Z', null),
  news(4, 'Workshop highlights', '2025-03-05T09:00:00.000Z', 'highlight'),
  news(5, 'Room change', '2025-01-15T09:00:00.000Z', 'update', true),
  news(6, 'Shuttle times', '2025-02-15T09:00:00.000Z', 'update'),
];

function setUp(answer: Routes[string]) {
  const network = stubFetch({ 'GET /public/news': answer });
  return { ...renderWithApp(<NewsPage />, { route: '/news', path: '/news' }), network };
}

const newsOf = (list: NewsItem[]) => ({ body: { news: list } satisfies Answer<'/public/news', 'get'> });
const pills = () => within(screen.getByRole('group', { name: 'Filter news by category' }));
const pill = (name: string) => pills().getByRole('button', { name });
const pillNames = () =>
  pills()
    .getAllByRole('button')
    .map((button) => button.textContent);
const cardTitles = () => screen.queryAllByTestId('news-card').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

/** A server error is asked again three times, 1 s, 2 s and 4 s apart (lib/api.ts): the clock is moved on until the page gives up. */
async function untilRetriesGiveUp(done: () => void) {
  await vi.waitFor(
    async () => {
      await vi.advanceTimersByTimeAsync(4_000);
      done();
    },
    { timeout: 5_000, interval: 20 },
  );
}

describe('The news (/news)', () => {
  it('filters by category with pills, featured first then newest first, and "All" clears the filter', async () => {
    const { user } = setUp(newsOf(items));

    expect(await screen.findAllByTestId('news-card')).toHaveLength(items.length);
    expect(pillNames()).toEqual(['All', 'Announcement', 'Update', 'Highlight']);
    expect(pill('All').getAttribute('aria-pressed')).toBe('true');

    await user.click(pill('Update'));
    expect(pill('Update').getAttribute('aria-pressed')).toBe('true');
    expect(pill('All').getAttribute('aria-pressed')).toBe('false');
    expect(cardTitles()).toEqual(['Room change', 'Venue update', 'Shuttle times']);
    for (const card of screen.getAllByTestId('news-card')) expect(within(card).getByText('Update', { exact: true })).toBeTruthy();

    await user.click(pill('All'));
    expect(pill('All').getAttribute('aria-pressed')).toBe('true');
    expect(cardTitles()).toEqual(['Programme released', 'Room change', 'Venue update', 'Workshop highlights', 'Keynote speakers announced', 'Shuttle times']);
  });

  it('says no news items are available when there are none at all', async () => {
    setUp(newsOf([]));

    expect(await screen.findByText('No news items available in this category.')).toBeTruthy();
    expect(screen.queryByTestId('news-card')).toBeNull();
  });

  it('shows a spinner while loading, then "Could not load news items." when the server fails', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { network } = setUp(async () => {
      await held;
      return { status: 500, body: { detail: 'boom' } };
    });

    expect(await screen.findByRole('progressbar', { name: 'Loading news' })).toBeTruthy();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    release();

    await untilRetriesGiveUp(() => expect(screen.getByRole('alert').textContent).toBe('Could not load news items.'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(network.sentTo('GET /public/news')).toHaveLength(4);
  });
});
