// The widget's text in the site's languages (issue 28). Its messages are Lingui's (msg`…` in the code, extracted into
// the `widget` catalog, lingui.config.ts) and its catalogs are compiled into widget.js at build time, every language:
// a dozen short messages, where the app's catalogs and Lingui's runtime would be most of the widget. So this reads
// the compiled messages itself: text, placeholders and plurals, all the widget's messages use.
//
// The language: the element's data-lang, else the script tag's, else the language of the page around it (the
// nearest lang attribute, normally <html lang>), else English. A language the site does not have is passed over.
import type { MessageDescriptor } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/lib/i18n/locales';
import { messages as de } from '@/locales/de/widget.po';

// Every other language's catalog, in the bundle; English is in the descriptors themselves (each message carries its
// English, compiled: vite-plugins/lingui-macros.ts). Static imports are the smallest; typed by Locale, so that a
// third language in lib/i18n/locales.ts fails the type check until its catalog is here.
type OtherLocale = Exclude<Locale, 'en'>;
const CATALOGS: Record<OtherLocale, Record<string, unknown>> = { de };

/** A compiled message: text, `[name]` for a value, `[name, 'plural', {one: …, other: …}]` for a plural ('#' its number). */
type Compiled = string | Token[];
type Token = string | [string, string?, Record<string, Compiled>?];

function interpolate(message: Compiled, values: Record<string, unknown>, intl: string, count?: number): string {
  if (typeof message === 'string') return message;
  return message
    .map((token) => {
      if (typeof token === 'string') return token === '#' && count !== undefined ? new Intl.NumberFormat(intl).format(count) : token;
      const [name, type, cases] = token;
      const value = values[name];
      if (type === 'plural' && cases) {
        const n = Number(value);
        const chosen = cases[`=${n}`] ?? cases[new Intl.PluralRules(intl).select(n)] ?? cases.other;
        return chosen === undefined ? '' : interpolate(chosen, values, intl, n);
      }
      return value === undefined || value === null ? '' : String(value);
    })
    .join('');
}

/** A message in a language: its translation, else the English its descriptor carries. */
export function translate(locale: Locale, descriptor: MessageDescriptor): string {
  const translated = locale === DEFAULT_LOCALE ? undefined : CATALOGS[locale as OtherLocale][descriptor.id];
  const compiled = (translated ?? descriptor.message ?? descriptor.id) as Compiled;
  return interpolate(compiled, descriptor.values ?? {}, LOCALES[locale].intl);
}

/** The first of these language tags the site has ('de-AT' is German), by its primary subtag. */
function firstKnown(tags: (string | null | undefined)[]): Locale | null {
  for (const tag of tags) {
    const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return null;
}

interface Host {
  getAttribute(name: string): string | null;
  closest(selector: string): { getAttribute(name: string): string | null } | null;
}

/**
 * The language one widget element shows: its data-lang, the script tag's data-lang (`scriptLang`), the nearest lang
 * attribute around it (the page's <html lang>; `pageLang` where the element is in a shadow root), then English.
 */
export function widgetLocale(host: Host, scriptLang?: string | null, pageLang?: string | null): Locale {
  return firstKnown([host.getAttribute('data-lang'), scriptLang, host.closest('[lang]')?.getAttribute('lang'), pageLang]) ?? DEFAULT_LOCALE;
}
