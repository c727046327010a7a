// A refused request's words in the request's language: the API's own wording of a broken rule, and zod's.
import { z } from 'zod';
import { say, type ErrorText } from '../i18n/error-text.js';
import { wordingText, zodWordingFor } from './request-errors.js';

describe('src/http/request-errors.spec.ts', () => {
  it('words a broken rule as the API always has, and in German from the catalog', () => {
    expect(say(wordingText({ code: 'too_big', origin: 'string', maximum: 12000, path: ['title'], input: '' } as never), 'en')).toBe(
      'title must be shorter than or equal to 12000 characters',
    );
    expect(say(wordingText({ code: 'too_big', origin: 'string', maximum: 200, path: ['title'], input: '' } as never), 'de')).toBe(
      'title darf höchstens 200 Zeichen lang sein',
    );
  });

  it("says zod's own words in zod's locale", () => {
    const said = new Map<string, ErrorText>();
    const parsed = z.object({ a: z.string() }).safeParse({ a: 1 }, { error: zodWordingFor(said) });
    const message = parsed.error!.issues[0].message;
    expect(message).toBe('Invalid input: expected string, received number');
    expect(say(said.get(message)!, 'de')).toBe('Ungültige Eingabe: erwartet string, erhalten Zahl');
  });
});
