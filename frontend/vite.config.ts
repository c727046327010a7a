import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { build, defineConfig, loadEnv, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { APP_PATHS } from './src/app/routes/app-paths';
import { PUBLIC_PAGES } from './src/app/routes/public-pages';
import { DEFAULT_LOCALE, LOCALE_CODES, TRANSLATED_PAGES } from './src/lib/i18n/locales';
import { linguiCatalogs, linguiMacros } from './vite-plugins/lingui-macros';
import { serviceWorker } from './vite-plugins/service-worker';
import { webAppManifest } from './vite-plugins/web-app-manifest';

/** What main.tsx imports one after another at start-up (each initialised in a task of its own). */
const START_UP_PARTS = ['src/app/start-up/state.ts', 'src/app/providers.tsx', 'src/app/router.tsx'];

const DEFAULT_PRODUCT_NAME = 'LT-Summit';

/**
 * React, and Lingui's macros (t, Trans, msg in the code become calls to its runtime) with its catalogs
 * (src/locales/*.po imported as compiled messages). A message without a translation fails the build.
 */
export function reactWithMessages(): PluginOption[] {
  return [linguiMacros(), react(), linguiCatalogs()];
}
const BACKEND = 'http://127.0.0.1:3000';

// Everything the NestJS backend answers; in production it serves dist/ itself, so the app always calls its own origin.
const proxy = {
  '/api': BACKEND,
  '/public': BACKEND,
  '/cfp/submit': BACKEND,
  '/cfp/submissions': BACKEND,
  '/health': BACKEND,
  '/uploads': BACKEND,
  '/calendar': BACKEND,
  '/socket.io': { target: BACKEND, ws: true },
};

// The page title is in the HTML before any script runs. In a build the backend fills in its PRODUCT_NAME when it
// serves index.html; the dev server fills in VITE_PRODUCT_NAME.
function productNameInHtml(productName: string): Plugin {
  return {
    name: 'product-name-in-html',
    apply: 'serve',
    transformIndexHtml: (html) => html.replaceAll('__PRODUCT_NAME__', productName),
  };
}

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|map|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)])));
  return nested.flat();
}

// Brotli (quality 11) and gzip (level 9) copies beside every text file of the build, made once here instead of on
// every request; the backend (@fastify/static preCompressed) sends the one the browser accepts. index.html is left
// out: the backend fills in the product name and compresses it itself. A copy that would not be smaller is skipped.
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      // A failed build wrote nothing to compress: leave its own error to be reported.
      if (error || !existsSync(outDir)) return;
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) await writeFile(`${file}.br`, br);
          if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

// For each page of PUBLIC_PAGES: the chunks its lazy module needs beyond what index.html already loads, and the data
// its first screen waits for. The backend reads the file and puts them in index.html as preload hints for that address.
function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const initial = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry.fileName, initial);
      const base = this.environment.config.base;
      const root = this.environment.config.root;
      const routes: Record<string, { modules: string[]; data: readonly string[] }> = {};
      for (const [route, page] of Object.entries(PUBLIC_PAGES)) {
        const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId === path.resolve(root, page.module));
        if (!chunk) this.error(`route-preloads: no lazily loaded chunk for ${page.module} (${route}); is it still import()ed by the router?`);
        const own = [...closure(chunk.fileName)].filter((file) => !initial.has(file));
        routes[route] = { modules: own.map((file) => `${base}${file}`), data: page.data };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: JSON.stringify(routes, null, 2) });
    },
  };
}

// The addresses the app has a page for (src/app/routes/app-paths.ts), for the backend's 404s (.vite/app-paths.json).
function appPaths(): Plugin {
  return {
    name: 'app-paths',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.vite/app-paths.json', source: JSON.stringify(APP_PATHS, null, 2) });
    },
  };
}

