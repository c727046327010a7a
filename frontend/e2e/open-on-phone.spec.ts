// "Open on my phone" (issue 44): the dashboard's QR code carries a signed-in attendee's saved sessions to a phone.
// The code is read as a camera would (its image rasterised, then decoded), opened in a browser of its own that has
// never signed in (the phone), the sessions kept there as stars, and the star shows on the session's page.
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, test, type APIRequestContext } from './fixtures';
import { secondPage } from './helpers';
import { screenshotToLookAt, watchConsole } from './page-checks';
import { availableSession, savedSessions, signedInAttendee } from './attendee-support';

async function firstSession(request: APIRequestContext): Promise<{ id: number; title: string }> {
  return (await (await request.get('/public/sessions')).json()).sessions[0];
}

/** What a phone's camera reads from an image of a QR code given as an SVG data URL. */
async function scan(src: string): Promise<string | null> {
  const svg = decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
  const { data, info } = await sharp(Buffer.from(svg)).resize(400, 400, { kernel: 'nearest' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}

test('the QR code on the dashboard opens the saved sessions on a phone, which keeps them as its stars', async ({ page, request, browser }) => {
  const console = watchConsole(page);
  await signedInAttendee(page, request, 'Phoebe Phone');
  const session = await firstSession(request);
  await availableSession(page, session.title)
    .getByRole('button', { name: /^Add to Schedule/ })
    .click();
  await expect(savedSessions(page)).toHaveCount(1);

  const card = page.getByTestId('phone');
  await card.getByRole('button', { name: 'Show the code' }).click();
  const code = card.getByRole('img', { name: 'QR code of the link to your saved sessions' });
  await expect(code).toBeVisible();
  await expect(card.getByText("Scan with your phone's camera")).toBeVisible();
  const link = await scan((await code.getAttribute('src'))!);
  expect(link).toMatch(/^https?:\/\/[^/]+\/my\/[\w-]{20,}$/);
  await expect(card.getByLabel('Link for your phone')).toHaveValue(link!);
  await screenshotToLookAt(card, 'phone-card.png');

  // The phone: another browser, never signed in, as narrow as a phone.
  const phone = await secondPage(browser, { viewport: { width: 390, height: 844 } });
  try {
    const phoneConsole = watchConsole(phone.page);
    const opened = await phone.page.goto(new URL(link!).pathname);
    expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    const item = phone.page.getByTestId('my-session');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name: session.title })).toBeVisible();
    await expect(phone.page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /^webcal:\/\/.+\/calendar\/[\w-]+\.ics$/);

    await phone.page.getByRole('button', { name: 'Keep these on this phone' }).click();
    await expect(phone.page.getByRole('button', { name: 'Kept on this phone' })).toBeDisabled();
    await expect(phone.page.getByText('Done: they are starred in this browser.', { exact: false })).toBeVisible();
    await screenshotToLookAt(phone.page, 'phone-page-390.png');

    // The session's page on the phone shows it starred.
    await item.getByRole('link', { name: session.title }).click();
    await expect(phone.page).toHaveURL(new RegExp(`/sessions/${session.id}`));
    await expect(phone.page.getByRole('button', { name: `Star ${session.title}`, exact: true }).first()).toHaveAttribute('aria-pressed', 'true');
    phoneConsole.expectNone();
  } finally {
    await phone.context.close();
  }

  // Resetting the link on the dashboard ends it on the phone too.
  await card.getByRole('button', { name: 'Reset link' }).click();
  await page.getByRole('dialog', { name: 'Reset your personal link?' }).getByRole('button', { name: 'Reset link' }).click();
  await expect(card.getByLabel('Link for your phone')).not.toHaveValue(link!);
  const gone = await secondPage(browser);
  try {
    await gone.page.goto(new URL(link!).pathname);
    await expect(gone.page.getByRole('alert')).toHaveText('This link no longer works: ask for a new one on your dashboard.');
  } finally {
    await gone.context.close();
  }
  console.expectNone();
});
