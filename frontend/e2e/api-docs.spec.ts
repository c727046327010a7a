// /api/docs: the API's description in Swagger UI, under this site's CSP, with "Try it out" working for public calls.
import { expect, test } from './fixtures';
import { watchConsole } from './page-checks';

test('the API docs list the routes and a public call can be tried from the page', async ({ page }) => {
  const consoleErrors = watchConsole(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /LT-Summit API/ })).toBeVisible();
  // Every section of the description is there, the public read routes among them. Swagger UI renders only the
  // sections near the viewport, so the page is scrolled through while looking.
  const wanted = ['Account', 'Schedule (organisers)', 'Schedule releases', 'Call for speakers', 'Public site'];
  const seen = new Set<string>();
  for (let step = 0; step < 400 && !wanted.every((name) => seen.has(name)); step++) {
    for (const text of await page.locator('.opblock-tag').allInnerTexts()) seen.add(text.trim());
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(20);
  }
  expect(wanted.filter((name) => !seen.has(name))).toEqual([]);
  const operation = page.locator('#operations-Public_site-PublicRead_public_conference_settings');
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 400 && (await operation.count()) === 0; step++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(20);
  }
  await operation.scrollIntoViewIfNeeded();
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  const response = operation.locator('.live-responses-table .response');
  await expect(response.locator('.response-col_status')).toHaveText('200');
  await expect(response.locator('.response-col_description')).toContainText('accepting_cfp');
  consoleErrors.expectNone();
});
