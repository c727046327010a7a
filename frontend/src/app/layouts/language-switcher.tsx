import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import { currentLocale } from '@/lib/i18n/i18n';
import { basenameOf, LOCALE_CODES, LOCALES, pathInLocale } from '@/lib/i18n/locales';
import { navLinkSx } from './nav-styles';

/**
 * This page in the site's other languages: a plain link to its address there (the page loads again in that
 * language), named in its own language.
 */
export function LanguageSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname, search, hash } = useLocation();
  const here = currentLocale();
  const page = `${basenameOf(here)}${pathname}`;
  return LOCALE_CODES.filter((locale) => locale !== here).map((locale) => (
    <Button
      key={locale}
      component="a"
      href={`${pathInLocale(page, locale)}${search}${hash}`}
      hrefLang={locale}
      lang={locale}
      sx={navLinkSx}
      onClick={onNavigate}
    >
      {LOCALES[locale].name}
    </Button>
  ));
}
