import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { PUBLIC_PAGES } from '../src/app/routes/public-pages';

/** The worker's source, written as /sw.js (its scope is then the whole site), and the pages it keeps working offline. */
const WORKER = 'src/service-worker/sw.ts';
// Every public page's code (issue 30): a page never opened online still opens offline, with what is stored of its data.
const OFFLINE_PAGES = [
  ...new Set([
    ...Object.values(PUBLIC_PAGES).map((page) => page.module),
    'src/app/pages/session-page.tsx',
    'src/app/pages/speaker-profile-page.tsx',
    'src/app/pages/news-article-page.tsx',
    'src/app/routes/dashboard.tsx',
  ]),
];
const ROUTER = 'src/app/router.tsx';

const PLACEHOLDER = /(["'`])__SW_MANIFEST__\1/;

/**
 * The worker as one classic script. A build of its own: as an entry of the app's build it would share the bundler's
 * runtime chunk, and a worker registered as a classic script cannot import.
 */
async function bundleWorker(root: string): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      rolldownOptions: { input: path.resolve(root, WORKER), output: { format: 'iife', codeSplitting: false } },
    },
  });
  const [result] = [output].flat() as Rolldown.RolldownOutput[];
  const chunk = result.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error(`service-worker: ${WORKER} produced no code`);
  return chunk.code;
}

/**
 * Builds the service worker (src/service-worker/sw.ts) as /sw.js with what it stores at install written in: the code
 * of the entries and of the offline pages with everything they load, statically or later (the live connection's
 * client, the notification bell, the HTML sanitiser), but not the router's other pages; and the build's version,
 * which names its caches.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const { root, base } = this.environment.config;
      const router = path.resolve(root, ROUTER);
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // A chunk holding a page the router loads lazily (an area's chunk may merge several modules and have no facade:
      // the organisers' console with its charts, 350 KB gzip, was stored on every visitor's phone).
      const isRoutePage = (chunk: Rolldown.OutputChunk) => chunk.moduleIds.some((id) => this.getModuleInfo(id)?.dynamicImporters.includes(router) ?? false);

      const offline = OFFLINE_PAGES.map((module) => path.resolve(root, module));
      const pages = chunks.filter((chunk) => chunk.facadeModuleId && offline.includes(chunk.facadeModuleId));
      if (pages.length !== offline.length) this.error(`service-worker: no lazily loaded chunk for one of ${OFFLINE_PAGES.join(', ')}`);

      const precache = new Set<string>();
      const visit = (chunk: Rolldown.OutputChunk) => {
        if (precache.has(chunk.fileName)) return;
        precache.add(chunk.fileName);
        for (const file of chunk.imports) visit(byFile.get(file)!);
        for (const file of chunk.dynamicImports) {
          const loaded = byFile.get(file);
          if (loaded && !isRoutePage(loaded)) visit(loaded);
        }
      };
      for (const chunk of [...chunks.filter((c) => c.isEntry), ...pages]) visit(chunk);

      const code = await bundleWorker(root);
      if (!PLACEHOLDER.test(code)) this.error(`service-worker: no __SW_MANIFEST__ placeholder in the built ${WORKER}`);
      const version = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).update(code).digest('base64url').slice(0, 12);
      const manifest = { version, precache: [...precache].sort().map((file) => `${base}${file}`), pages: Object.keys(PUBLIC_PAGES) };
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code.replace(PLACEHOLDER, () => JSON.stringify(JSON.stringify(manifest))) });
    },
  };
}
