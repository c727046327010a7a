import { describe, expect, it } from 'vitest';
import type { Schemas } from '@/types/api';
import { callAccepts, nextTurn, timeLeft } from './call-window';

const settings = (overrides: Partial<Schemas['ConferenceSettings']> = {}): Schemas['ConferenceSettings'] => ({
  ...{ accepting_cfp: true, accepting_sponsors: true, review_phase: 'submission', time_zone: 'Europe/Vienna' },
  ...{ cfp_opens_at: null, cfp_closes_at: null, sponsorship_opens_at: null, sponsorship_closes_at: null },
  ...{ event_starts_on: '2025-11-17', event_ends_on: '2025-11-19', screens_show_questions: true },
  ...{ ticket_price: 299.99, ticket_currency: 'USD', sponsorship_currency: 'EUR' },
  ...overrides,
});
const at = (iso: string) => Date.parse(iso);

describe('a call as the page sees it', () => {
  it('follows the server, and closes by its own clock once the closing instant passes', () => {
    const open = settings({ cfp_closes_at: '2026-07-15T21:59:00.000Z' });
    expect(callAccepts(open, 'cfp', at('2026-07-15T21:58:59Z'))).toBe(true);
    expect(callAccepts(open, 'cfp', at('2026-07-15T21:59:00Z'))).toBe(false);
    expect(nextTurn(open, 'cfp', at('2026-07-01T00:00:00Z'))).toBe(at('2026-07-15T21:59:00Z'));
    expect(nextTurn(open, 'cfp', at('2026-07-16T00:00:00Z'))).toBeNull();
    expect(callAccepts(settings({ accepting_cfp: false }), 'cfp', at('2026-01-01T00:00:00Z'))).toBe(false);
    expect(callAccepts(settings({ sponsorship_opens_at: '2026-02-01T00:00:00Z' }), 'sponsorship', at('2026-01-31T23:59:59Z'))).toBe(false);
  });

  it('counts down in the largest whole unit left', () => {
    const deadline = at('2026-07-15T22:00:00Z');
    expect(timeLeft(deadline, at('2026-07-12T21:00:00Z'))).toEqual({ value: 3, unit: 'day' });
    expect(timeLeft(deadline, at('2026-07-15T16:30:00Z'))).toEqual({ value: 5, unit: 'hour' });
    expect(timeLeft(deadline, at('2026-07-15T21:48:30Z'))).toEqual({ value: 12, unit: 'minute' });
    expect(timeLeft(deadline, at('2026-07-15T21:59:59Z'))).toEqual({ value: 1, unit: 'minute' });
  });
});
