// What the API process and its page-rendering worker say to each other (public-page-renderer.ts,
// page-render-worker.ts), and the client's server entry they load (frontend/src/entry-server.tsx).

/** What the server entry returns for a page (entry-server.tsx, ServerPage). */
export interface RenderedPage {
  html: string;
  styles: string;
  state: unknown;
  version: number;
  /** When it was rendered (epoch ms): the browser's first render of what depends on the clock uses it. */
  renderedAt?: number;
  /** Its title and description in its language, and its language and the others as Open Graph names them ('de_AT'). */
  head?: PageHead;
  /** 404: the address names no item (the page says so). */
  status?: number;
}

export interface PageHead {
  title: string;
  description: string;
  locale: string;
  alternates: string[];
  /** An item's page (a session, speaker or article: frontend/src/app/layouts/item-head.ts). Addresses are the site's ('/…'). */
  type?: 'article' | 'profile' | 'website';
  /** The item's address without its slug, in the default language. */
  canonical?: string;
  /** The item's address with the slug of its title now, in the default language: the one the site links to. */
  address?: string;
  image?: string | null;
  /** schema.org JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

export interface ServerEntry {
  render(pathname: string, fetchPublic: (url: string) => Promise<{ body: unknown; version: number }>): Promise<RenderedPage | null>;
  SERVER_RENDERED: Record<string, unknown>;
  /** Addresses that name what they show (/archive/2025), as regular expressions' sources. */
  SERVER_RENDERED_PATTERNS?: string[];
}

export type ToWorker = { type: 'render'; id: number; pathname: string } | { type: 'answer'; id: number; body?: unknown; version?: number; error?: string };

export type FromWorker =
  | { type: 'ready'; routes: string[]; patterns: string[] }
  | { type: 'fetch'; id: number; url: string }
  /** `page` null without `error`: the address names nothing (a past edition that is not in the archive). */
  | { type: 'rendered'; id: number; page: RenderedPage | null; error?: string };
