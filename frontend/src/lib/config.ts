// The event is white-labelled. The server names it (PRODUCT_NAME) in the page's application-name meta tag;
// the build environment is the fallback for the dev server.
function productNameFromPage(): string | null {
  // On the server (entry-server.tsx) the backend names it before loading the renderer.
  if (typeof document === 'undefined') return (globalThis as { __PRODUCT_NAME__?: string }).__PRODUCT_NAME__ ?? null;
  const content = document.querySelector('meta[name="application-name"]')?.getAttribute('content')?.trim();
  return content && content !== '__PRODUCT_NAME__' ? content : null;
}

export const config = {
  productName: productNameFromPage() || import.meta.env.VITE_PRODUCT_NAME || 'LT-Summit',
  ticketUrl: import.meta.env.VITE_TICKET_URL || 'https://tickets.example.org',
  eventDates: '17-19 November 2025',
  venue: 'Austrian Parliament, Vienna',
  /** Session times are shown, and grouped into days, in the venue's zone. */
  eventTimeZone: 'Europe/Vienna',
} as const;
