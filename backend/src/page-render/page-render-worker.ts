// The worker thread that renders public pages (public-page-renderer.ts starts it): it loads the client's server
// entry (frontend/dist-ssr/entry-server.js) once, and renders a page when asked, reading the public answers it needs
// from the main thread, which has them as ready bytes. Rendering a page takes a few hundred milliseconds of CPU: here
// it never holds the event loop that serves requests and pushes edits.
//
// The function is started from its source text (`new Worker(..., { eval: true })`), so it works the same from the
// build and from the tests' TypeScript: it must not use anything from outside its own body.
import type { FromWorker, RenderedPage, ServerEntry, ToWorker } from './page-render-protocol.js';

export async function renderWorker(): Promise<void> {
  const { parentPort, workerData } = await import('node:worker_threads');
  const { pathToFileURL } = await import('node:url');
  const { entryFile, productName } = workerData as { entryFile: string; productName: string };
  const port = parentPort!;
  const send = (message: FromWorker) => port.postMessage(message);

  // The client's config reads the event's name from here on the server (frontend/src/lib/config.ts).
  (globalThis as { __PRODUCT_NAME__?: string }).__PRODUCT_NAME__ = productName;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;

  const answers = new Map<number, { resolve: (answer: { body: unknown; version: number }) => void; reject: (error: Error) => void }>();
  let lastFetch = 0;
  const fetchPublic = (url: string) =>
    new Promise<{ body: unknown; version: number }>((resolve, reject) => {
      const id = ++lastFetch;
      answers.set(id, { resolve, reject });
      send({ type: 'fetch', id, url });
    });

  port.on('message', (message: ToWorker) => {
    if (message.type === 'answer') {
      const waiting = answers.get(message.id);
      answers.delete(message.id);
      if (message.error !== undefined) waiting?.reject(new Error(message.error));
      else waiting?.resolve({ body: message.body, version: message.version ?? 0 });
      return;
    }
    Promise.resolve()
      .then(() => entry.render(message.pathname, fetchPublic))
      .then(
        (page: RenderedPage | null) => send({ type: 'rendered', id: message.id, page }),
        (error: Error) => send({ type: 'rendered', id: message.id, page: null, error: error?.stack ?? String(error) }),
      );
  });

  send({ type: 'ready', routes: Object.keys(entry.SERVER_RENDERED), patterns: entry.SERVER_RENDERED_PATTERNS ?? [] });
}
