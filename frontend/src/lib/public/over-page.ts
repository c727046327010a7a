// The spec's dialogs with an address (issue 30): a speaker's details or an article opened from a list show the
// item's own address (/speakers/12-…) while they are open, over the page they were opened from. The page stays
// where it was (its location travels in the history entry's state as `background`), the back button closes the
// dialog, and a copied or reloaded address opens the item's page (app/router.tsx, AppRoutes).
import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';

interface OverState {
  background?: Location;
}

/** The page a dialog was opened over, from a location's state. */
export function backgroundOf(location: Location): Location | null {
  const state = location.state as OverState | null;
  return state && typeof state === 'object' && state.background && typeof state.background.pathname === 'string' ? state.background : null;
}

/** The state that opens an item's address over the page shown (for a Link's `state`). */
export function useOverState(): OverState {
  const location = useLocation();
  return { background: location };
}

/** Opens an item's address over the page shown. */
export function useOpenOver(): (to: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback((to: string) => void navigate(to, { state: { background: location } satisfies OverState }), [navigate, location]);
}
