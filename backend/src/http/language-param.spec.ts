import { languageParam } from './language-param.js';

describe('src/http/language-param.spec.ts', () => {
  it('reads ?lang=: absent is English, an unknown language is refused', () => {
    expect(languageParam(undefined)).toBe('en');
    expect(languageParam('de')).toBe('de');
    expect(() => languageParam('fr')).toThrow();
  });
});
