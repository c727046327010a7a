import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { currentLocale, messagesIn } from '@/lib/i18n/i18n';
import { preferredLocale } from '@/lib/i18n/locales';
import { DISMISSED } from '@/lib/i18n/language-offer-dismissed';

const LanguageOffer = lazy(async () => ({ default: (await import('./language-offer')).LanguageOffer }));

/**
 * A browser that prefers another of the site's languages is offered this page in it, in that language, and never
 * sent there: the visitor chose this address. Saying no is remembered in the browser. The offer's code and the other
 * language's messages load only for such a browser, after the page.
 */
export function LanguageOfferWhenWanted() {
  const [offer, setOffer] = useState<ComponentProps<typeof LanguageOffer> | null>(null);
  useEffect(() => {
    const wanted = preferredLocale(navigator.languages);
    if (!wanted || wanted === currentLocale() || localStorage.getItem(DISMISSED) === wanted) return;
    let live = true;
    void messagesIn(wanted).then((i18n) => live && setOffer({ locale: wanted, i18n }));
    return () => {
      live = false;
    };
  }, []);
  return offer ? (
    <Suspense fallback={null}>
      <LanguageOffer {...offer} />
    </Suspense>
  ) : null;
}
