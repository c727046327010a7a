import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { I18nProvider } from '@lingui/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { i18n } from '@/lib/i18n/i18n';
import { theme } from '@/lib/theme';
import { store as browserStore, type AppStore, type RootState } from './store';

/**
 * `serverState`: the state the server rendered the page with (entry-server.tsx); the hydrating render reads it, so
 * it matches the server's HTML whatever the browser's store already holds (a stored sign-in, the session check).
 */
export function AppProviders({ children, store = browserStore, serverState }: { children: ReactNode; store?: AppStore; serverState?: RootState }) {
  return (
    <ReduxProvider store={store} serverState={serverState}>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </I18nProvider>
    </ReduxProvider>
  );
}
