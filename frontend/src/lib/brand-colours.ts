// The site's two main colours, shared by the MUI theme (lib/theme.ts) and the installed app's manifest and icons
// (vite-plugins/web-app-manifest.ts), so the app's title bar and splash screen match the pages.

/** The brand's deep blue: the theme's primary colour, the app's theme colour and its icon's background. */
export const BRAND_BLUE = '#0b2a5b';

/** The pages' background: the app's splash screen while it starts. */
export const PAGE_BACKGROUND = '#f5f7fb';