// The site's languages for the backend (.vite/locales.json): which address prefixes are languages, and each other
// language's catalog chunk of the shell's messages, which the backend preloads on that language's pages (main.tsx
// waits for it; each page's own messages load with its code). English has none: it is in the code.
function siteLocales(): Plugin {
  return {
    name: 'site-locales',
    apply: 'build',
    generateBundle(_options, bundle) {
      const base = this.environment.config.base;
      const catalogs: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        const match = output.type === 'chunk' && output.facadeModuleId?.match(/[\\/]locales[\\/]([a-z-]+)[\\/]shell\.po$/);
        if (match) catalogs[match[1]] = `${base}${output.fileName}`;
      }
      for (const locale of LOCALE_CODES) {
        if (locale !== DEFAULT_LOCALE && !catalogs[locale]) this.error(`site-locales: no catalog chunk for ${locale}`);
      }
      // The pages whose address is a word in each language, so the server's hreflang links name the page's own.
      const locales = { default: DEFAULT_LOCALE, languages: LOCALE_CODES, catalogs, translated: TRANSLATED_PAGES };
      this.emitFile({ type: 'asset', fileName: '.vite/locales.json', source: JSON.stringify(locales, null, 2) });
    },
  };
}

// The boot script of server-rendered pages (src/ssr-boot.ts) is an entry of its own; the backend reads its hashed
// name here to put it in those pages. Its modules (statically imported from it) are a chunk of their own, so that a
// visitor's first load is the boot script and nothing of the app's start-up (issue 31).
const BOOT_ENTRY = path.resolve(import.meta.dirname, 'src/ssr-boot.ts');
const bootModules = new Set<string>();

function serverRenderBoot(): Plugin {
  return {
    name: 'server-render-boot',
    apply: 'build',
    buildEnd() {
      bootModules.clear();
      const pending = [BOOT_ENTRY];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (bootModules.has(id)) continue;
        bootModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    generateBundle(_options, bundle) {
      const boot = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry && output.name === 'ssr-boot');
      if (!boot) this.error('server-render-boot: src/ssr-boot.ts was not built');
      const base = this.environment.config.base;
      this.emitFile({ type: 'asset', fileName: '.vite/ssr-boot.json', source: JSON.stringify(`${base}${boot.fileName}`) });
    },
  };
}

// The embeddable schedule (src/widget/widget.ts): a classic script of its own, without React, built with every client
// build and emitted as dist/widget.js, without a hash in its name since organisers paste its address into other
// sites (the backend serves it with a short cache and an ETag instead). The dev server builds it on request too, so
// a page can load it from there while the widget is being worked on.
// Its text is in a catalog of its own (lingui.config.ts, `widget`), compiled in for every language: no Lingui runtime
// and none of the app's catalogs (src/widget/messages.ts).
const WIDGET_FORBIDS =
  /node_modules[\\/](react|react-dom|@mui|@emotion|@reduxjs|react-redux|react-router|socket\.io-client|engine\.io-client|@lingui)[\\/]|[\\/]locales[\\/][a-z-]+[\\/](?!widget\.po)[^\\/]+\.po$/;

