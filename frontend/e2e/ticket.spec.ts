// The ticket at the door (issue 46): a paid attendee's dashboard shows a QR code the camera reads as their token, opens
// it full screen on white at a phone's width, and, once shown, the service worker keeps it: it shows again after a
// reload without a connection, and is gone from the device after signing out.
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, test, type Locator, type Page } from './fixtures';
import { apiLogin, apiRegister, signInThroughForm } from './helpers';
import { expectNoSeriousAxe, openPage, resizeViewport, untilInteractive } from './page-checks';

// The service worker is part of what is tested here (playwright.config.ts blocks it elsewhere); a phone's width.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
test.setTimeout(60_000);

/** What a camera reads from the code as the page drew it. */
async function scan(code: Locator): Promise<string | null> {
  const png = await code.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}

const ticketStored = (page: Page) =>
  page.evaluate(async () => {
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) if (new URL(request.url).pathname.endsWith('/api/user/ticket')) return true;
    }
    return false;
  });

test("a paid attendee's ticket on the dashboard, full screen at 390 px, offline after a reload, and gone at sign-out", async ({ page, context, request }) => {
  const user = await apiRegister(request, 'Tilda Ticket');
  const headers = { authorization: `Bearer ${await apiLogin(request, user.email, user.password)}` };
  expect((await request.post('/api/payment/process', { headers, data: {} })).ok()).toBe(true);
  const { token } = (await (await request.get('/api/user/ticket', { headers })).json()) as { token: string };

  await openPage(page, '/schedule');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await signInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('region', { name: 'Your ticket' });
  const code = card.getByRole('img', { name: 'QR code of your ticket' });
  await expect(code).toBeVisible();
  expect(await scan(code)).toBe(token);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxe(page, { label: 'card: ', include: '[data-testid="ticket"]' });

  await card.getByRole('button', { name: 'Show at the door' }).click();
  const door = page.getByRole('dialog', { name: 'Tilda Ticket' });
  await expect(door).toContainText('Attendee');
  const large = door.getByRole('img', { name: 'QR code of your ticket' });
  await expect.poll(async () => (await large.boundingBox())?.width ?? 0).toBeGreaterThan(320);
  expect(await door.evaluate((element) => getComputedStyle(element.closest('.MuiPaper-root') ?? element).backgroundColor)).toBe('rgb(255, 255, 255)');
  expect(await scan(large)).toBe(token);
  await expectNoSeriousAxe(page, { label: 'full screen: ', include: '[data-testid="ticket-full-screen"]' });
  await door.getByRole('button', { name: 'Close' }).click();
  await expect(door).toHaveCount(0);

  // The worker keeps the answer once the page has it (in the background): offline only then, as at the door.
  await expect.poll(() => ticketStored(page)).toBe(true);
  try {
    await context.setOffline(true);
    await page.reload();
    await untilInteractive(page);
    await expect(code).toBeVisible();
    expect(await scan(code)).toBe(token);
    await expect(card.getByTestId('ticket-holder')).toHaveText('Tilda Ticket');
  } finally {
    await context.setOffline(false);
  }

  // Signing out (from the wide navigation bar) leaves no copy of the ticket on the device.
  await resizeViewport(page, 1280, 800);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => ticketStored(page)).toBe(false);
});
