// The German defaults are what /de pages show for every key the organisers have not stored: they must pass the same
// schema the admin API checks, point at the same links, images and files as the English, and say something German.
import { SITE_CONTENT_DEFAULTS } from './site-content.defaults.js';
import { SITE_CONTENT_DEFAULTS_DE } from './site-content.defaults.de.js';
import { siteContentSchema } from './site-content.schema.js';

describe('src/content/site-content.defaults.spec.ts', () => {
  /** Every string of a JSON value with its path. */
  function strings(value: unknown, path = ''): [string, string][] {
    if (typeof value === 'string') return [[path, value]];
    if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
    return [];
  }
  const isAddress = (text: string) => /^(https?:\/\/|\/|mailto:)/i.test(text) || /^[^\s@]+@[^\s@]+$/.test(text);

  it('fit the site content schema, key for key', () => {
    const parsed = siteContentSchema.safeParse(SITE_CONTENT_DEFAULTS_DE);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toEqual(SITE_CONTENT_DEFAULTS_DE);
    expect(Object.keys(SITE_CONTENT_DEFAULTS_DE).sort()).toEqual(Object.keys(SITE_CONTENT_DEFAULTS).sort());
  });

  it('keep the English links, images, files and ids, and the same shape', () => {
    const english = strings(SITE_CONTENT_DEFAULTS);
    const german = strings(SITE_CONTENT_DEFAULTS_DE);
    expect(german.map(([path]) => path)).toEqual(english.map(([path]) => path));
    expect(german.filter(([, text]) => isAddress(text))).toEqual(english.filter(([, text]) => isAddress(text)));
    expect(SITE_CONTENT_DEFAULTS_DE.testimonials.map((t) => [t.id, t.name])).toEqual(SITE_CONTENT_DEFAULTS.testimonials.map((t) => [t.id, t.name]));
    expect(SITE_CONTENT_DEFAULTS_DE.hotels.map((h) => h.name)).toEqual(SITE_CONTENT_DEFAULTS.hotels.map((h) => h.name));
  });

  it('translate every sentence', () => {
    const english = new Map(strings(SITE_CONTENT_DEFAULTS));
    // Every text of more than two words that is not a name or a link is a sentence to translate.
    const untranslated = strings(SITE_CONTENT_DEFAULTS_DE).filter(
      ([path, text]) => !isAddress(text) && !path.endsWith('.name') && text.split(' ').length > 2 && english.get(path) === text,
    );
    expect(untranslated.map(([path]) => path)).toEqual([]);
    expect(SITE_CONTENT_DEFAULTS_DE.hotels.map((h) => h.distance)).toEqual(['1,6 km', '0,4 km', '1,1 km', '0,3 km', '1,1 km', '0,7 km']);
  });
});
