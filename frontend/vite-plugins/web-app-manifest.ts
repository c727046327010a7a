// The installed app (issue 44): its icons, rasterised from one drawing (src/app-icon/app-icon.svg) by sharp, and its
// web app manifest in each of the site's languages. The build writes the icons into dist/ under stable names (the
// manifest and index.html name them; the server revalidates them by ETag) and the manifests into
// .vite/web-app-manifest.json with the event's name left open (__PRODUCT_NAME__), as in index.html: the server fills
// in its PRODUCT_NAME and answers /manifest.webmanifest (backend/src/http/web-app-manifest.ts). The dev server
// answers both itself, with VITE_PRODUCT_NAME.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import PO from 'pofile';
import sharp, { type Sharp } from 'sharp';
import type { Plugin } from 'vite';
import { BRAND_BLUE, PAGE_BACKGROUND } from '../src/lib/brand-colours';
import { basenameOf, DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../src/lib/i18n/locales';

const SOURCE = 'src/app-icon/app-icon.svg';
const PRODUCT_NAME = '__PRODUCT_NAME__';

/**
 * The site's description, as the pages' head says it (src/app/layouts/page-head.ts): its translations are in the
 * shell catalogs, keyed by this English text. If the page head's text changes, the catalogs lose this one and the
 * build says so.
 */
const DESCRIPTION = '{product}: the annual conference on language technology and AI.';

type Shape =
  /** The drawing as it is (transparent rounded corners): what a browser shows in its lists and menus. */
  | 'any'
  /** Full-bleed blue with the drawing in the middle 80%, the safe zone a platform's mask (circle, squircle) keeps. */
  | 'maskable'
  /** Full-bleed: iOS rounds the corners itself and would show transparent ones black. */
  | 'full-bleed'
  /** The drawing's white part alone, white on transparency: a notification's badge (Android's status bar). */
  | 'badge';

interface Icon {
  file: string;
  size: number;
  shape: Shape;
  /** Listed in the manifest (the Apple touch icon is named by index.html only). */
  listed: boolean;
}

export const APP_ICONS: readonly Icon[] = [
  { file: 'icons/icon-192.png', size: 192, shape: 'any', listed: true },
  { file: 'icons/icon-512.png', size: 512, shape: 'any', listed: true },
  { file: 'icons/icon-maskable-512.png', size: 512, shape: 'maskable', listed: true },
  { file: 'apple-touch-icon.png', size: 180, shape: 'full-bleed', listed: false },
  // Named by the service worker's notifications (src/service-worker/push-notifications.ts).
  { file: 'icons/badge-96.png', size: 96, shape: 'badge', listed: false },
];

/** Keeps only the near-white pixels as a white silhouette: the blue ground and the amber wave become transparent. */
async function silhouette(drawing: Sharp): Promise<Buffer> {
  const { data, info } = await drawing.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += 4) {
    // The ground's and the wave's darkest channel is far below white's; antialiased edges fade between.
    const lightest = Math.min(data[i], data[i + 1], data[i + 2]);
    data[i + 3] = Math.round((data[i + 3] * Math.max(0, lightest - 96)) / (255 - 96));
    data[i] = data[i + 1] = data[i + 2] = 255;
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer();
}

async function renderIcon(svg: Buffer, { size, shape }: Icon): Promise<Buffer> {
  // Rasterised at a density that gives at least the size asked for, then scaled down: sharp draws an SVG at 72 dpi.
  const drawing = (width: number) => sharp(svg, { density: Math.ceil((72 * width) / 512) * 2 }).resize(width, width);
  if (shape === 'any') return drawing(size).png().toBuffer();
  if (shape === 'badge') return silhouette(drawing(size));
  if (shape === 'full-bleed') return drawing(size).flatten({ background: BRAND_BLUE }).png().toBuffer();
  const inner = await drawing(Math.round(size * 0.8))
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 3, background: BRAND_BLUE } })
    .composite([{ input: inner, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** The description in a language: the English text, or its translation from the language's shell catalog. */
async function description(root: string, locale: Locale): Promise<string> {
  let text = DESCRIPTION;
  if (locale !== DEFAULT_LOCALE) {
    const catalog = path.join(root, 'src/locales', locale, 'shell.po');
    const item = PO.parse(await readFile(catalog, 'utf8')).items.find((entry) => entry.msgid === DESCRIPTION && !entry.obsolete);
    text = item?.msgstr.join('') ?? '';
    if (!text) throw new Error(`web-app-manifest: ${catalog} has no translation of "${DESCRIPTION}" (src/app/layouts/page-head.ts)`);
  }
  return text.replaceAll('{product}', PRODUCT_NAME);
}

/** A language's manifest, the event's name left open. */
async function manifest(root: string, locale: Locale) {
  return {
    // One app whichever language it was installed from: the id is the site's, not the language's start page.
    id: '/',
    lang: locale,
    dir: 'ltr',
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description: await description(root, locale),
    start_url: basenameOf(locale) || '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_BLUE,
    background_color: PAGE_BACKGROUND,
    icons: APP_ICONS.filter((icon) => icon.listed).map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.shape === 'maskable' ? 'maskable' : 'any',
    })),
  };
}

/** What the server reads: each language's manifest, and which is the default (an address without `?lang`). */
async function manifests(root: string) {
  const entries = await Promise.all(LOCALE_CODES.map(async (locale) => [locale, await manifest(root, locale)] as const));
  return { default: DEFAULT_LOCALE, manifests: Object.fromEntries(entries) };
}

export function webAppManifest(productName: string): Plugin {
  let root = '';
  return {
    name: 'web-app-manifest',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const svg = await readFile(path.join(root, SOURCE));
      for (const icon of APP_ICONS) this.emitFile({ type: 'asset', fileName: icon.file, source: await renderIcon(svg, icon) });
      this.emitFile({ type: 'asset', fileName: '.vite/web-app-manifest.json', source: JSON.stringify(await manifests(root), null, 2) });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://dev');
        const icon = APP_ICONS.find((entry) => url.pathname === `/${entry.file}`);
        if (url.pathname !== '/manifest.webmanifest' && !icon) return next();
        const answer = async () => {
          if (icon) return { type: 'image/png', body: await renderIcon(await readFile(path.join(root, SOURCE)), icon) };
          const all = await manifests(root);
          const locale = LOCALE_CODES.find((code) => code === url.searchParams.get('lang')) ?? DEFAULT_LOCALE;
          const body = JSON.stringify(all.manifests[locale]).replaceAll(PRODUCT_NAME, JSON.stringify(productName).slice(1, -1));
          return { type: 'application/manifest+json', body };
        };
        answer()
          .then(({ type, body }) => {
            response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' });
            response.end(body);
          })
          .catch(next);
      });
    },
  };
}
