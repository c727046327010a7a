import { stripHtml } from '@/lib/format';

/** Plain text of an article for a preview (block ends are spaced by stripHtml). */
export function excerptOf(html: string | null | undefined): string {
  return stripHtml(html);
}
