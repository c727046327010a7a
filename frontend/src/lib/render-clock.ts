// The instant a server-rendered page was rendered at. The server renders a page once per public version and serves
// it until the next, so time passes between its render and the browser's hydration; what depends on the clock (is a
// call still open?) must first render as the server's did, or React throws the server's HTML away. The clock moves
// on right after hydration (the components' own effects).

let renderedAt: number | null = null;

/** The page being hydrated was rendered at this instant (main.tsx, from the page's state); null: not hydrating. */
export function hydratingPageRenderedAt(instant: number | null): void {
  renderedAt = instant;
}

/** Hydration is over (the page's first effects ran): the clock is the browser's from now on. */
export function pageHydrated(): void {
  renderedAt = null;
}

/** Now, for a first render: while a server-rendered page is hydrated, the instant the server rendered it at. */
export function firstRenderNow(): number {
  return renderedAt ?? Date.now();
}
