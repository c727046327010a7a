import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type Key } from 'react';
import { defaultRangeExtractor, measureElement, useWindowVirtualizer, type Range, type VirtualItem } from '@tanstack/react-virtual';

/** What the rows of a windowed table are: a row of the list, or blank space standing for rows not rendered. */
export type WindowedPart = { kind: 'row'; item: VirtualItem } | { kind: 'gap'; key: string; height: number };

interface Options {
  count: number;
  keyOf: (index: number) => Key;
  /** A row's height before it is measured, in px. */
  estimate: number;
}

const OVERSCAN = 6;

/**
 * The rows of a long table in the page's own scroll that are rendered: those in and near the window, and the row
 * holding the keyboard focus wherever it is scrolled to (unmounting it would drop the focus to the page).
 * `bodyRef` goes on the table's body, `measure` on each rendered row (with its index as data-index), `onFocus` and
 * `onBlur` on the body; `parts` are the rendered rows in order, with gaps of the height of the rows left out.
 */
export function useWindowedRows({ count, keyOf, estimate }: Options) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Where the body starts in the page. What is above it (header, presence bar, filter) can change height, which
  // changes the page's height too.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const measure = () => setScrollMargin(Math.round(body.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const focused = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const index = focused.current;
    if (index === null || index >= range.count || indexes.includes(index)) return indexes;
    return [...indexes, index].sort((a, b) => a - b);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimate,
    // A table row is never 0 px high where there is layout; without any (a hidden ancestor, a test's DOM) it counts as
    // the estimate, so the window stays a screenful of rows.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimate,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: keyOf,
    rangeExtractor,
  });

  const focusedIndexOf = (target: EventTarget | null) => {
    const row = target instanceof Element ? target.closest('[data-index]') : null;
    return row ? Number(row.getAttribute('data-index')) : null;
  };
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    focused.current = focusedIndexOf(event.target);
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focused.current = null;
  }, []);
  // A row that moved in the list (a colleague changed its time) keeps the focus where it now is.
  useLayoutEffect(() => {
    if (focused.current !== null && bodyRef.current?.contains(document.activeElement)) focused.current = focusedIndexOf(document.activeElement);
  });

  const parts: WindowedPart[] = [];
  let end = scrollMargin;
  for (const item of virtualizer.getVirtualItems()) {
    if (item.start > end) parts.push({ kind: 'gap', key: `gap-${item.key}`, height: item.start - end });
    parts.push({ kind: 'row', item });
    end = item.end;
  }
  const rest = virtualizer.getTotalSize() + scrollMargin - end;
  if (rest > 0) parts.push({ kind: 'gap', key: 'gap-end', height: rest });

  return { bodyRef, measure: virtualizer.measureElement, onFocus, onBlur, parts };
}
