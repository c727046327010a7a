// What a page's <head> says about it (issue 28): its title and description, in the page's language. The server puts
// them into the pages it renders (entry-server.tsx, with the Open Graph tags that repeat them); in the browser
// PageHead keeps them in step as the visitor moves around, so a title never names the page left behind.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { config } from '@/lib/config';
import { itemOfPath } from '@/lib/public/item-paths';

export interface PageHead {
  title: string;
  description: string;
}

/** The head of a page, by its address in the default language ('/schedule'), in `i18n`'s language. */
export function pageHead(page: string, i18n: I18n, product: string = config.productName): PageHead {
  if (page === '/schedule') {
    return {
      title: i18n._(msg`Schedule – ${product}`),
      description: i18n._(msg`The programme of ${product}: every session day by day, with its time, room and speakers.`),
    };
  }
  if (page === '/accessibility' || page === '/barrierefreiheit') {
    return {
      title: i18n._(msg`Accessibility statement – ${product}`),
      description: i18n._(msg`How far the ${product} website meets WCAG 2.2 AA, what is not yet accessible, and how to report a barrier.`),
    };
  }
  const archived = /^\/archive\/(\d{4})$/.exec(page)?.[1];
  if (archived) {
    return {
      title: i18n._(msg`${product} ${archived}: programme and speakers`),
      description: i18n._(msg`The programme and speakers of ${product} ${archived}, a past edition.`),
    };
  }
  // Every other page: the event's name, as index.html has it.
  return { title: product, description: i18n._(msg`${product}: the annual conference on language technology and AI.`) };
}

/** Keeps the document's title and description those of the page shown, in its language; an item's page keeps its own (item-head.ts). */
export function DocumentHead(): null {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  useEffect(() => {
    if (itemOfPath(pathname)) return;
    const head = pageHead(pathname, i18n);
    document.title = head.title;
    document.head.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  }, [pathname, i18n]);
  return null;
}
