// The event is white-labelled: its name and ticket shop come from the build environment.
export const config = {
  productName: import.meta.env.VITE_PRODUCT_NAME || 'LT-Summit',
  ticketUrl: import.meta.env.VITE_TICKET_URL || 'https://tickets.example.org',
  eventDates: '17-19 November 2025',
  venue: 'Austrian Parliament, Vienna',
} as const;
