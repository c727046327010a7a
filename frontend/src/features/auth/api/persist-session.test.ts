import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthState } from '@/lib/session';
import type { User } from '@/types/api';
import { persistSession } from './persist-session';

/** The browser's localStorage, as far as the session uses it (the unit tests run in Node). */
const stored = new Map<string, string>();
globalThis.localStorage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
} as Storage;

const user = { id: 7, email: 'stella@example.org' } as User;
const signedIn: AuthState = { user, token: 'token-1', status: 'idle' };
const ended: AuthState = { user: null, token: null, status: 'idle' };

describe('the stars the browser kept for a sign-in', () => {
  beforeEach(() => stored.clear());

  it('are forgotten when the person signs out, mirrored or never synced', () => {
    stored.set('userSchedule', '["1","2"]');
    stored.set('userScheduleOwner', '7');
    persistSession(signedIn, { ...ended, signedOut: true });
    expect([...stored.keys()]).toEqual([]);

    stored.set('userSchedule', '["3"]');
    persistSession(signedIn, { ...ended, signedOut: true });
    expect(stored.get('userSchedule')).toBeUndefined();
  });

  it("go with a sign-in that ran out when they mirror the account; a visitor's stars stay to be merged later", () => {
    stored.set('userSchedule', '["1"]');
    stored.set('userScheduleOwner', '7');
    persistSession(signedIn, ended);
    expect(stored.get('userSchedule')).toBeUndefined();
    expect(stored.get('userScheduleOwner')).toBeUndefined();

    stored.set('userSchedule', '["4"]');
    persistSession(signedIn, ended);
    expect(stored.get('userSchedule')).toBe('["4"]');
  });

  it('stay while the sign-in lasts', () => {
    stored.set('userSchedule', '["1"]');
    stored.set('userScheduleOwner', '7');
    persistSession(signedIn, { ...signedIn, token: 'token-2' });
    persistSession({ ...signedIn, user: null }, signedIn);
    expect(stored.get('userSchedule')).toBe('["1"]');
  });
});
