import { useLayoutEffect, useRef } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';

// What organisers may write, as the server keeps it when storing (backend/src/common/html.ts); the browser's
// sanitiser removes scripts, event handlers and javascript: URLs whatever this list says.
const ELEMENTS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'span',
  { name: 'a', attributes: ['href', 'title', 'target', 'rel'] },
  { name: 'img', attributes: ['src', 'alt', 'title', 'width', 'height'] },
  { name: 'th', attributes: ['colspan', 'rowspan', 'scope'] },
  { name: 'td', attributes: ['colspan', 'rowspan'] },
];

// The HTML Sanitizer API (Element.setHTML), where the browser has it; not yet in TypeScript's DOM types. Only its
// current form (Sanitizer#get): the 2022 draft some Chromium versions shipped read another configuration format.
type SanitizerConstructor = { new (config: { elements: typeof ELEMENTS; attributes: string[] }): object; prototype: object };
type SetHtml = (this: Element, html: string, options: { sanitizer: object }) => void;
const NativeSanitizer = (globalThis as { Sanitizer?: SanitizerConstructor }).Sanitizer;
const setHtml = (globalThis.Element?.prototype as { setHTML?: SetHtml } | undefined)?.setHTML;
const sanitizer = NativeSanitizer && 'get' in NativeSanitizer.prototype && setHtml ? new NativeSanitizer({ elements: ELEMENTS, attributes: [] }) : null;

// Elsewhere DOMPurify, fetched as soon as this module loads and only there (it was ~12 KB gzip of every first visit).
let purifier: Promise<(html: string) => string> | null = null;
function loadPurifier() {
  purifier ??= import('./safe-html-purify').then((module) => module.purify);
  return purifier;
}
// Not on the server (entry-server.tsx): DOMPurify needs a DOM, and the block renders empty there anyway.
if (!sanitizer && typeof document !== 'undefined') void loadPurifier();

/** Links written by organisers open in a new tab without handing it our window. */
function openLinksApart(element: Element) {
  for (const link of element.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
}

/**
 * Organiser-written HTML (news, the overview block). The server sanitises it when stored; the browser sanitises it
 * again, so no script, event handler or javascript: URL can run even if a row was written some other way.
 */
export function SafeHtml({ html, ...boxProps }: { html: string | null | undefined } & Omit<BoxProps, 'children'>) {
  const ref = useRef<HTMLDivElement>(null);

  // Before the browser paints: the block never shows empty when the sanitiser is built in.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (sanitizer && setHtml) {
      setHtml.call(element, html ?? '', { sanitizer });
      openLinksApart(element);
      return;
    }
    let current = true;
    void loadPurifier().then((purify) => {
      if (current) element.innerHTML = purify(html ?? '');
    });
    return () => {
      current = false;
    };
  }, [html]);

  return (
    <Box ref={ref} {...boxProps} sx={{ '& p': { mt: 0, mb: 1.5 }, '& img': { maxWidth: '100%', height: 'auto' }, overflowWrap: 'anywhere', ...boxProps.sx }} />
  );
}
