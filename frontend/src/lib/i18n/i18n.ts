// The active language of this page and its messages (Lingui). One language per page load: the address says which
// (locales.ts), the switcher loads the other address. Messages come in areas (lingui.config.ts): the shell's with
// the page, each page's with its code.
import { i18n, setupI18n, type I18n } from '@lingui/core';
import { currentLocale, setActiveLocale } from './active-locale';
import { DEFAULT_LOCALE, type Locale } from './locales';

export { currentLocale, intlLocale } from './active-locale';

export { i18n };

type Messages = { messages: Record<string, unknown> };
/** The catalogs' areas (frontend/lingui.config.ts): the shell's with the page, the others with their pages' code. */
export type Area = 'shell' | 'home' | 'programme' | 'public' | 'account' | 'console' | 'door' | 'room';

// Each language's catalog of each area is a chunk of its own: a page loads only its language's messages, and only
// its areas'. A catalog added to src/locales is found here without a change, except the embeddable widget's, which
// is built into widget.js (src/widget/messages.ts) and is no part of the app. English, the source language, is in
// the code itself (each message carries its English, compiled: vite-plugins/lingui-macros.ts), so its catalogs are
// never loaded; they stay for the catalog checks and the translators.
const CATALOGS = import.meta.glob<Messages>(['../../locales/*/*.po', '!../../locales/en/*.po', '!../../locales/*/widget.po']);

const loaded = new Set<string>();

/**
 * Every message reaches the runtime compiled at build time (vite-plugins/lingui-macros.ts); one that is still a string
 * is plain text with nothing to fill in. Without a compiler Lingui warns about each such string, on every render, as
 * "uncompiled" (hundreds of lines per server-rendered page); this one takes the text as it is.
 */
const plainText: Parameters<I18n['setMessagesCompiler']>[0] = (message) => [message];
i18n.setMessagesCompiler(plainText);

async function load(area: Area, locale: Locale): Promise<void> {
  const key = `${area}:${locale}`;
  if (loaded.has(key)) return;
  const catalog = CATALOGS[`../../locales/${locale}/${area}.po`];
  if (!catalog && locale !== DEFAULT_LOCALE) throw new Error(`No ${area} messages for ${locale}`);
  const { messages } = catalog ? await catalog() : { messages: {} };
  i18n.load(locale, messages as never);
  loaded.add(key);
}

/** Loads the shell's messages of a language and makes it the page's. */
export async function activateLocale(locale: Locale): Promise<void> {
  await load('shell', locale);
  setActiveLocale(locale);
  i18n.activate(locale);
}

/** Loads areas' messages for the active language (a page's, with its code). */
export async function loadAreas(...areas: Area[]): Promise<void> {
  await Promise.all(areas.map((area) => load(area, currentLocale())));
}

/** Another language's messages beside the page's (the offer to read the page in the browser's language). */
export async function messagesIn(locale: Locale): Promise<I18n> {
  const catalog = CATALOGS[`../../locales/${locale}/shell.po`];
  const { messages } = catalog ? await catalog() : { messages: {} };
  return setupI18n({ locale, messages: { [locale]: messages as never } }).setMessagesCompiler(plainText);
}
