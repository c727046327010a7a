// Reflow (WCAG 1.4.10) and text spacing (1.4.12) as the browser tests check them: how far a page reaches past the
// window's width, and text cut off by a box too small for it. Used by reflow.spec.ts (the public pages),
// reflow-signed-in.spec.ts (the attendee's, the speaker's and the reviewer's pages) and reflow-console.spec.ts (the
// organisers' console).
import { expect, type Page } from './fixtures';

/** What WCAG 1.4.12 asks a page to bear without losing content. */
export const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** How far the page reaches past the window's width, and the elements that reach furthest (for a readable failure). */
export function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((e) => e.getBoundingClientRect().right > width + 1 && e.getClientRects().length > 0)
      .filter((e) => !e.closest('[aria-hidden="true"]'))
      // A table or a row of tabs that scrolls within its own box is allowed (content that needs two dimensions).
      .filter((e) => !scrollsSideways(e.parentElement))
      .slice(-3)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? `.${e.className.split(' ')[0]}` : ''} "${(e.textContent ?? '').trim().slice(0, 30)}" ends at ${Math.round(e.getBoundingClientRect().right)}`,
      );
    return { by: document.documentElement.scrollWidth - width, wide };
    function scrollsSideways(e: HTMLElement | null): boolean {
      for (; e && e !== document.body; e = e.parentElement) if (['auto', 'scroll'].includes(getComputedStyle(e).overflowX)) return true;
      return false;
    }
  });
}

/**
 * Text cut off: an element holding text that clips its overflow (overflow hidden or clip) while the text needs more
 * room than it has. Not counted: the visually hidden texts for screen readers (clipped away on purpose), text not
 * shown at all (an outlined field's notch keeps its label invisible to size the gap), boxes that scroll (their text is
 * still reachable), and excerpts cut to a number of lines on purpose (`line-clamp`, ending in an ellipsis: the whole
 * text is on the item's own page, a link away).
 */
export function clippedTexts(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((e) => {
        const ownText = [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        if (!ownText || e.getClientRects().length === 0) return false;
        const style = getComputedStyle(e);
        if (style.visibility === 'hidden' || style.opacity === '0' || style.webkitLineClamp !== 'none') return false;
        // The visually hidden texts (lib/visually-hidden.ts) are clipped away on purpose.
        if (style.clip.startsWith('rect(')) return false;
        const clips = ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
        if (!clips || e.clientWidth <= 1 || e.clientHeight <= 1) return false;
        return e.scrollHeight > e.clientHeight + 2 || e.scrollWidth > e.clientWidth + 2;
      })
      .map(
        (e) => `${e.tagName.toLowerCase()} "${e.textContent!.trim().slice(0, 40)}" (${e.scrollWidth}x${e.scrollHeight} in ${e.clientWidth}x${e.clientHeight})`,
      ),
  );
}

/**
 * The page as it is now at 320 px: nothing scrolls sideways; then with the text spacing 1.4.12 names, added as a
 * user's style sheet would be (a constructed one: the page's policy refuses inline styles), still nothing scrolls
 * sideways and no text is cut off.
 */
export async function expectReflowAndTextSpacing(page: Page, label: string, { clipping = true } = {}) {
  expect(await sidewaysOverflow(page), `${label} at 320 px`).toEqual({ by: 0, wide: [] });
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING);
  // Fields that size themselves to their text (MUI's multiline fields) measure again on a resize, as they would have
  // measured with the reader's style sheet from the start.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        window.dispatchEvent(new Event('resize'));
        // MUI's multiline field waits out a burst of resizes (166 ms) before it measures.
        setTimeout(() => requestAnimationFrame(resolve), 300);
      }),
  );
  expect(await sidewaysOverflow(page), `${label} with text spacing`).toEqual({ by: 0, wide: [] });
  if (clipping) expect(await clippedTexts(page), `${label}: text cut off with text spacing`).toEqual([]);
}

/**
 * Opens each address (at the window's size as it is: the signed-in specs set 320 px) once its one h1 shows, `ready`
 * holds and no spinner turns, and checks it as above. `clipping: false` leaves out the check for cut-off text (the
 * calendar, whose blocks end in an ellipsis on purpose).
 */
export async function expectPagesReflow(
  page: Page,
  addresses: string[],
  ready: (page: Page) => Promise<void> = async () => undefined,
  { clipping = true } = {},
) {
  for (const address of addresses) {
    await page.goto(address);
    await expect(page.locator('h1')).toHaveCount(1);
    await ready(page);
    // A spinner, not a bar of how far something got (the committee's progress has aria-valuenow).
    await expect(page.locator('[role=progressbar]:not([aria-valuenow])')).toHaveCount(0);
    await expectReflowAndTextSpacing(page, address, { clipping });
  }
}

/** `ready` for expectPagesReflow: `text` (which reads the same in both languages) is on the page. */
export const shows = (text: string) => async (page: Page) => {
  await expect(page.getByText(text).first()).toBeVisible();
};
