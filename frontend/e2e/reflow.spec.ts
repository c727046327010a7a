// Reflow and text spacing (issue 49, WCAG 1.4.10 and 1.4.12) on every public page the audit covers: at 320 CSS px
// wide (a 1280 px screen zoomed to 400%) nothing scrolls sideways, in English and in German (whose longer words are
// the harder case); and with the text spacing 1.4.12 names (line height 1.5, paragraphs 2 em apart, letters 0.12 em,
// words 0.16 em) no text is cut off by a box too small for it and still nothing scrolls sideways.
import { expect, test, type Page } from './fixtures';
import { AUDITED_PAGES } from './wcag-pages';

/** What WCAG 1.4.12 asks a page to bear without losing content. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** How far the page reaches past the window's width, and the elements that reach furthest (for a readable failure). */
function sidewaysOverflow(page: Page) {
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
          `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? `.${e.className.split(' ')[0]}` : ''} ends at ${Math.round(e.getBoundingClientRect().right)}`,
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
function clippedTexts(page: Page) {
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

for (const [en, de] of AUDITED_PAGES) {
  test(`${en} (${de}) reflows at 320 px and bears WCAG text spacing`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const address of [en, de]) {
      await page.goto(address);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      expect(await sidewaysOverflow(page), `${address} at 320 px`).toEqual({ by: 0, wide: [] });
      // A constructed style sheet, as a user's stylesheet extension adds one (the page's policy refuses inline styles).
      await page.evaluate((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }, TEXT_SPACING);
      expect(await sidewaysOverflow(page), `${address} with text spacing`).toEqual({ by: 0, wide: [] });
      expect(await clippedTexts(page), `${address}: text cut off with text spacing`).toEqual([]);
    }
  });
}
