import { msg, plural } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { translate, widgetLocale } from './messages';

/** An element with these attributes inside one whose lang is `around` (null: no lang attribute up to the root). */
const host = (attributes: Record<string, string>, around: string | null = null) => ({
  getAttribute: (name: string) => attributes[name] ?? null,
  closest: (selector: string) => (selector === '[lang]' && around !== null ? { getAttribute: () => around } : null),
});

describe('widgetLocale', () => {
  it("takes the element's data-lang first, by its primary subtag", () => {
    expect(widgetLocale(host({ 'data-lang': 'de' }, 'en'), 'en', 'en')).toBe('de');
    expect(widgetLocale(host({ 'data-lang': 'de-AT' }))).toBe('de');
    expect(widgetLocale(host({ 'data-lang': ' DE_ch ' }))).toBe('de');
    expect(widgetLocale(host({ 'data-lang': 'en' }, 'de'), 'de', 'de')).toBe('en');
  });

  it("then the script tag's data-lang, then the page's language around it", () => {
    expect(widgetLocale(host({}, 'en'), 'de', 'en')).toBe('de');
    expect(widgetLocale(host({}, 'de-AT'), null, 'en')).toBe('de');
    // In a shadow root nothing around it has a lang: the document's <html lang>.
    expect(widgetLocale(host({}), null, 'de')).toBe('de');
  });

  it('passes over languages the site does not have, and falls back to English', () => {
    expect(widgetLocale(host({ 'data-lang': 'fr' }, 'de'))).toBe('de');
    expect(widgetLocale(host({ 'data-lang': '' }), '', 'fr-FR')).toBe('en');
    expect(widgetLocale(host({}))).toBe('en');
  });
});

describe('translate', () => {
  it('says the widget messages in English and German', () => {
    expect(translate('en', msg`Full schedule`)).toBe('Full schedule');
    expect(translate('de', msg`Full schedule`)).toBe('Ganzes Programm');
    const room = 'Hall A';
    expect(translate('en', msg`Room: ${room}`)).toBe('Room: Hall A');
    expect(translate('de', msg`Room: ${room}`)).toBe('Raum: Hall A');
  });

  it('chooses the plural form of the language', () => {
    const label = (count: number) => msg`${plural(count, { one: 'Speaker:', other: 'Speakers:' })}`;
    expect([1, 2].map((n) => translate('en', label(n)))).toEqual(['Speaker:', 'Speakers:']);
    expect([1, 2].map((n) => translate('de', label(n)))).toEqual(['Vortragende/r:', 'Vortragende:']);
  });
});
