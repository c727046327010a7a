// Organiser-written HTML (news, the overview block) is cleaned when it is stored: formatting, links and images
// survive; scripts, event-handler attributes, styles and javascript: URLs do not.
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** Text placed into HTML or SVG markup (mail bodies, index.html, the logo). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Where a block ends (a paragraph, a list item, a line break): a space there keeps its words apart from the next. */
const BLOCK_END = /<\/(?:p|h[2-6]|li|blockquote|pre|figcaption|td|th|tr)>|<(?:br|hr)\s*\/?>/gi;

/**
 * Stored (sanitised) HTML as one line of plain text, for what shows no markup (a push notification): the tags
 * dropped by sanitize-html, entities read, blocks apart by a space, white space collapsed.
 */
export function plainText(html: string): string {
  const text = sanitize(html.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} });
  // sanitize-html writes text with &, < and > escaped and nothing else: reading those three back gives the text.
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}
