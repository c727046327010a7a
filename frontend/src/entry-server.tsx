// Server rendering of the public pages a visitor most often opens first (issue 12: their largest paint waited for
// the vendor chunk). The backend (http/spa-fallback.ts) loads this module's build (vite build --ssr, dist-ssr/),
// renders each listed page once per public version from its own read model, and sends the HTML with the store's
// state embedded; main.tsx hydrates it. Always an anonymous visitor: the browser's session takes over after.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { newsHead, sessionHead, speakerHead, type ItemHead } from '@/app/layouts/item-head';
import { pageHead, type PageHead } from '@/app/layouts/page-head';
import { AppProviders } from '@/app/providers';
import { SESSIONS_SHOWN_FIRST } from '@/features/home/components/sessions-section';
import { OPENING_SESSIONS } from '@/features/programme/components/use-programme';
import { AppRoutes } from '@/app/router';
import { createServerStore, type RootState } from '@/app/store';
import { api } from '@/lib/api';
import { modernPrefixer } from '@/lib/modern-prefixer';
import { dropUnstyledMuiClasses, minifyCss } from '@/lib/page-weight';
import { activateLocale, i18n, loadAreas } from '@/lib/i18n/i18n';
import { basenameOf, LOCALE_CODES, LOCALES, localeOfPath, pathInLocale, withoutLocale, publicReadIn } from '@/lib/i18n/locales';
import type { Answer } from '@/lib/api-routes';
import { idOfRef } from '@/lib/public/item-paths';
import { newsPreview, sessionPreview, speakerPreview } from '@/lib/public/previews';
import type { ConferenceSession, NewsItem, PublicSpeaker, SiteContent, SiteFlags } from '@/types/api';
import type { I18n } from '@lingui/core';
import '@/lib/public/archive-api';
import '@/lib/public/public-api';
import '@/lib/public/rooms-api';
import '@/lib/public/schedule-changes-api';

/** A public GET answered by the read model: its parsed body and the version it was built at (X-Public-Version). */
export type PublicFetch = (url: string) => Promise<{ body: unknown; version: number }>;

interface Prefill {
  endpoint: string;
  url: string;
  /** The query's argument, where it takes one. */
  arg?: unknown;
  /** The endpoint's transformResponse, where it has one. */
  pick?: (body: never) => unknown;
  /** An item read by id: a 404 is the answer null (the address names nothing), as the client's query takes it. */
  item?: boolean;
}

const flags: Prefill = { endpoint: 'getSiteFlags', url: '/public/site-flags' };
const content: Prefill = { endpoint: 'getSiteContent', url: '/public/site-content' };
// The nav bar's News link: answered by the flags (lib/public/public-api.ts, getNewsAvailability).
const newsAvailability: Prefill = { endpoint: 'getNewsAvailability', url: '/public/site-flags', pick: (b: SiteFlags) => b.has_news };
const settings: Prefill = { endpoint: 'getConferenceSettings', url: '/public/conference-settings' };
/** The rooms' delay marks (issue 47): the schedule's and a session's page say when its room runs late. */
const rooms: Prefill = { endpoint: 'getPublicRooms', url: '/public/rooms' };
/** Every page: the nav bar, the footer, and the venue's time zone every date is shown in (the root layout). */
const LAYOUT = [flags, newsAvailability, content, settings];

type Featured = Answer<'/public/speakers/featured', 'get'>;
type FirstSessions = Answer<'/public/sessions/first', 'get'>;

/** What each server-rendered page's queries need, by its address in the default language. */
const PAGES: Record<string, Prefill[]> = {
  '/': [
    ...LAYOUT,
    { endpoint: 'getHeroContent', url: '/public/hero-content' },
    // The cards' previews, not the articles and biographies behind them (lib/public/previews.ts).
    { endpoint: 'getFeaturedSpeakers', url: '/public/speakers/featured', pick: (b: Featured) => ({ ...b, speakers: b.speakers.map(speakerPreview) }) },
    { endpoint: 'getLatestNews', url: '/public/news/latest', pick: (b: Answer<'/public/news/latest', 'get'>) => b.news.map(newsPreview) },
    { endpoint: 'getPublicSponsors', url: '/public/sponsors?limit=1000' },
    { endpoint: 'getFeaturedVideos', url: '/public/videos' },
    {
      endpoint: 'getFirstSessions',
      url: `/public/sessions/first?limit=${SESSIONS_SHOWN_FIRST}`,
      arg: SESSIONS_SHOWN_FIRST,
      pick: (b: FirstSessions) => ({ ...b, sessions: b.sessions.map(sessionPreview) }),
    },
    // The recap is the last edition in the archive.
    { endpoint: 'getEditions', url: '/public/editions', pick: (b: Answer<'/public/editions', 'get'>) => b.editions },
  ],
  '/schedule': [
    ...LAYOUT,
    // The days and the first day's first sessions: the page's code loads the rest (features/programme/components/use-programme.ts).
    { endpoint: 'getScheduleOpening', url: `/public/schedule/opening?limit=${OPENING_SESSIONS}`, arg: OPENING_SESSIONS },
    { endpoint: 'getScheduleChanges', url: '/public/schedule/changes?limit=20', pick: (b: Answer<'/public/schedule/changes', 'get'>) => b.changes },
    rooms,
  ],
  // The accessibility statement (issue 49): its gaps are in the code; the enforcement body is site content.
  '/accessibility': LAYOUT,
};

