import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type FetchStub } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { SiteFlags } from '@/types/api';
import { NavBar } from './nav-bar';

const FLAGS = 'GET /public/site-flags';
const MINUTE = 60_000;
const ALWAYS = ['Home', 'About', 'Speakers', 'Venue'];

const flagsOf = (flags: Partial<SiteFlags>): SiteFlags => ({
  has_sessions: false,
  has_news: false,
  accepting_cfp: false,
  accepting_sponsors: false,
  review_phase: 'submission',
  ...flags,
});

/** The visitor's stored answer to "is there news?", dated `ageMs` ago. */
const storeNewsCache = (hasNews: boolean, ageMs: number) => localStorage.setItem('newsCache', JSON.stringify({ hasNews, timestamp: Date.now() - ageMs }));
const storedNewsCache = () => JSON.parse(localStorage.getItem('newsCache') ?? 'null') as { hasNews: boolean; timestamp: number } | null;

const mainLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

function renderBar() {
  const view = renderWithApp(<NavBar />, { route: '/about' });
  /** Every request the bar started has been answered (or has failed for good): nothing more is on its way. */
  const settled = () =>
    waitFor(() => {
      const queries = Object.values(view.store.getState().api.queries);
      expect(queries.length).toBeGreaterThan(0);
      expect(queries.every((query) => query?.status === 'fulfilled' || query?.status === 'rejected')).toBe(true);
    });
  return { ...view, settled };
}

/**
 * A failed read is tried again three times, 1, 2 and 4 s apart: the fake clock runs through the waits until the
 * flags have been asked for four times.
 */
async function sitOutRetries(network: FetchStub) {
  await vi.waitFor(async () => {
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(network.sentTo(FLAGS)).toHaveLength(4);
  });
}

describe('The navigation bar (wide screen)', () => {
  beforeEach(() => {
    // The links are inline from the lg breakpoint up, as on the browser test's 1280 px wide desktop.
    (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width: 1280, height: 900 });
  });

  it('shows only the fixed links when the flags say nothing is there, from one request', async () => {
    const network = stubFetch({ [FLAGS]: { body: flagsOf({}) } });
    const { settled } = renderBar();

    await waitFor(() => expect(storedNewsCache()?.hasNews).toBe(false));
    await settled();
    expect(mainLinks()).toEqual(ALWAYS);
    expect(network.sentTo(FLAGS)).toHaveLength(1);
  });

  it('shows every link when the flags say so, and writes the news check with its time', async () => {
    const network = stubFetch({ [FLAGS]: { body: flagsOf({ has_sessions: true, has_news: true, accepting_cfp: true, accepting_sponsors: true }) } });
    const before = Date.now();
    const { settled } = renderBar();

    await waitFor(() => expect(mainLinks()).toEqual(['Home', 'About', 'Speakers', 'Schedule', 'News', 'Venue', 'Call for Speakers', 'Sponsorship']));
    await settled();
    expect(network.sentTo(FLAGS)).toHaveLength(1);
    expect(
      within(screen.getByRole('navigation', { name: 'Main' }))
        .getByRole('link', { name: 'Sponsorship' })
        .getAttribute('href'),
    ).toBe('/sponsorship');
    const stored = storedNewsCache();
    expect(stored?.hasNews).toBe(true);
    expect(stored?.timestamp).toBeGreaterThanOrEqual(before);
  });

  it('takes a news check under 15 minutes old as the answer for News', async () => {
    const network = stubFetch({ [FLAGS]: { body: flagsOf({ has_sessions: true, has_news: false }) } });
    storeNewsCache(true, 14 * MINUTE);
    const { settled } = renderBar();

    await waitFor(() => expect(mainLinks()).toEqual(['Home', 'About', 'Speakers', 'Schedule', 'News', 'Venue']));
    await settled();
    expect(network.sentTo(FLAGS)).toHaveLength(1);
  });

  it('checks an older news check again, with the same request as the other links, and stores the new answer', async () => {
    const network = stubFetch({ [FLAGS]: { body: flagsOf({ has_sessions: true, has_news: false }) } });
    storeNewsCache(true, 16 * MINUTE);
    const { settled } = renderBar();

    await waitFor(() => expect(storedNewsCache()?.hasNews).toBe(false));
    await settled();
    expect(mainLinks()).toEqual(['Home', 'About', 'Speakers', 'Schedule', 'Venue']);
    expect(network.sentTo(FLAGS)).toHaveLength(1);
  });

  describe('when the flags fail to load (the first try and its three retries)', () => {
    beforeEach(() => {
      // The retries wait 1, 2 and 4 s: this is about time.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });

    it('shows News from the stored answer, however old, and hides the links that need the flags', async () => {
      const network = stubFetch({ [FLAGS]: { status: 500, body: { detail: 'Flags unavailable' } } });
      storeNewsCache(true, 60 * MINUTE);
      renderBar();

      await sitOutRetries(network);
      await vi.waitFor(() => expect(mainLinks()).toEqual(['Home', 'About', 'Speakers', 'News', 'Venue']));
      expect(network.sentTo(FLAGS)).toHaveLength(4);
    });

    it('keeps News hidden without a stored answer', async () => {
      const network = stubFetch({ [FLAGS]: { status: 500, body: { detail: 'Flags unavailable' } } });
      const { store } = renderBar();

      await sitOutRetries(network);
      await vi.waitFor(() => expect(store.getState().api.queries['getNewsAvailability(undefined)']?.status).toBe('fulfilled'));
      expect(mainLinks()).toEqual(ALWAYS);
      expect(network.sentTo(FLAGS)).toHaveLength(4);
      expect(storedNewsCache()).toBeNull();
    });
  });
});

describe('The navigation bar (phone menu)', () => {
  beforeEach(() => {
    // The menu button is there below the lg breakpoint (the file's wide-screen tests set 1280 px before these run).
    (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width: 390, height: 844 });
  });

  it('closes its menu on Escape from inside it and gives the focus back to the menu button (WCAG 2.1.2)', async () => {
    stubFetch({ [FLAGS]: { body: flagsOf({}) } });
    const { user } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    within(menu).getByRole('link', { name: 'About' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.getElementById('mobile-menu')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('moves the focus to the page’s content when a link in the menu is followed, not to the document’s body', async () => {
    stubFetch({ [FLAGS]: { body: flagsOf({}) } });
    const { user } = renderWithApp(
      <>
        <NavBar />
        <main id="main" tabIndex={-1} />
      </>,
      { route: '/about' },
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(document.getElementById('mobile-menu')!).getByRole('link', { name: 'Speakers' }));
    await waitFor(() => expect(document.getElementById('mobile-menu')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
