// An access token lives minutes (ACCESS_TOKEN_TTL_SECONDS); the server closes a socket when the token it holds
// expires. A signed-in page therefore renews its token shortly before it runs out, whether or not it called the API
// meanwhile, and the realtime wiring hands the socket the new one (auth.renew), so an open page keeps its pushes.
import { refreshSession } from '@/lib/api';
import { startAppListening, type AppStore } from './store';

/** How long an access token lasts (its `exp` minus `iat`) and when it expires, in ms; null if it cannot be read. */
export function lifetimeOf(token: string): { life: number; expiresAt: number } | null {
  try {
    const part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const { exp, iat } = JSON.parse(atob(part)) as { exp?: unknown; iat?: unknown };
    if (typeof exp !== 'number' || typeof iat !== 'number' || exp <= iat) return null;
    return { life: (exp - iat) * 1000, expiresAt: exp * 1000 };
  } catch {
    return null;
  }
}

/**
 * When to renew a token just received: a quarter of its life (at most a minute) before it ends. The page's clock
 * may differ from the server's, so the wait is counted from now and never shorter than a quarter of the life (a
 * clock far ahead cannot make the page refresh in a loop).
 */
export function renewalDelay(token: string, now = Date.now()): number | null {
  const lifetime = lifetimeOf(token);
  if (!lifetime) return null;
  const { life, expiresAt } = lifetime;
  const lead = Math.min(60_000, life / 4);
  return Math.max(Math.min(life, expiresAt - now) - lead, life / 4);
}

export function startTokenRenewal(store: AppStore): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (token: string | null) => {
    clearTimeout(timer);
    const delay = token ? renewalDelay(token) : null;
    // A failed renewal changes nothing here: the socket is closed at expiry and the page asks again then.
    if (delay !== null) timer = setTimeout(() => void refreshSession(store.dispatch), delay);
  };
  schedule(store.getState().auth.token);
  startAppListening({
    predicate: (_action, current, previous) => current.auth.token !== previous.auth.token,
    effect: (_action, listenerApi) => schedule(listenerApi.getState().auth.token),
  });
}
