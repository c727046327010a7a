import { stripHtml } from '@/lib/format';

/**
 * Plain text of an article for a preview. Block ends become spaces first: textContent alone runs the last word of
 * one paragraph or list item into the first of the next ('AI.Ana').
 */
export function excerptOf(html: string | null | undefined): string {
  return stripHtml((html ?? '').replace(/<\/(p|li|h[1-6]|div|blockquote|tr|td|th)>|<br\s*\/?>/gi, '$& '));
}
