import { describe, expect, it } from 'vitest';
import { renewalDelay } from './token-renewal';

/** An unsigned token with this payload (only the payload is read on the page). */
const tokenWith = (payload: object) => `x.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.y`;
const issuedAt = (now: number, lifeSeconds: number) => tokenWith({ iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + lifeSeconds });

describe('renewalDelay', () => {
  const now = 1_800_000_000_000;

  it('renews a 15-minute token a minute before it ends', () => {
    expect(renewalDelay(issuedAt(now, 900), now)).toBe(840_000);
  });

  it('renews a short token a quarter of its life before it ends', () => {
    expect(renewalDelay(issuedAt(now, 30), now)).toBe(22_500);
  });

  it('waits at least a quarter of the life, so a clock far ahead of the server cannot make it refresh in a loop', () => {
    expect(renewalDelay(issuedAt(now - 800_000, 900), now)).toBe(225_000);
    expect(renewalDelay(issuedAt(now - 3_600_000, 900), now)).toBe(225_000);
  });

  it('schedules nothing for a token it cannot read', () => {
    expect(renewalDelay('not-a-token', now)).toBeNull();
    expect(renewalDelay(tokenWith({ sub: 1 }), now)).toBeNull();
  });
});
