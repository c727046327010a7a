// /api/docs: the API's description in Swagger UI, under this site's CSP, with "Try it out" working for public calls.
import { expect, test } from '@playwright/test';
import { watchConsole } from './page-checks';

test('the API docs list the routes and a public call can be tried from the page', async ({ page }) => {
  const consoleErrors = watchConsole(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /LT-Summit API/ })).toBeVisible();
  // Every section of the description is there, the public read routes among them.
  for (const section of ['Account', 'Schedule (organisers)', 'Call for speakers', 'Public site']) {
    await expect(page.locator('.opblock-tag', { hasText: section }).first()).toBeVisible();
  }
  const operation = page.locator('#operations-Public_site-PublicRead_public_conference_settings');
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  const response = operation.locator('.live-responses-table .response');
  await expect(response.locator('.response-col_status')).toHaveText('200');
  await expect(response.locator('.response-col_description')).toContainText('accepting_cfp');
  consoleErrors.expectNone();
});
