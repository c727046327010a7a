// The event's logo as SVG, drawn from its name so a white-labelled deployment has a matching mark without artwork.
import { escapeHtml } from '../common/html.js';

function initials(name: string): string {
  const words = name.split(/[\s\-_]+/).filter(Boolean);
  return (words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...name.slice(0, 2)]).join('').toUpperCase();
}

const mark = (name: string, x = 0) =>
  `<g transform="translate(${x} 0)"><rect width="64" height="64" rx="14" fill="#0b2a5b"/>` +
  `<text x="32" y="41" text-anchor="middle" font-family="Inter, Segoe UI, Arial, sans-serif" font-size="26" font-weight="800" fill="#e09f1f">${escapeHtml(initials(name))}</text></g>`;

/** small: the square mark alone (favicons, compact bars); otherwise mark and name. */
export function logoSvg(productName: string, small: boolean): string {
  const label = escapeHtml(productName);
  if (small) return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${label}">${mark(productName)}</svg>`;
  const width = 84 + Math.ceil(productName.length * 17);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 64" role="img" aria-label="${label}">${mark(productName)}` +
    `<text x="80" y="43" font-family="Inter, Segoe UI, Arial, sans-serif" font-size="30" font-weight="800" fill="#0b2a5b">${label}</text></svg>`
  );
}
