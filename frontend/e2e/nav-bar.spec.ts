// The navigation bar's keyboard use (spec: "Navigation bar"): the skip link and the focus ring. Which links the bar
// shows (the flags, the stored news check) is checked in its component test, src/app/layouts/nav-bar.test.tsx.
import { expect, test } from './fixtures';
import { openPage, watchConsole } from './page-checks';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('the keyboard starts at a skip link to the page, and the bar shows where it is with a solid ring', async ({ page }) => {
  const console = watchConsole(page);
  await openPage(page, '/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  // Back at the top, the keyboard moves through the bar: its focused link has a visible ring.
  await openPage(page, '/about');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const focused = page.locator('header :focus-visible');
  await expect(focused).toHaveCount(1);
  const outline = await focused.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: style.outlineWidth };
  });
  expect(outline).toEqual({ style: 'solid', width: '3px' });
  console.expectNone();
});
