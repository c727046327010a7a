import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { startRealtime } from '@/app/realtime';
import { AppRouter } from '@/app/router';
import { store } from '@/app/store';
import { checkSession } from '@/features/auth/api/check-session';

// Started here rather than in an effect so that StrictMode's double effects cannot run them twice.
startRealtime(store);
void store.dispatch(checkSession());

// A transition, so React renders the first screen in slices and yields to the browser between them instead of
// holding the main thread for the whole tree (issue 12: total blocking time of the first load).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
