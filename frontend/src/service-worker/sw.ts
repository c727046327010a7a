/// <reference lib="webworker" />
// The service worker, served as /sw.js for the whole site (registered by lib/offline/service-worker.ts in
// production builds). It keeps the last programme a visitor saw, so that /schedule and an attendee's /dashboard load
// without a connection:
// - the build's code for those pages is stored at install (the list is written in by
//   vite-plugins/service-worker.ts), any other hashed file once it has been loaded; hashed names never change,
//   so they are answered from the cache first;
// - pages and data go to the network first and are answered from the cache only when the network fails, so a new
//   deployment's page (and with it its code) is used on the next load, and data is never older than it has to be;
// - the signed-in user's own data is kept per user (the id in their token) and deleted on sign-out by the client.
// Every cache name carries the build's version; a new worker deletes the others when it takes over.
// It also shows push notifications (./push-handlers.ts).
import { CACHE_PREFIX, OFFLINE_COPY_HEADER, OFFLINE_COPY_META, PUBLIC_DATA, SHELL_KEY, USER_CACHE_PREFIX, offlineRoute } from './offline-routes';
import { handlePushEvents } from './push-handlers';

declare const self: ServiceWorkerGlobalScope;

interface Manifest {
  /** Changes with every build whose files change. */
  version: string;
  /** The hashed files /schedule and /dashboard need, the live connection's client among them. */
  precache: string[];
  /** The addresses whose page is kept as its own copy (app/routes/public-pages.ts). */
  pages: string[];
}

// Replaced by the build with the manifest as a JSON string.
const MANIFEST = JSON.parse('__SW_MANIFEST__') as Manifest;

const CACHES = {
  assets: `${CACHE_PREFIX}assets-${MANIFEST.version}`,
  pages: `${CACHE_PREFIX}pages-${MANIFEST.version}`,
  public: `${CACHE_PREFIX}public-${MANIFEST.version}`,
  user: `${USER_CACHE_PREFIX}${MANIFEST.version}`,
};

/** The pages stored at install: the schedule, and the client page any other address (such as /dashboard) renders from. */
const PRECACHED_PAGES: [key: string, url: string][] = [
  ['/schedule', '/schedule'],
  [SHELL_KEY, '/dashboard'],
];

/** A copy to keep: the same response, marked with the time it was stored. */
async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  const now = new Date().toISOString();
  headers.set(OFFLINE_COPY_HEADER, now);
  // The body below is the decoded one, of another length.
  headers.delete('content-encoding');
  headers.delete('content-length');
  const isPage = (headers.get('content-type') ?? '').startsWith('text/html');
  if (!isPage) return new Response(await response.arrayBuffer(), { status: response.status, statusText: response.statusText, headers });
  // The page learns that it is a stored copy, and from when, from a meta tag: it cannot read its own headers.
  headers.delete('etag');
  const html = (await response.text()).replace('</head>', `<meta name="${OFFLINE_COPY_META}" content="${now}">\n  </head>`);
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

/** Only complete, successful answers from this site are kept. */
const keepable = (response: Response) => response.ok && response.type === 'basic' && !response.redirected;

async function store(cacheName: string, key: string, response: Response): Promise<void> {
  if (!keepable(response)) return;
  const cache = await caches.open(cacheName);
  await cache.put(key, await stamped(response));
}

async function cached(cacheName: string, key: string | Request): Promise<Response | undefined> {
  const cache = await caches.open(cacheName);
  return cache.match(key, { ignoreVary: true });
}

/** The network's answer, kept under `key`; when the network fails, the copy kept last. */
async function networkFirst(event: FetchEvent, cacheName: string, key: string, fromNetwork: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await fromNetwork();
  } catch (error) {
    const copy = await cached(cacheName, key);
    if (copy) return copy;
    throw error;
  }
  event.waitUntil(store(cacheName, key, response.clone()).catch(() => undefined));
  return response;
}

async function page(event: FetchEvent, key: string): Promise<Response> {
  try {
    return await networkFirst(event, CACHES.pages, key, async () => (await event.preloadResponse) ?? fetch(event.request));
  } catch (error) {
    // An address never visited: the client page renders it (with whatever data is kept).
    const shell = await cached(CACHES.pages, SHELL_KEY);
    if (shell) return shell;
    throw error;
  }
}

async function asset(event: FetchEvent): Promise<Response> {
  const copy = await cached(CACHES.assets, event.request);
  if (copy) return copy;
  const response = await fetch(event.request);
  if (keepable(response)) {
    const cache = await caches.open(CACHES.assets);
    event.waitUntil(cache.put(event.request, response.clone()).catch(() => undefined));
  }
  return response;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const assets = await caches.open(CACHES.assets);
      await assets.addAll(MANIFEST.precache);
      await Promise.all(PRECACHED_PAGES.map(async ([key, url]) => store(CACHES.pages, key, await fetch(url))));
      // The data is a convenience (a visit stores it too): a failure does not stop the install.
      await Promise.allSettled(PUBLIC_DATA.map(async (url) => store(CACHES.public, url, await fetch(url))));
      // A new deployment takes over at once: its pages are what the next load gets from the network anyway.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Pages start loading from the network while the worker starts, instead of after it.
      await self.registration.navigationPreload?.enable();
      const current = new Set(Object.values(CACHES));
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const route = offlineRoute(event.request, self.location.origin, MANIFEST.pages);
  if (!route) {
    // Any other navigation (a download, the API docs): the request navigation preload already made, not a second one.
    if (event.request.mode === 'navigate') event.respondWith((async () => (await event.preloadResponse) ?? fetch(event.request))());
    return;
  }
  switch (route.kind) {
    case 'page':
      return event.respondWith(page(event, route.key));
    case 'asset':
      return event.respondWith(asset(event));
    case 'public':
      return event.respondWith(networkFirst(event, CACHES.public, route.key, () => fetch(event.request)));
    case 'user':
      return event.respondWith(networkFirst(event, CACHES.user, route.key, () => fetch(event.request)));
  }
});

handlePushEvents();
