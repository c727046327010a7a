// The public pages the WCAG checks go through (wcag-audit.spec.ts, reflow.spec.ts): each by its English address and
// its German one.
export const AUDITED_PAGES: [en: string, de: string][] = [
  ['/', '/de'],
  ['/about', '/de/about'],
  ['/speakers', '/de/speakers'],
  ['/schedule', '/de/schedule'],
  ['/news', '/de/news'],
  ['/location', '/de/location'],
  ['/cfp', '/de/cfp'],
  ['/sponsorship', '/de/sponsorship'],
  ['/login', '/de/login'],
  ['/login?register=true', '/de/login?register=true'],
  ['/unauthorized', '/de/unauthorized'],
  ['/no-such-page', '/de/no-such-page'],
  ['/accessibility', '/de/barrierefreiheit'],
];
