/**
 * The pages a visitor most often opens first, by address: the module the router loads lazily for it (router.tsx)
 * and the public data its first screen waits for. The build lists each page's chunks next to this data
 * (vite.config.ts writes dist/.vite/route-preloads.json) and the server names them in the index.html it sends for
 * that address (backend/src/http/spa-fallback.ts), so they download alongside the app's own code instead of one
 * round trip after it has started. Plain data: vite.config.ts imports this file too.
 */
export const PUBLIC_PAGES: Record<string, { module: string; data: readonly string[] }> = {
  // The hero's content and the navigation's flags (its links and the overview's 'View Schedule'). The six speakers
  // and the five news (/public/speakers/featured, /public/news/latest) are further down the page: they load with
  // it rather than compete with the first screen's code.
  '/': { module: 'src/app/pages/home-page.tsx', data: ['/public/site-content', '/public/hero-content', '/public/site-flags'] },
  '/about': { module: 'src/features/public/components/about-page.tsx', data: [] },
  '/speakers': { module: 'src/app/pages/speakers-page.tsx', data: ['/public/speakers?limit=1000'] },
  '/schedule': {
    module: 'src/features/programme/components/schedule-page.tsx',
    data: ['/public/schedule', '/public/schedule/changes?limit=20'],
  },
  '/news': { module: 'src/app/pages/news-page.tsx', data: ['/public/news'] },
  '/location': { module: 'src/app/pages/location-page.tsx', data: [] },
  '/cfp': { module: 'src/app/pages/cfp-page.tsx', data: [] },
  '/sponsorship': { module: 'src/app/pages/sponsorship-page.tsx', data: [] },
  '/login': { module: 'src/app/routes/auth.ts', data: [] },
};
