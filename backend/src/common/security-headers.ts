// The security headers every response carries. @fastify/helmet sends them on framework routes; it builds its
// middleware (and the CSP string) again on every request, which costs more than the read model's whole answer. The
// options are static, so the hot public routes send the same headers computed once from the same options.
import helmet, { type HelmetOptions } from 'helmet';

export const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
    },
  },
} satisfies HelmetOptions;

/** The headers helmet sets with these options, by lower-case name (valid for any request: no nonces, no per-request directives). */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => (failure = error));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}
