import DOMPurify from 'dompurify';

// Links written by organisers open in a new tab without handing it our window.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** SafeHtml's sanitiser in browsers without the HTML Sanitizer API (loaded only there). */
export function purify(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
