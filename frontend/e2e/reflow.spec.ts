// Reflow and text spacing (issue 49, WCAG 1.4.10 and 1.4.12) on every public page the audit covers: at 320 CSS px
// wide (a 1280 px screen zoomed to 400%) nothing scrolls sideways, in English and in German (whose longer words are
// the harder case); and with the text spacing 1.4.12 names (line height 1.5, paragraphs 2 em apart, letters 0.12 em,
// words 0.16 em) no text is cut off by a box too small for it and still nothing scrolls sideways.
import { expect, test } from './fixtures';
import { expectReflowAndTextSpacing } from './reflow-checks';
import { AUDITED_PAGES } from './wcag-pages';

for (const [en, de] of AUDITED_PAGES) {
  test(`${en} (${de}) reflows at 320 px and bears WCAG text spacing`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const address of [en, de]) {
      await page.goto(address);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectReflowAndTextSpacing(page, address);
    }
  });
}
