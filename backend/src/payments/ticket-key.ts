/**
 * The key of a user's ticket payment for the current edition (`ticket:<user id>`): one per user and edition, so double
 * clicks and retries reuse it. When the next edition begins, the ended edition's keys are renamed to name it
 * (`edition-2025:ticket:7`), and the next ticket is a new payment.
 */
export const TICKET_KEY_PREFIX = 'ticket:';
