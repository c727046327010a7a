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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const productName = env.VITE_PRODUCT_NAME || DEFAULT_PRODUCT_NAME;

  return {
    root: import.meta.dirname,
    plugins: [react(), productNameInHtml(productName)],
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
