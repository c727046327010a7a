// Starts the client of a server-rendered page once the browser has painted it (backend/src/common/spa-fallback.ts
// puts this script in place of the entry's): the page's first screen then never waits for its code, not even for
// its download, and hydration follows the first frame. Built as its own small hashed entry (vite.config.ts).
const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
if (entry) requestAnimationFrame(() => setTimeout(() => void import(/* @vite-ignore */ entry)));
