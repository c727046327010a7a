/**
 * Every address the app has a page for, as the router writes it (a `:name` part is any one segment), in the default
 * language; each is also under every other language's prefix (/de/...). The server answers any other address with
 * 404 (the browser still shows the not-found page), so search engines do not read a mistyped link as a page. Plain
 * data: vite.config.ts writes it into the build (.vite/app-paths.json), and app-paths.test.ts keeps it the router's.
 */
export const APP_PATHS = [
  '/',
  '/about',
  '/speakers',
  '/speakers/:id',
  '/schedule',
  '/sessions/:id',
  '/archive',
  '/archive/:year',
  '/news',
  '/news/:id',
  '/location',
  '/venue',
  '/cfp',
  '/sponsorship',
  '/login',
  '/set-password',
  '/reset-password',
  '/forgot-password',
  '/confirm-email',
  '/payment',
  '/unauthorized',
  '/my/:token',
  '/dashboard',
  '/account/password',
  '/checkin',
  '/late',
  '/screens',
  '/screens/:room',
  '/speaker',
  '/presentations',
  '/resources',
  '/notifications',
  '/review',
  '/review/:id',
  '/admin',
] as const;
