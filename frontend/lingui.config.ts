// The interface's languages (issue 28). Messages are written in English in the code (Lingui's macros: t, Trans,
// msg, Plural), extracted into one gettext catalog per language and area (`npm run i18n:extract -w frontend`), and
// compiled into the build by the Vite plugin. A third language is a locale here, its catalogs, and its entry in
// src/lib/i18n/locales.ts.
//
// Two areas, so that a visitor's first load carries only the public site's messages: `site` (the public pages, the
// sign-in, the dashboard and the speaker area) and `console` (the organisers' and the committee's screens), loaded
// with the console's code.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const CONSOLE = [
  'src/app/admin',
  'src/components/admin',
  'src/lib/admin',
  'src/features/activity',
  'src/features/committee',
  'src/features/feedback',
  'src/features/news-editor',
  'src/features/review',
  'src/features/schedule-editor',
  'src/features/settings',
  'src/features/speaker-profiles',
  'src/features/sponsors',
  'src/features/users',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/site',
      include: ['<rootDir>/src'],
      exclude: [...CONSOLE.map((dir) => `<rootDir>/${dir}`), '**/*.test.*', '<rootDir>/src/test'],
    },
    { path: '<rootDir>/src/locales/{locale}/console', include: CONSOLE.map((dir) => `<rootDir>/${dir}`), exclude: ['**/*.test.*'] },
  ],
});
