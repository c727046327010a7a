// The interface's languages (issue 28). Messages are written in English in the code (Lingui's macros: t, Trans,
// msg, Plural), extracted into one gettext catalog per language and area (`npm run i18n:extract -w frontend`), and
// compiled into the build by vite-plugins/lingui-macros.ts. English pages load no catalog: the code carries each
// message's English (the English catalogs are for the checks and for translators). A third language is a locale
// here, its catalogs, and its entry in src/lib/i18n/locales.ts.
//
// Areas, so that a German page loads only its own messages (the first load's budget): `shell` (the layout, the shared
// components and helpers: every page), then one per group of pages, loaded with the page's code (app/router.tsx).
// A message used in several areas is in each of their catalogs, and so is a shared module that only some areas use
// (listed in each of them).
//
// The embeddable schedule (src/widget) has a catalog of its own, `widget`, outside the app's areas: it is built into
// widget.js whole (German beside the code's English, a dozen messages), never loaded by the app, and never loads the app's catalogs.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export const AREAS = {
  home: ['src/features/home', 'src/app/pages/home-page.tsx'],
  programme: [
    'src/features/programme',
    'src/app/pages/session-page.tsx',
    'src/components/signups',
    'src/features/questions/api',
    'src/features/questions/model',
    'src/features/questions/components/questions-panel.tsx',
    'src/features/questions/components/question-item.tsx',
  ],
  public: [
    'src/app/pages/speakers-page.tsx',
    'src/app/pages/news-page.tsx',
    'src/app/pages/speaker-profile-page.tsx',
    'src/app/pages/news-article-page.tsx',
    'src/app/pages/location-page.tsx',
    'src/app/pages/venue-map-page.tsx',
    'src/app/pages/cfp-page.tsx',
    'src/app/pages/sponsorship-page.tsx',
    'src/features/public/components',
    'src/features/venue',
    'src/features/news',
    'src/features/speakers',
    'src/features/my-sessions',
    'src/features/accessibility',
  ],
  account: [
    'src/features/auth',
    'src/features/dashboard',
    'src/components/signups',
    'src/features/payment',
    'src/features/notifications',
    'src/features/cfp',
    'src/features/sponsorship',
    'src/features/speaker',
    'src/features/tickets',
    'src/components/tickets',
    'src/lib/proposal-status.ts',
    'src/components/speaker-profile',
  ],
  console: [
    'src/lib/proposal-status.ts',
    'src/app/admin',
    'src/components/admin',
    'src/components/speaker-profile',
    'src/lib/admin',
    'src/features/activity',
    'src/features/committee',
    'src/features/feedback',
    'src/features/news-editor',
    'src/features/overview',
    'src/features/site-content',
    'src/features/review',
    'src/features/schedule-editor',
    'src/features/settings',
    'src/features/speaker-profiles',
    'src/features/sponsors',
    'src/features/users',
    'src/features/venue-maps-admin',
  ],
  // The check-in page (/checkin): door helpers on a phone load nothing of the console's.
  door: ['src/features/checkin', 'src/app/routes/checkin.tsx', 'src/components/tickets', 'src/features/tickets'],
  // In the room (issue 47): the screens for projectors and doors, and running late from a phone.
  room: ['src/features/screens', 'src/features/running-late', 'src/app/pages/screen-pages.tsx', 'src/features/questions/components/screen-questions.tsx'],
} as const;

const under = (path: string) => (path.endsWith('.tsx') || path.endsWith('.ts') ? `<rootDir>/${path}` : `<rootDir>/${path}/**`);
const NOT_MESSAGES = ['**/*.test.*', '<rootDir>/src/test/**'];
const WIDGET = '<rootDir>/src/widget/**';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: ['<rootDir>/src'],
      exclude: [...Object.values(AREAS).flat().map(under), WIDGET, ...NOT_MESSAGES],
    },
    { path: '<rootDir>/src/locales/{locale}/widget', include: [WIDGET], exclude: NOT_MESSAGES },
    ...Object.entries(AREAS).map(([area, paths]) => ({
      path: `<rootDir>/src/locales/{locale}/${area}`,
      include: paths.map(under),
      exclude: NOT_MESSAGES,
    })),
  ],
});
