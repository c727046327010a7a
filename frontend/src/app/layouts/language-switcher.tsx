import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { currentLocale } from '@/lib/i18n/i18n';
import { basenameOf, LOCALE_CODES, LOCALES, pathInLocale } from '@/lib/i18n/locales';
import { navLinkSx } from './nav-styles';

/**
 * This page in the site's other languages: a plain link to its address there (the page loads again in that
 * language), named in its own language. In the bar between the lg and xl breakpoints, where the menu is tight, it
 * shows the language's code; its name says the name and the code, so what is read out contains what is seen.
 */
export function LanguageSwitcher({ onNavigate, compact = false }: { onNavigate?: () => void; compact?: boolean }) {
  const { pathname, search, hash } = useLocation();
  const here = currentLocale();
  const page = `${basenameOf(here)}${pathname}`;
  return LOCALE_CODES.filter((locale) => locale !== here).map((locale) => {
    const { name } = LOCALES[locale];
    const code = locale.toUpperCase();
    return (
      <Button
        key={locale}
        component="a"
        href={`${pathInLocale(page, locale)}${search}${hash}`}
        hrefLang={locale}
        lang={locale}
        aria-label={`${name} (${code})`}
        title={name}
        sx={navLinkSx}
        onClick={onNavigate}
      >
        {compact ? (
          <>
            <Box component="span" aria-hidden sx={{ display: { xs: 'none', xl: 'inline' } }}>
              {name}
            </Box>
            <Box component="span" aria-hidden sx={{ display: { xl: 'none' } }}>
              {code}
            </Box>
          </>
        ) : (
          name
        )}
      </Button>
    );
  });
}
