import { createTheme } from '@mui/material/styles';
import { BRAND_BLUE, PAGE_BACKGROUND } from './brand-colours';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: BRAND_BLUE, light: '#2d4f8a', dark: '#061a3a', contrastText: '#ffffff' },
    secondary: { main: '#e09f1f', contrastText: '#1b1300' },
    background: { default: PAGE_BACKGROUND, paper: '#ffffff' },
    text: { primary: '#13203a', secondary: '#4a5873' },
    success: { main: '#1e8a4c' },
  },
  shape: { borderRadius: 10 },
  typography: {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS font stack, not text
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 18 } },
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
