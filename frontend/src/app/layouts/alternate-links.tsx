import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { currentLocale } from '@/lib/i18n/i18n';
import { basenameOf, DEFAULT_LOCALE, LOCALE_CODES, pathInLocale } from '@/lib/i18n/locales';

/**
 * Keeps the head in step with the page as the visitor moves around: `<html lang>`, and a `hreflang` link to this
 * page in each language (the server's HTML has them for the address it was asked for).
 */
export function AlternateLinks() {
  const { pathname } = useLocation();
  useEffect(() => {
    const here = currentLocale();
    document.documentElement.lang = here;
    const page = `${basenameOf(here)}${pathname}`;
    for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
    for (const locale of [...LOCALE_CODES, 'x-default' as const]) {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = locale;
      link.href = new URL(pathInLocale(page, locale === 'x-default' ? DEFAULT_LOCALE : locale), location.origin).href;
      document.head.append(link);
    }
  }, [pathname]);
  return null;
}
