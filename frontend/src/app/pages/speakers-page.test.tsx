import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch, type Routes } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { PublicSpeaker } from '@/types/api';
import { SpeakersPage } from './speakers-page';

const solo: PublicSpeaker = {
  id: 9001,
  name: 'Solo Speaker',
  title: 'Researcher',
  company: 'Lab',
  image: null,
  image_url: null,
  bio: null,
  bio_short: 'A very long short biography sentence that keeps going. '.repeat(20),
  linkedin_url: null,
  talk_title: null,
  talk_abstract: null,
};

function setUp(speakers: Routes[string]) {
  const network = stubFetch({ 'GET /public/speakers': speakers });
  return { ...renderWithApp(<SpeakersPage />, { route: '/speakers', path: '/speakers' }), network };
}

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

/**
 * The CSS written for an element's own class. happy-dom leaves the -webkit- properties of a line clamp out of the
 * computed style, so the rule is read as the page received it.
 */
function declaredCss(element: HTMLElement): string {
  const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('');
  const own = Array.from(element.classList).find((name) => name.startsWith('css-'))!;
  return new RegExp(`\\.${own}\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
}

describe('The speakers (/speakers)', () => {
  it('says "1 Speaker" for one, with the placeholder photo and the short bio cut to 4 lines', async () => {
    setUp({ body: [solo] satisfies PublicSpeaker[] });

    expect((await screen.findByTestId('speaker-count')).textContent).toBe('1 Speaker');
    const card = within(screen.getByTestId('speaker-card'));
    expect(card.getByRole('heading', { name: 'Solo Speaker' })).toBeTruthy();
    expect(card.getByText('Researcher')).toBeTruthy();
    expect(card.getByText('Lab', { exact: true })).toBeTruthy();
    expect(card.getByRole('img', { name: 'Solo Speaker' }).getAttribute('src')).toMatch(/\/placeholders\/speaker\.svg$/);
    const bio = declaredCss(card.getByText(solo.bio_short!.trim()));
    for (const declaration of ['display:-webkit-box', '-webkit-line-clamp:4', '-webkit-box-orient:vertical', 'overflow:hidden'])
      expect(bio).toContain(declaration);
  });

  it('shows the empty state when there are no speakers', async () => {
    setUp({ body: [] satisfies PublicSpeaker[] });

    expect(await screen.findByRole('heading', { name: 'No Speakers Available' })).toBeTruthy();
    expect(screen.getByText('Our speaker lineup is being finalized. Check back soon for updates!')).toBeTruthy();
    expect(screen.queryByTestId('speaker-card')).toBeNull();
    expect(screen.queryByTestId('speaker-count')).toBeNull();
  });

  it("shows a spinner while loading, then an error box with the server's message", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { network } = setUp(async () => {
      await held;
      return { status: 500, body: { detail: 'Speaker store unavailable' } };
    });

    expect(await screen.findByRole('progressbar', { name: 'Loading speakers' })).toBeTruthy();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    release();

    await untilRetriesGiveUp(() => expect(screen.getByRole('alert').textContent).toBe('Error: Speaker store unavailable'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(network.sentTo('GET /public/speakers')).toHaveLength(4);
  });

  it('falls back to "Failed to load speakers" when the failure has no message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubFetch();
    // A proxy's answer: plain text, not the API's JSON error.
    const fromTable = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).includes('/public/speakers') ? new Response('Bad gateway', { status: 502 }) : fromTable(input, init),
    );
    renderWithApp(<SpeakersPage />, { route: '/speakers', path: '/speakers' });

    await untilRetriesGiveUp(() => expect(screen.getByRole('alert').textContent).toBe('Error: Failed to load speakers'));
  });
});
