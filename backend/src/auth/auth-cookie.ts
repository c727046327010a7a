import type { AppConfig } from '../config/config.js';

/**
 * A cookie of the auth routes. Over HTTPS it is `__Host-` prefixed (so it is Secure, host-only, Path=/ and no
 * subdomain or plain-HTTP page can set or shadow it); otherwise (local runs) plain and scoped to the auth routes.
 */
export function authCookie(config: AppConfig, name: string): { name: string; path: string } {
  return config.auth.cookieSecure ? { name: `__Host-${name}`, path: '/' } : { name, path: '/api/auth' };
}
