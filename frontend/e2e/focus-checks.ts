// What a keyboard user sees of the focus (WCAG 2.4.7 and 2.4.11), read from the page's computed styles and boxes.
import { expect, type Page } from './fixtures';

export interface FocusStop {
  tag: string;
  id: string;
  /** Its accessible-ish name: aria-label, the label of a field, else its text. */
  label: string;
  text: string;
  left: number;
  /** A ring shows: an outline of at least 2 px, a box shadow, or (a MUI text field) its 2 px border; for a hidden input
   * (a MUI radio button, checkbox or rating), on the part that draws it. */
  ringShown: boolean;
  /** Some of it lies under the fixed header (and it is not part of the header). */
  underHeader: boolean;
}

/** The focused element as a keyboard user sees it; null when nothing but the page has the focus. */
export function focused(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const ring = (s: CSSStyleDeclaration) => (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || s.boxShadow !== 'none';
    // A control drawn by what holds it (MUI's radio buttons, checkboxes, switches and rating stars: a transparent or
    // visually hidden input inside) shows its ring there, within a few levels up: its own outline is never seen. So
    // does a rich-text field (contenteditable): its frame around the toolbar and the text turns a 2 px primary border,
    // as a MUI text field's does.
    const own = el.getBoundingClientRect();
    const invisible = parseFloat(getComputedStyle(el).opacity) === 0 || (own.width <= 1 && own.height <= 1);
    let shown: HTMLElement = el;
    if (invisible || el.isContentEditable) {
      let up = el.parentElement;
      for (let level = 0; up && level < 3 && !ring(getComputedStyle(up)); level++) up = up.parentElement;
      shown = up && ring(getComputedStyle(up)) ? up : el;
    }
    let ringShown = (invisible || el.isContentEditable) && shown === el ? false : ring(getComputedStyle(shown));
    // A MUI text field shows its focus as its border, 2 px thick in the primary colour, around the input.
    const field = el.closest('.MuiInputBase-root');
    const border = field?.querySelector('.MuiOutlinedInput-notchedOutline');
    if (!ringShown && field?.classList.contains('Mui-focused') && border) ringShown = parseFloat(getComputedStyle(border).borderTopWidth) >= 2;
    const header = document.querySelector('.MuiAppBar-root');
    const box = shown.getBoundingClientRect();
    // Under the header: its top edge lies where the header is, and the header, not the element, is what shows there
    // (the skip link lies above the bar, in front of it).
    const bottom = header?.getBoundingClientRect().bottom ?? 0;
    const probe = box.top < bottom - 0.5 ? document.elementFromPoint(box.left + box.width / 2, Math.max(box.top, 0) + 1) : null;
    const underHeader = !!header && !!probe && !header.contains(el) && header.contains(probe);
    const labelled = (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
    return {
      tag: el.tagName,
      id: el.id,
      label: (el.getAttribute('aria-label') ?? labelled).replace(/\s*\*\s*$/, '').trim(),
      text: (el.innerText ?? '').trim(),
      left: Math.round(box.left),
      ringShown,
      underHeader,
    };
  });
}

/** The focused element shows a ring and is not under the header (polled: MUI marks keyboard focus a render later). */
export async function expectFocusShown(page: Page) {
  await expect.poll(async () => focused(page), { timeout: 3_000 }).toMatchObject({ ringShown: true, underHeader: false });
}

/**
 * Presses Tab (or Shift+Tab, `key`) until `done` holds for the focused element, at most `max` times, checking every
 * stop on the way (expectFocusShown). Returns the stops in order; fails when `done` never held (or the focus stopped moving: a trap).
 */
export async function tabUntil(page: Page, done: (stop: FocusStop) => boolean, max: number, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    await expectFocusShown(page);
    const stop = (await focused(page))!;
    stops.push(stop);
    if (done(stop)) return stops;
  }
  throw new Error(`${max} presses of Tab did not reach the element; passed: ${stops.map((s) => s.label || s.text || s.tag).join(' | ')}`);
}

/** The page's own start, as the skip link leaves it: the next Tab is the page's first control. */
export async function fromMain(page: Page) {
  await page.locator('#main').focus();
}

/** The focused element is inside what `selector` finds. */
export const focusInside = (page: Page, selector: string) => page.evaluate((s) => !!document.activeElement?.closest(s), selector);

/**
 * tabUntil for a control that repeats (every card's Delete): presses on until `done` holds for a stop inside what
 * `selector` finds, at most `max` presses in all.
 */
export async function tabUntilInside(page: Page, selector: string, done: (stop: FocusStop) => boolean, max: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  while (stops.length < max) {
    stops.push(...(await tabUntil(page, done, max - stops.length)));
    if (await focusInside(page, selector)) return stops;
  }
  throw new Error(`${max} presses of Tab did not reach the element inside ${selector}`);
}

/** The focus is on a control the user sees (a ring, below the header), not dropped on the page: polled, for a focus
 * handed on once what was used went away. */
export async function expectFocusKept(page: Page) {
  await expect.poll(async () => (await focused(page)) !== null, { timeout: 3_000 }).toBe(true);
  await expectFocusShown(page);
}

/** The organisers' console: from the page's start to the selected tab, the arrows along the tab row to `to`, and
 * Enter opens it. */
export async function openConsoleTab(page: Page, selected: string, to: string) {
  await fromMain(page);
  await tabUntil(page, (f) => f.id.startsWith('admin-tab-') && f.text === selected, 30);
  const tabs = page.getByRole('tablist', { name: 'Admin sections' });
  const names = await tabs.getByRole('tab').allInnerTexts();
  const key = names.indexOf(to) > names.indexOf(selected) ? 'ArrowRight' : 'ArrowLeft';
  for (let i = 0; i < Math.abs(names.indexOf(to) - names.indexOf(selected)); i++) await page.keyboard.press(key);
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: to });
  await page.keyboard.press('Enter');
  await expect(tabs.getByRole('tab', { name: to })).toHaveAttribute('aria-selected', 'true');
}
