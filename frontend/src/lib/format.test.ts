import { describe, expect, it } from 'vitest';
import { previewText, stripHtml } from './format';

describe("a news card's preview text", () => {
  it('keeps a short text whole, with paragraphs separated and markup gone', () => {
    expect(previewText(stripHtml('<p>Registration is open.</p><p>See <strong>you</strong> there!</p>'))).toBe('Registration is open. See you there!');
  });

  it('cuts a long text at a word, without trailing punctuation, and says so with an ellipsis', () => {
    const long = Array.from({ length: 200 }, (_, i) => `word${i},`).join(' ');
    const shown = previewText(long, 60);
    expect(shown.length).toBeLessThanOrEqual(61);
    expect(shown.endsWith('…')).toBe(true);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);
    expect(shown).not.toMatch(/,…$/);
    expect(shown).toMatch(/word\d+…$/);
  });
});
