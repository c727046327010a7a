import { say, type ErrorText } from '../i18n/error-text.js';
import { TooManyAttempts } from './sign-in-limits.js';

describe('src/auth/sign-in-limits.spec.ts', () => {
  it('says a lockout with its wait, and the reason inside it, in the language', () => {
    const locked = (seconds: number) => new TooManyAttempts('Too many failed sign-ins for this account.', seconds).getResponse() as ErrorText;
    expect(say(locked(900), 'en')).toBe('Too many failed sign-ins for this account. Try again in 15 minutes.');
    expect(say(locked(1), 'en')).toBe('Too many failed sign-ins for this account. Try again in 1 second.');
    expect(say(locked(61), 'de')).toBe('Zu viele fehlgeschlagene Anmeldungen bei diesem Konto. Versuchen Sie es in 2 Minuten erneut.');
  });
});
