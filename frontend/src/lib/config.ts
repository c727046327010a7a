import { msg } from '@lingui/core/macro';

// The event is white-labelled. The server names it (PRODUCT_NAME) in the page's application-name meta tag;
// the build environment is the fallback for the dev server.
function productNameFromPage(): string | null {
  // On the server (entry-server.tsx) the backend names it before loading the renderer.
  if (typeof document === 'undefined') return (globalThis as { __PRODUCT_NAME__?: string }).__PRODUCT_NAME__ ?? null;
  const content = document.querySelector('meta[name="application-name"]')?.getAttribute('content')?.trim();
  return content && content !== '__PRODUCT_NAME__' ? content : null;
}

// Pure (it only reads the page): a bundle that needs only the zone, such as the embeddable widget's, drops the rest.
export const config = {
  productName: /* @__PURE__ */ productNameFromPage() || import.meta.env.VITE_PRODUCT_NAME || 'LT-Summit',
  // An external ticket shop; empty: "Register Now" leads to the platform's own registration and payment.
  ticketUrl: import.meta.env.VITE_TICKET_URL || '',
  /**
   * Shown where the organisers' site content names no venue: a message (issue 28), said in the page's
   * language where they are shown (`i18n._(config.venue)`).
   */
  venue: msg`Austrian Parliament, Vienna`,
} as const;
