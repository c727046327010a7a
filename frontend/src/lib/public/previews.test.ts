import { describe, expect, it } from 'vitest';
import { previewText, stripHtml } from '@/lib/format';
import type { NewsItem, PublicSpeaker } from '@/types/api';
import { isPreview, newsPreview, speakerPreview } from './previews';

const article = (content: string): NewsItem =>
  ({ id: 1, title: 'Programme out', content, published_date: '2026-11-01T00:00:00Z', author: null, category: 'announcement', featured: false }) as NewsItem;

describe("a card's preview of an item", () => {
  it("carries the excerpt the card shows, which the card's own cut leaves as it is", () => {
    const long = `<p>${Array.from({ length: 300 }, (_, i) => `word${i} & <b>more</b>`).join(' ')}</p>`;
    const preview = newsPreview(article(long));
    const shown = previewText(stripHtml(long));
    expect(previewText(stripHtml(preview.content))).toBe(shown);
    expect(preview.content.length).toBeLessThan(long.length / 5);
    expect(isPreview(preview)).toBe(true);
    expect(isPreview(article(long))).toBe(false);
  });

  it("keeps a speaker's short bio, and the start of the bio only without one", () => {
    const speaker = { id: 2, name: 'Ana', bio: 'x '.repeat(600), bio_short: 'Short.', talk_abstract: 'Long abstract' } as PublicSpeaker;
    expect(speakerPreview(speaker)).toMatchObject({ bio: null, bio_short: 'Short.', talk_abstract: null, preview: true });
    expect(speakerPreview({ ...speaker, bio_short: null }).bio?.length).toBeLessThanOrEqual(481);
  });
});