/** The same, by every address the server renders: each page in each language ('/', '/de', '/schedule', '/de/schedule'). */
export const SERVER_RENDERED: Record<string, Prefill[]> = Object.fromEntries(
  Object.entries(PAGES).flatMap(([page, prefills]) => LOCALE_CODES.map((locale) => [pathInLocale(page, locale), prefills])),
);

/** One item by the id its address names (lib/public/public-api.ts: getPublicSession and the like). */
const itemOf = (endpoint: string, path: string, ref: string): Prefill[] => {
  const id = idOfRef(ref);
  return id === null ? [] : [{ endpoint, url: `${path}/${id}`, arg: id, item: true }];
};

/** How the backend's reader reports a 404 (backend/src/app.ts: `GET {url}: 404`). */
const NOT_FOUND = /: 404$/;

/** The answers a page was rendered from, by endpoint. */
type Answers = Record<string, unknown>;

interface PagePattern {
  pattern: RegExp;
  prefills: (match: RegExpExecArray) => Prefill[];
  /**
   * An item's page (issue 30): the head that describes the item its address names, or null when it names none (the
   * page says so, and the server answers 404).
   */
  item?: (match: RegExpExecArray, answers: Answers, i18n: I18n) => ItemHead | null;
}

/** The item the page was rendered with, or null. */
const named = <T,>(answer: unknown) => (answer ?? null) as T | null;

/** Pages whose address names what they show, by their address in the default language: a past edition's (issue 29), a session's, speaker's or article's (issue 30). */
const PAGE_PATTERNS: PagePattern[] = [
  {
    pattern: /^\/archive\/(\d{4})$/,
    prefills: ([, year]) => [...LAYOUT, { endpoint: 'getEdition', url: `/public/editions/${year}`, arg: Number(year) }],
  },
  {
    pattern: /^\/sessions\/([^/]+)$/,
    prefills: ([, ref]) => [...LAYOUT, rooms, ...itemOf('getPublicSession', '/public/sessions', ref)],
    item: (_match, answers, i18n) => {
      const session = named<ConferenceSession>(answers.getPublicSession);
      return session && sessionHead(session, (answers.getSiteContent as SiteContent | undefined)?.venue, i18n);
    },
  },
  {
    pattern: /^\/speakers\/([^/]+)$/,
    prefills: ([, ref]) => {
      const speaker = itemOf('getPublicSpeaker', '/public/speakers', ref);
      const sessions = speaker.map(({ arg }) => ({
        endpoint: 'getSpeakerSessions',
        url: `/public/speakers/${arg as number}/sessions`,
        arg,
        pick: (b: Answer<'/public/speakers/{id}/sessions', 'get'>) => b.sessions,
        item: true,
      }));
      return [...LAYOUT, ...speaker, ...sessions];
    },
    item: (_match, answers, i18n) => {
      const speaker = named<PublicSpeaker>(answers.getPublicSpeaker);
      return speaker && speakerHead(speaker, i18n);
    },
  },
  {
    pattern: /^\/news\/([^/]+)$/,
    prefills: ([, ref]) => [...LAYOUT, ...itemOf('getPublicNewsItem', '/public/news', ref)],
    item: (_match, answers, i18n) => {
      const article = named<NewsItem>(answers.getPublicNewsItem);
      return article && newsHead(article, i18n);
    },
  },
];

/** The patterns' addresses in every language, as regular expressions' sources (the backend's renderer tests them). */
export const SERVER_RENDERED_PATTERNS: string[] = PAGE_PATTERNS.flatMap(({ pattern }) =>
  LOCALE_CODES.map((locale) => `^${basenameOf(locale).replaceAll('/', '\\/')}${pattern.source.slice(1)}`),
);

/** What a page's queries need, if the server renders it: a listed page's, or a pattern's with its values. */
function prefillsOf(pathname: string): { prefills: Prefill[]; named: boolean; item?: (answers: Answers, i18n: I18n) => ItemHead | null } | null {
  if (SERVER_RENDERED[pathname]) return { prefills: SERVER_RENDERED[pathname], named: false };
  const page = withoutLocale(pathname);
  for (const { pattern, prefills, item } of PAGE_PATTERNS) {
    const match = pattern.exec(page);
    if (match) return { prefills: prefills(match), named: true, item: item && ((answers, i18n) => item(match, answers, i18n)) };
  }
  return null;
}

