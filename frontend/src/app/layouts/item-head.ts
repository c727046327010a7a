// What the head says about a session's, a speaker's or an article's own page (issue 30): its title and description,
// the picture a link preview shows, and schema.org's description of it for search engines (an Event with its
// place, times and performers; a Person; a NewsArticle). The server writes it into the pages it renders
// (entry-server.tsx → the backend's withHead, which makes the addresses absolute); in the browser the page keeps
// the document's title in step (useItemTitle).
/* eslint-disable lingui/no-unlocalized-strings -- schema.org's vocabulary (its types and values), not text */
import { useEffect } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { config } from '@/lib/config';
import { stripHtml } from '@/lib/format';
import { itemAddress, newsPath, sessionPath, speakerPath } from '@/lib/public/item-paths';
import { sessionEnd, sessionStart } from '@/lib/schedule-days';
import type { ConferenceSession, NewsItem, PublicSpeaker, SiteContent } from '@/types/api';
import type { PageHead } from './page-head';

/** A page's head with what link previews and search engines read of an item. Addresses are the site's own ('/…'). */
export interface ItemHead extends PageHead {
  /** Open Graph's type of the page. */
  type: 'article' | 'profile' | 'website';
  /** The item's address without its slug, in the default language: the canonical one. */
  canonical: string;
  /**
   * The item's address with the slug of its title now, in the default language: the one the site links to. The
   * server answers an address with another slug by a redirect here, without rendering it.
   */
  address: string;
  image?: string | null;
  /** schema.org JSON-LD. */
  jsonLd: Record<string, unknown>;
}

const SCHEMA = 'https://schema.org';

/** At most `max` characters of plain text, cut at a word. */
export function excerpt(text: string, max = 200): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

const titled = (i18n: I18n, name: string, product: string) => i18n._(msg`${name} – ${product}`);

export function sessionHead(session: ConferenceSession, venue: SiteContent['venue'] | undefined, i18n: I18n, product = config.productName): ItemHead {
  const start = sessionStart(session);
  const end = sessionEnd(session);
  const room = session.room;
  const description = excerpt(session.description || i18n._(msg`A session of ${product}, in ${room}.`));
  return {
    title: titled(i18n, session.title, product),
    description,
    type: 'website',
    canonical: itemAddress('sessions', session.id),
    address: sessionPath(session),
    jsonLd: {
      '@context': SCHEMA,
      '@type': 'Event',
      name: session.title,
      description,
      ...(start && { startDate: start }),
      ...(end && { endDate: end }),
      eventStatus: `${SCHEMA}/${session.status === 'cancelled' ? 'EventCancelled' : 'EventScheduled'}`,
      eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
      inLanguage: session.language === 'both' ? ['en', 'de'] : session.language,
      location: {
        '@type': 'Place',
        name: venue?.name ? `${room}, ${venue.name}` : room,
        ...(venue?.address && { address: venue.address }),
      },
      performer: [...session.speakers]
        .sort((a, b) => a.display_order - b.display_order)
        .map((speaker) => ({ '@type': 'Person', name: speaker.name, url: itemAddress('speakers', speaker.id) })),
      superEvent: { '@type': 'Event', name: product, url: '/' },
      url: itemAddress('sessions', session.id),
    },
  };
}

export function speakerHead(speaker: PublicSpeaker, i18n: I18n, product = config.productName): ItemHead {
  const role = [speaker.title, speaker.company].filter(Boolean).join(', ');
  const image = speaker.image || speaker.image_url;
  const description = excerpt(speaker.bio_short || speaker.bio || role || i18n._(msg`A speaker at ${product}.`));
  return {
    title: titled(i18n, speaker.name, product),
    description,
    type: 'profile',
    canonical: itemAddress('speakers', speaker.id),
    address: speakerPath(speaker),
    image,
    jsonLd: {
      '@context': SCHEMA,
      '@type': 'Person',
      name: speaker.name,
      description,
      ...(speaker.title && { jobTitle: speaker.title }),
      ...(speaker.company && { worksFor: { '@type': 'Organization', name: speaker.company } }),
      ...(image && { image }),
      ...(speaker.linkedin_url && { sameAs: [speaker.linkedin_url] }),
      url: itemAddress('speakers', speaker.id),
    },
  };
}

export function newsHead(item: NewsItem, i18n: I18n, product = config.productName): ItemHead {
  const description = excerpt(stripHtml(item.content));
  return {
    title: titled(i18n, item.title, product),
    description,
    type: 'article',
    canonical: itemAddress('news', item.id),
    address: newsPath(item),
    jsonLd: {
      '@context': SCHEMA,
      '@type': 'NewsArticle',
      headline: item.title,
      description,
      datePublished: item.published_date,
      ...(item.author && { author: { '@type': 'Person', name: item.author } }),
      publisher: { '@type': 'Organization', name: product },
      url: itemAddress('news', item.id),
    },
  };
}

/** Keeps the document's title and description the item's while its page (or its dialog) is shown. */
export function useItemTitle(head: Pick<PageHead, 'title' | 'description'> | null): void {
  const title = head?.title;
  const description = head?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = title;
    document.head.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
