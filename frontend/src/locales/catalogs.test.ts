// Every message of the interface exists in every language (issue 28): a catalog that lacks a message, or a message
// left untranslated, fails here (and the build, lingui.config.ts). The catalogs are regenerated from the code by
// `npm run i18n:extract -w frontend`; CI checks that they are current (npm run lint).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@/lib/i18n/locales';

const dir = import.meta.dirname;
const areas = readdirSync(path.join(dir, 'en')).filter((name) => name.endsWith('.po'));

function read(locale: string, area: string) {
  return PO.parse(readFileSync(path.join(dir, locale, area), 'utf8')).items;
}

describe.each(areas)('catalog %s', (area) => {
  const source = read('en', area).map((item) => item.msgid);

  it.each(LOCALE_CODES)('has every message, translated, in %s', (locale) => {
    const items = read(locale, area);
    expect(items.map((item) => item.msgid).sort()).toEqual([...source].sort());
    const untranslated = locale === 'en' ? [] : items.filter((item) => !item.msgstr.join('').trim()).map((item) => item.msgid);
    expect(untranslated).toEqual([]);
  });
});