export interface ServerPage {
  /** The root element's content. */
  html: string;
  /** The style element for the head: every emotion rule the page used, named so the browser's cache adopts them. */
  styles: string;
  /** The store's state to embed (JSON), and the public version its data is current to. */
  state: RootState;
  version: number;
  /** When it was rendered (epoch ms): the browser hydrates what depends on the clock as of then (lib/render-clock.ts). */
  renderedAt: number;
  /** What the head says about the page, in its language (the backend writes it into <title>, the description and the
   * Open Graph tags); `locale` is Open Graph's form of its language ('de_AT'), `alternates` the others'. */
  head: PageHead & Partial<Omit<ItemHead, keyof PageHead>> & { locale: string; alternates: string[] };
  /** 404: the address names no item (the page says so). */
  status?: number;
}

/** Open Graph names a language as language_TERRITORY. */
const ogLocale = (intl: string) => intl.replace('-', '_');

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

// The language is the page's global (lib/i18n): one render at a time, so that no other one changes it mid-render.
let rendering: Promise<unknown> = Promise.resolve();

export function render(pathname: string, fetchPublic: PublicFetch): Promise<ServerPage | null> {
  const next = rendering.then(() => renderOne(pathname, fetchPublic));
  rendering = next.catch(() => undefined);
  return next;
}

async function renderOne(pathname: string, fetchPublic: PublicFetch): Promise<ServerPage | null> {
  const page = prefillsOf(pathname);
  if (!page) return null;
  const locale = localeOfPath(pathname);
  await activateLocale(locale);
  // Every area's messages: a page's lazy code is loaded once for all renders (its loader, which loads its messages,
  // runs only for the first language rendered), so each language's are loaded here.
  await loadAreas('home', 'programme', 'public', 'account', 'console');
  const store = createServerStore();
  const loaded = await Promise.all(
    page.prefills.map(async (p) => {
      try {
        return { p, ...(await fetchPublic(publicReadIn(p.url, locale))) };
      } catch (error) {
        if (p.item && NOT_FOUND.test((error as Error).message)) return { p, body: null, version: NaN };
        // A page named by its address may name nothing (/archive/1999): the browser says so, as it would without us.
        if (page.named) return null;
        throw error;
      }
    }),
  );
  if (loaded.includes(null)) return null;
  const answers = loaded.filter((l) => l !== null);
  const values = answers.map(({ p, body }) => ({ endpoint: p.endpoint, arg: p.arg, value: p.pick && body !== null ? p.pick(body as never) : body }));
  // The lowest version any list was built at: the client catches up from there (public-version.ts). Answers from
  // outside the read model (a past edition's, which never changes) carry none.
  const version = Math.min(...answers.map((l) => l.version).filter((v) => Number.isFinite(v) && v > 0));
  store.dispatch(api.util.upsertQueryEntries(values.map(({ endpoint, arg, value }) => ({ endpointName: endpoint, arg, value }) as never)));
  const state = store.getState();
  const renderedAt = Date.now();

  // compat: rules are collected in cache.inserted instead of rendered as <style> elements beside each component.
  // Only the vendor prefixes current browsers still need (lib/modern-prefixer.ts).
  const cache = createCache({ key: 'css', stylisPlugins: [modernPrefixer] });
  cache.compat = true;
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders store={store}>
          <StaticRouter location={pathname} basename={basenameOf(locale) || undefined}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    // Every boundary inline, however large: an outlined one is revealed by an inline script, which the CSP refuses
    // (script-src 'self'), and the client would then render that boundary afresh instead of hydrating it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const rendered = await readAll(prelude);
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    // A class no element of the page has: the styles of something rendered on the way and replaced (a loading
    // state, a lazy part's fallback), a tenth of the page's CSS. The client inserts it if it ever needs it.
    if (rules.startsWith(`.css-${id}`) && !rendered.includes(`css-${id}`)) continue;
    ids.push(id);
    css += rules;
  }
  css = minifyCss(css);
  const html = dropUnstyledMuiClasses(rendered, css);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- markup, not text
  const styles = `<style data-emotion="css ${ids.join(' ')}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const item = page.item?.(Object.fromEntries(values.map(({ endpoint, value }) => [endpoint, value])), i18n);
  const head = {
    ...(item ?? pageHead(withoutLocale(pathname), i18n)),
    locale: ogLocale(LOCALES[locale].intl),
    alternates: LOCALE_CODES.filter((other) => other !== locale).map((other) => ogLocale(LOCALES[other].intl)),
  };
  return { html, styles, state, version, renderedAt, head, ...(item === null && { status: 404 }) };
}
