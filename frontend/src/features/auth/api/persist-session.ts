import { forgetLocalSchedule } from '@/lib/favourites/local-keys';
import { TOKEN_KEY, USER_EMAIL_KEY, type AuthState } from '@/lib/session';

function write(key: string, value: string | null | undefined) {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {
    // Storage can be unavailable (private mode, quota); the session still works for this tab.
  }
}

/**
 * Mirrors the session into the client-stored values of the spec: `token` and `userEmail`; when a sign-in ends, the
 * stars the browser kept for it go too (`userSchedule`).
 */
export function persistSession(previous: AuthState, next: AuthState): void {
  if (next.token !== previous.token) write(TOKEN_KEY, next.token);
  if (next.user) {
    if (next.user.email !== previous.user?.email) write(USER_EMAIL_KEY, next.user.email);
  } else if (!next.token && (previous.token || previous.user)) {
    write(USER_EMAIL_KEY, null);
    forgetLocalSchedule({ signedOut: Boolean(next.signedOut) });
  }
}
