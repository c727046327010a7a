import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { currentLocale } from '@/lib/i18n/i18n';
import { basenameOf, pathInLocale, type Locale } from '@/lib/i18n/locales';
import { DISMISSED } from '@/lib/i18n/language-offer-dismissed';

const OFFER = msg`This page is also available in English.`;
const READ = msg`Read in English`;
const NO_THANKS = msg`No, thanks`;

/** The offer itself, in the offered language (its messages: `i18n`); loaded only for browsers it is for. */
export function LanguageOffer({ locale, i18n }: { locale: Locale; i18n: I18n }) {
  const { pathname, search } = useLocation();
  const [offer, setOffer] = useState(true);

  if (!offer) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED, locale);
    setOffer(false);
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
