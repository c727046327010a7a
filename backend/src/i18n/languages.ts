// The server's side of the site's two languages (issue 28): what mails, notifications and errors say, in the
// reader's language. Messages are written in English in the code, as `i18n._('Hello {name},', { name })` on the
// instance for the reader's language; `npm run i18n:extract -w backend` collects them into one gettext catalog per
// language (backend/locales/<locale>/messages.po), which is read and compiled once at start-up. English is the
// source: a message missing from a catalog is said in English (and the catalog test fails).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** A page's address in a language: '/schedule' in German is '/de/schedule', '/' is '/de'; the default's has no prefix. */
export function pathIn(page: string, language: Language = DEFAULT_LANGUAGE): string {
  if (language === DEFAULT_LANGUAGE) return page;
  return page === '/' ? `/${language}` : `/${language}${page}`;
}

/** Each language's Intl locale: its dates, times and numbers (the client's lib/i18n/locales.ts says the same). */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-US', de: 'de-AT' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A stored or asked-for language, or the default: a missing or unknown one is English. */
export function languageOr(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The first of our languages an Accept-Language header asks for ('de-AT,de;q=0.9' → de), by weight; else English. */
export function languageOfHeader(header: string | string[] | undefined): Language {
  const ranked = String(header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'locales');

/** A language's messages, compiled once (Lingui would otherwise parse a message each time it is said). */
function catalog(language: Language): Record<string, CompiledMessage> {
  const file = path.join(LOCALES_DIR, language, 'messages.po');
  if (!existsSync(file)) return {};
  const messages: Record<string, CompiledMessage> = {};
  for (const item of PO.parse(readFileSync(file, 'utf8')).items) {
    const text = item.msgstr.join('');
    if (text) messages[item.msgid] = compileMessage(text);
  }
  return messages;
}

const instances = new Map<Language, I18n>();

/** The messages of a language (read and compiled once). */
export function i18nIn(language: unknown): I18n {
  const lang = languageOr(language);
  let i18n = instances.get(lang);
  if (!i18n) {
    i18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    i18n.loadAndActivate({ locale: lang, messages: catalog(lang) });
    instances.set(lang, i18n);
  }
  return i18n;
}
