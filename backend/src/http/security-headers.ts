// The security headers every response carries. @fastify/helmet sends them on framework routes; it builds its
// middleware (and the CSP string) again on every request, which costs more than the read model's whole answer. The
// options are static per deployment, so the hot public routes send the same headers computed once from them.
//
// Styles without 'unsafe-inline': the client's Emotion (production mode) creates empty <style> elements and fills
// them through the CSSOM, which CSP does not check, so the hash of the empty element allows exactly those. A
// server-rendered page also carries its critical CSS in one <style> and a few style attributes: their hashes are
// added to that page's own policy (pageCsp), computed once per rendered page.
import { createHash } from 'node:crypto';
import helmet, { type HelmetOptions } from 'helmet';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
export const EMPTY_STYLE_ELEMENT = sha256('');

/** The site's own origin for the live connection (ws:// or wss://), beside 'self' for browsers that need it named. */
function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

export function helmetOptions(publicUrl: string) {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Organisers link sponsor logos and news images from other sites (https only); photos are served from here.
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", EMPTY_STYLE_ELEMENT],
        // The embeds: the home page's video, from YouTube's no-cookie domain, after a click; and the site's own pages,
        // which the console's Site tab shows beside the form that edits them.
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        connectSrc: ["'self'", socketOrigin(publicUrl)],
      },
    },
  } satisfies HelmetOptions;
}

/** The headers helmet sets with these options, by lower-case name (valid for any request: no nonces, no per-request directives). */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
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

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * A policy that lets any site frame the page (the embeddable schedule, /embed/schedule): every other page keeps
 * helmet's `frame-ancestors 'self'` and X-Frame-Options.
 */
export function framableCsp(csp: string): string {
  if (!/(^|;)frame-ancestors [^;]*/.test(csp)) return `${csp};frame-ancestors *`;
  return csp.replace(/(^|;)frame-ancestors [^;]*/, '$1frame-ancestors *');
}

/** The style-src sources of a policy. */
const styleSources = (csp: string) => /(?:^|;)style-src ([^;]*)/.exec(csp)?.[1] ?? "'self'";

/** The style-src sources for one HTML page: the site's, with the hashes of the page's inline styles; null when it has none. */
function pageStyleSources(baseCsp: string, html: string): string | null {
  const elements = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1]));
  const attributes = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => sha256(decodeAttribute(m[1])));
  if (elements.length === 0 && attributes.length === 0) return null;
  const extra = [...new Set(elements), ...(attributes.length ? ["'unsafe-hashes'", ...new Set(attributes)] : [])].join(' ');
  return `${styleSources(baseCsp)} ${extra}`;
}

/**
 * The policy for one HTML page: the site's, with the hashes of the page's inline <style> elements and (through
 * 'unsafe-hashes', which allows only the listed values) of its style attributes.
 */
export function pageCsp(baseCsp: string, html: string): string {
  const sources = pageStyleSources(baseCsp, html);
  if (sources === null) return baseCsp;
  return baseCsp.replace(/(^|;)style-src [^;]*/, (_m, start: string) => `${start}style-src ${sources}`);
}

/**
 * A server-rendered page carries its own style policy in the page (pageStylePolicy), so that its headers are the same
 * for every page and the load balancer can serve the page as a file with them (ops/nginx, PUBLIC_FILES_DIR). Its
 * header policy is the site's with styles left to that policy: a browser enforces both (CSP3, multiple policies), so
 * an inline style runs only if the page's own policy names it.
 */
export function serverRenderedCsp(baseCsp: string): string {
  return baseCsp.replace(/(^|;)style-src [^;]*/, "$1style-src 'self' 'unsafe-inline'");
}

/**
 * The <meta http-equiv="Content-Security-Policy"> of a server-rendered page: the site's style sources with the hashes of
 * the page's inline styles. It must come before the first of them (a policy in the page applies from where it is).
 */
export function pageStylePolicy(baseCsp: string, html: string): string {
  return `style-src ${pageStyleSources(baseCsp, html) ?? styleSources(baseCsp)}`;
}
