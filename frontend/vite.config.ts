import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const DEFAULT_PRODUCT_NAME = 'LT-Summit';
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
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)])),
  );
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
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const productName = env.VITE_PRODUCT_NAME || DEFAULT_PRODUCT_NAME;

  return {
    root: import.meta.dirname,
    plugins: [react(), productNameInHtml(productName), precompress()],
    resolve: {
      alias: { '@': '/src' },
    },
    server: { proxy },
    preview: { proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
    },
  };
});
