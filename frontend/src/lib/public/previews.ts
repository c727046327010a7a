// What the home page embeds of the items it shows as cards (issue 45: a page embeds what it shows): the text a card
// shows, not the whole article or biography behind it. entry-server.tsx applies these to the home page's state;
// an item marked `preview` is not read as the item itself by its page or dialog (items.ts), which loads it whole.
import { previewText, stripHtml } from '@/lib/format';
import type { ConferenceSession, NewsItem, PublicSpeaker } from '@/types/api';

/** An item as a card embeds it: only what the card shows. */
export type Preview<T> = T & { preview: true };

export function isPreview(item: object): boolean {
  return (item as Partial<Preview<object>>).preview === true;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An article's card: its content is the excerpt the card shows (components/news/news-summary.tsx), as HTML text. */
export function newsPreview(item: NewsItem): Preview<NewsItem> {
  return { ...item, content: escapeText(previewText(stripHtml(item.content))), preview: true };
}

/** A speaker's card shows the short bio, or the start of the bio without one (components/speakers/speaker-card.tsx). */
export function speakerPreview(speaker: PublicSpeaker): Preview<PublicSpeaker> {
  const bio = speaker.bio_short?.trim() ? null : speaker.bio && previewText(speaker.bio);
  return { ...speaker, bio, talk_abstract: null, preview: true };
}

/** A session's card names its speakers; their biographies are on their pages. */
export function sessionPreview(session: ConferenceSession): Preview<ConferenceSession> {
  return { ...session, speakers: session.speakers.map((speaker) => ({ ...speaker, bio: '' })), preview: true };
}
