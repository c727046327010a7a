import { createTheme } from '@mui/material/styles';
import { BRAND_BLUE, PAGE_BACKGROUND } from './brand-colours';

const FONT_STACK = '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: BRAND_BLUE, light: '#2d4f8a', dark: '#061a3a', contrastText: '#ffffff' },
    secondary: { main: '#e09f1f', contrastText: '#1b1300' },
    background: { default: PAGE_BACKGROUND, paper: '#ffffff' },
    text: { primary: '#13203a', secondary: '#4a5873' },
    success: { main: '#1e8a4c' },
    // MUI's orange (#ed6c02) is 3.1:1 on white: too light for a warning button's text (WCAG 1.4.3 asks 4.5:1).
    // This one is 5.7:1 on white and 5.3:1 on the page's background, and white text on it is as readable.
    warning: { main: '#a84b00' },
  },
  shape: { borderRadius: 10 },
  typography: {
    // Every text style inherits the page's font, set once on the body below, rather than naming the whole stack in
    // each of a page's styles (issue 45: 46 times on the home page). Form controls inherit it too: MUI sets their
    // font-family to this value.
    fontFamily: 'inherit',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Motion only for those who have not asked their system for less (WCAG 2.3.3): transitions and animations end at
    // once, ripples included, and scrolling jumps. Important rules outrank the inline transitions MUI's Fade and
    // Collapse set; their timers still run, so what waits for a transition's end still gets it.
    MuiCssBaseline: {
      styleOverrides: {
        // A word longer than its line (German compounds, addresses, links on a phone or zoomed to 400%) breaks instead
        // of pushing the page sideways (WCAG 1.4.10); hyphenated where the browser knows the language's rules.
        body: { fontFamily: FONT_STACK, overflowWrap: 'break-word', hyphens: 'auto' },
        // The fixed app bar (64 px, 72 from md) must not cover what the keyboard focuses or a link jumps to (WCAG
        // 2.4.11): the browser scrolls such an element this far below the top.
        html: { scrollPaddingTop: 88 },
        // Where the keyboard is (WCAG 2.4.7), on every control: MUI's buttons and links show only a faint ripple of
        // their own. `:where` keeps the rule weak enough for the dark bars' amber ring (focus-ring.ts) to win, and
        // ':root body' just strong enough to beat MUI's `outline: 0`. Text fields show theirs as a 2 px border; what
        // only the page focuses (tabindex -1: the skip link's target) shows none.
        ':root body :where(:focus-visible:not(.MuiInputBase-input, [tabindex="-1"]), .Mui-focusVisible)': {
          outlineWidth: 3,
          outlineStyle: 'solid',
          outlineColor: BRAND_BLUE,
          outlineOffset: 2,
        },
        '@media (prefers-reduced-motion: reduce)': {
          /* eslint-disable lingui/no-unlocalized-strings -- CSS values, not text */
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            transitionDelay: '0s !important',
            scrollBehavior: 'auto !important',
          },
          /* eslint-enable lingui/no-unlocalized-strings */
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 18 } },
    },
    // The stars of a rating are hidden radio buttons. MUI marks the group focused for the keyboard only once a star
    // has the focus; the first stop, "no rating yet" (before any is chosen), had only a 1 px grey box around the
    // stars, too faint to see (WCAG 2.4.7). The whole group shows the theme's ring whichever of its inputs has it.
    MuiRating: {
      styleOverrides: {
        root: {
          '&:has(input:focus-visible)': { outlineWidth: 3, outlineStyle: 'solid', outlineColor: BRAND_BLUE, outlineOffset: 2 },
        },
        labelEmptyValueActive: { outline: 'none' },
      },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0 },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderColor: '#e1e6ef' } },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
    },
    MuiTextField: {
      defaultProps: { fullWidth: true },
    },
    // A long address or link in a notice wraps instead of making the message a scrolling region on a phone.
    MuiAlert: {
      styleOverrides: { message: { overflowWrap: 'anywhere', minWidth: 0 } },
    },
  },
});