/** The widget's code, or why there is none. */
async function buildWidget(): Promise<{ code: string } | { error: string }> {
  const built = await build({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'warn',
    publicDir: false,
    plugins: [linguiMacros(), linguiCatalogs()],
    resolve: { alias: { '@': '/src' } },
    build: {
      write: false,
      minify: true,
      lib: { entry: path.resolve(import.meta.dirname, 'src/widget/widget.ts'), formats: ['iife'], name: 'conferenceSchedule', fileName: () => 'widget.js' },
    },
  });
  const chunk = [built]
    .flat()
    .flatMap((result) => ('output' in result ? result.output : []))
    .find((output) => output.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') return { error: 'schedule-widget: src/widget/widget.ts was not built' };
  // Other sites' pages load it: what it imports from lib must not pull in the app's libraries or messages.
  const heavy = chunk.moduleIds.filter((id) => WIDGET_FORBIDS.test(id));
  if (heavy.length) return { error: `schedule-widget: the widget must not bundle ${heavy.join(', ')}` };
  return { code: chunk.code };
}

function scheduleWidget(): Plugin {
  return {
    name: 'schedule-widget',
    apply: 'build',
    async generateBundle() {
      const widget = await buildWidget();
      if ('error' in widget) return this.error(widget.error);
      this.emitFile({ type: 'asset', fileName: 'widget.js', source: widget.code });
    },
  };
}

function scheduleWidgetInDev(): Plugin {
  return {
    name: 'schedule-widget-dev',
    apply: 'serve',
    configureServer(server) {
      // Built again after any source file changed, once asked for.
      let widget: ReturnType<typeof buildWidget> | undefined;
      server.watcher.on('all', () => (widget = undefined));
      server.middlewares.use('/widget.js', (request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        (widget ??= buildWidget())
          .then((built) => {
            if ('error' in built) throw new Error(built.error);
            response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
            response.end(request.method === 'HEAD' ? undefined : built.code);
          })
          .catch((error: unknown) => {
            widget = undefined;
            next(error);
          });
      });
    },
  };
}

/**
 * The console's charts (@mui/x-charts, through @base-ui/utils) use reselect's lruMemoize; reselect is also in the
 * first load (Redux Toolkit), and a module is bundled whole with every export any chunk uses, so the public pages'
 * vendor chunk grew by it (0.5 KB gzip). The charts get their own copy of reselect, which loads with them.
 */
function chartsOwnReselect(): Plugin {
  return {
    name: 'charts-own-reselect',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'reselect' || !importer?.includes('/@base-ui/utils/')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${resolved.id}?charts` : null;
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const productName = env.VITE_PRODUCT_NAME || DEFAULT_PRODUCT_NAME;

  // The server renderer (src/entry-server.tsx, loaded by the backend): one self-contained module, every dependency
  // bundled in, so Node never resolves the browser packages' own (partly CommonJS, extensionless) imports.
  if (isSsrBuild) {
    return {
      root: import.meta.dirname,
      plugins: [reactWithMessages()],
      resolve: { alias: { '@': '/src' } },
      ssr: { noExternal: true },
      publicDir: false,
      // Production React and emotion whatever the server's NODE_ENV: emotion's development build labels its class
      // names (css-1agemwr-MuiTypography-root), so the browser's production build would neither find the server's
      // rules nor match its class names (production hydration does not compare attributes, so nothing says so).
      // SSR_NODE_ENV=development (with a development client build) shows React's hydration diffs.
      define: { 'process.env.NODE_ENV': JSON.stringify(process.env.SSR_NODE_ENV ?? 'production') },
      build: {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        rolldownOptions: { output: { codeSplitting: false } },
      },
    };
  }

  return {
    root: import.meta.dirname,
    plugins: [
      chartsOwnReselect(),
      reactWithMessages(),
      productNameInHtml(productName),
      routePreloads(),
      appPaths(),
      serverRenderBoot(),
      siteLocales(),
      scheduleWidget(),
      scheduleWidgetInDev(),
      serviceWorker(),
      webAppManifest(productName),
      precompress(),
    ],
    resolve: {
      alias: { '@': '/src' },
    },
    server: { proxy },
    preview: { proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // The libraries every page needs (React, MUI's core, Redux Toolkit, the router, Vite's preload helper) are one
      // 'vendor' chunk that changes only with a dependency; socket.io-client, loaded after the page, is its own.
      // Small chunks shared by a few pages (an MUI component, an icon, a helper) are copied into the pages that use
      // them instead of being fetched one by one: the home page took ~40 requests for ~45 KB before, which costs
      // round trips on HTTP/1.1 and slow networks. (Rolldown marks that option experimental; it needs
      // preserveEntrySignatures: false and turns on strict execution order.)
      rolldownOptions: {
        input: {
          index: path.resolve(import.meta.dirname, 'index.html'),
          'ssr-boot': BOOT_ENTRY,
          // The parts of the start-up main.tsx imports one after another: entries, so that their libraries are
          // "initial" and stay in the vendor chunk.
          ...Object.fromEntries(START_UP_PARTS.map((part) => [`start-${path.basename(part).replace(/\.tsx?$/, '')}`, path.resolve(import.meta.dirname, part)])),
        },
        preserveEntrySignatures: false,
        output: {
          codeSplitting: {
            groups: [
              // The boot script of server-rendered pages and what it imports (serverRenderBoot): first, so that none
              // of it is pulled into the app's chunks below.
              { name: 'boot', test: (id) => bootModules.has(id), priority: 2 },
              // The libraries of the start-up's modules (vite-plugins/start-up-graph.ts), not those of single pages.
              { name: 'vendor', test: /node_modules|vite\/preload-helper/, tags: ['$initial'] },
              // The app's own start-up modules (the parts main.tsx starts one after another): one chunk, so they are
              // fetched once and never copied into several parts.
              { name: 'start-up', test: (id) => !/node_modules/.test(id) && !id.endsWith('/src/main.tsx'), tags: ['$initial'] },
              // Loaded once the page has loaded (src/lib/socket.ts); named so that the browser tests can tell it.
              { name: 'socket-io', test: /node_modules[\\/](?:socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/ },
            ],
            experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
          },
        },
      },
    },
  };
});
