import { stripHtml } from '@/lib/format';

// Block ends and line breaks become spaces first, or '<li>Ana</li><li>Helena</li>' would read 'AnaHelena'.
const BLOCK_END = /<\/(p|li|div|h[1-6]|blockquote|tr|td|th|dd|dt)>|<br\s*\/?>/gi;

/** Plain text of a news item's HTML for previews (spec: excerpts with markup stripped). */
export function newsPreview(html: string | null | undefined): string {
  return stripHtml((html ?? '').replace(BLOCK_END, '$& '));
}
