// The door (issue 46): a door helper on a phone (390 px) finds an attendee by name and checks them in; the count
// rises, pushed. Offline, the next check-in is answered from the list the page keeps and queued; back online, the
// queue is sent and empties, and the count rises again. And the camera: Chromium's fake capture device films a QR
// code, which the page reads (jsQR: this Chromium has no BarcodeDetector).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext } from './fixtures';
import { qrCodeVideo } from './fake-camera';
import { ADMIN, adminHeaders, apiLogin, apiRegister, appURL, secondPage, signIn } from './helpers';
import { expectNoSeriousAxe } from './page-checks';

test.use({ viewport: { width: 390, height: 844 } });

/** A registered account, signed in through the API: its e-mail, password, bearer header and id. */
async function account(request: APIRequestContext, name: string) {
  const user = await apiRegister(request, name);
  const headers = { authorization: `Bearer ${await apiLogin(request, user.email, user.password)}` };
  const { id } = (await (await request.get('/api/auth/me', { headers })).json()) as { id: number };
  return { ...user, headers, id };
}

/** A paid attendee with a ticket (the door's list holds live tickets of those entitled to one). */
async function paidAttendee(request: APIRequestContext, name: string) {
  const attendee = await account(request, name);
  expect((await request.post('/api/payment/process', { headers: attendee.headers, data: {} })).ok()).toBe(true);
  expect((await request.get('/api/user/ticket', { headers: attendee.headers })).ok()).toBe(true);
  return attendee;
}

test('a door helper at 390 px checks in by name, then offline: queued, and sent when back online', async ({ page, context, request, browser }) => {
  const suffix = Date.now().toString(36);
  const helper = await account(request, 'Dora Door');
  const named = await request.put(`/api/admin/checkin/helpers/${helper.id}`, { headers: await adminHeaders(request), data: { can_check_in: true } });
  expect(named.ok()).toBe(true);
  const first = await paidAttendee(request, `Alma Arrival ${suffix}`);
  const second = await paidAttendee(request, `Otto Offline ${suffix}`);
  // The helper's own ticket (the page shows it) is made first, so that it is among those expected from the start.
  expect((await request.get('/api/user/ticket', { headers: helper.headers })).ok()).toBe(true);
  const before = (await (await request.get('/api/checkin/arrivals', { headers: helper.headers })).json()) as { arrived: number; expected: number };
  const count = (arrived: number) => `${arrived} of ${before.expected} arrived`;

  // The console shows the same count, pushed.
  const organiser = await secondPage(browser);
  await signIn(organiser.page, ADMIN.email, ADMIN.password, '/admin');
  const arrivedInConsole = organiser.page.getByRole('group', { name: 'Arrived' }).getByTestId('stat-value');
  await expect(arrivedInConsole).toHaveText(String(before.arrived));

  await signIn(page, helper.email, helper.password, '/checkin');
  await expect(page.getByRole('heading', { name: 'Check-in' })).toBeVisible();
  await expect(page.getByTestId('arrivals')).toHaveText(count(before.arrived));
  // A door helper has a ticket of their own, under the door's tools.
  await expect(page.getByTestId('ticket').getByTestId('ticket-holder')).toContainText('Dora Door');
  await page.getByLabel('Door').fill('North');

  const search = page.getByLabel('Find by name or e-mail');
  await search.fill(`alma arrival ${suffix}`);
  await page.getByRole('button', { name: `Check in ${first.full_name}` }).click();
  const verdict = page.getByTestId('verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'in');
  await expect(verdict.getByTestId('verdict-holder')).toHaveText(`${first.full_name} · Attendee`);
  await expect(page.getByTestId('arrivals')).toHaveText(count(before.arrived + 1));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxe(page, { label: 'let in: ' });

  try {
    await context.setOffline(true);
    await search.fill(`otto offline ${suffix}`);
    await page.getByRole('button', { name: `Check in ${second.full_name}` }).click();
    await expect(verdict).toHaveAttribute('data-verdict', 'in');
    await expect(verdict).toContainText('Queued: sent when the network is back');
    await expect(page.getByTestId('queued')).toHaveText('1 queued, sent when the network is back');
    await expectNoSeriousAxe(page, { label: 'queued: ' });
    // The server has not heard of it yet.
    await expect(page.getByTestId('arrivals')).toHaveText(count(before.arrived + 1));
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByTestId('queued')).toHaveCount(0);
  await expect(page.getByTestId('arrivals')).toHaveText(count(before.arrived + 2));
  await expect(arrivedInConsole).toHaveText(String(before.arrived + 2));
  await organiser.context.close();

  // The server recorded it with the door's name: a second scan says where they came in.
  const again = await request.post('/api/checkin', { headers: helper.headers, data: { token: await ticketOf(request, second.headers) } });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { first: { door: string } }).first.door).toBe('North');
});

test('the camera reads a ticket’s QR code and checks its holder in', async ({ request, browserName }, testInfo) => {
  const helper = await account(request, 'Carla Camera');
  const named = await request.put(`/api/admin/checkin/helpers/${helper.id}`, { headers: await adminHeaders(request), data: { can_check_in: true } });
  expect(named.ok()).toBe(true);
  const attendee = await paidAttendee(request, `Quentin Code ${Date.now().toString(36)}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'door-camera-'));
  const video = await qrCodeVideo(dir, await ticketOf(request, attendee.headers));
  // Its own browser: the camera's file is a launch flag.
  const launch = testInfo.project.use.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    expect(browserName).toBe('chromium');
    const context = await browser.newContext({ baseURL: appURL(), viewport: { width: 390, height: 844 }, permissions: ['camera'] });
    const page = await context.newPage();
    await signIn(page, helper.email, helper.password, '/checkin');
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    const verdict = page.getByTestId('verdict');
    await expect(verdict).toHaveAttribute('data-verdict', 'in', { timeout: 10_000 });
    await expect(verdict.getByTestId('verdict-holder')).toHaveText(`${attendee.full_name} · Attendee`);
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

async function ticketOf(request: APIRequestContext, headers: Record<string, string>) {
  return ((await (await request.get('/api/user/ticket', { headers })).json()) as { token: string }).token;
}
