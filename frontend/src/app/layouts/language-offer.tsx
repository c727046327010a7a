import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { currentLocale, messagesIn } from '@/lib/i18n/i18n';
import { basenameOf, pathInLocale, preferredLocale, type Locale } from '@/lib/i18n/locales';

const DISMISSED = 'language-offer-dismissed';

const OFFER = msg`This page is also available in English.`;
const READ = msg`Read in English`;
const NO_THANKS = msg`No, thanks`;

/**
 * A browser that prefers another of the site's languages is offered this page in it, in that language, and never
 * sent there: the visitor chose this address. Saying no is remembered in the browser.
 */
export function LanguageOffer() {
  const { pathname, search } = useLocation();
  const [offer, setOffer] = useState<{ locale: Locale; i18n: I18n } | null>(null);

  useEffect(() => {
    const wanted = preferredLocale(navigator.languages);
    if (!wanted || wanted === currentLocale() || localStorage.getItem(DISMISSED) === wanted) return;
    let live = true;
    void messagesIn(wanted).then((i18n) => live && setOffer({ locale: wanted, i18n }));
    return () => {
      live = false;
    };
  }, []);

  if (!offer) return null;
  const { locale, i18n } = offer;
  const dismiss = () => {
    localStorage.setItem(DISMISSED, locale);
    setOffer(null);
  };
  return (
    <Alert
      severity="info"
      lang={locale}
      sx={{ borderRadius: 0 }}
      action={
        <>
          <Button color="inherit" size="small" href={`${pathInLocale(`${basenameOf(currentLocale())}${pathname}`, locale)}${search}`} hrefLang={locale}>
            {i18n._(READ)}
          </Button>
          <Button color="inherit" size="small" onClick={dismiss}>
            {i18n._(NO_THANKS)}
          </Button>
        </>
      }
    >
      {i18n._(OFFER)}
    </Alert>
  );
}
