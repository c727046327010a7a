// The home page and the schedule arrive rendered by the server, with their data, so a phone paints them before the
// client's code has loaded (issue 12); the client then takes the page over without redrawing it, and a new version
// of the programme is in the next page served.
import { expect, test } from './fixtures';
import { adminSessions } from './helpers';
import { openPage, unique, watchConsole } from './page-checks';

/** A talk on the first day, which /schedule shows first. */
const firstDayTalk = (title: string, description: string, startTime: string, endTime: string, room: string) => ({
  title,
  description,
  type: 'talk',
  startTime,
  endTime,
  room,
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and the schedule show their content before any script runs', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Speakers', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Speakers' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Register Now/ }).first()).toBeVisible();

    await page.goto('/schedule');
    await expect(page.getByRole('heading', { level: 1, name: 'Conference Schedule' })).toBeVisible();
    await expect(page.getByTestId('schedule-session').first()).toBeVisible();
  });
});

test('the client takes a server-rendered page over without a mismatch, and it stays live', async ({ page, request }) => {
  const console = watchConsole(page);
  const admin = await adminSessions(request);
  await openPage(page, '/schedule');
  await expect(page.getByTestId('schedule-session').first()).toBeVisible();

  // 17:00-17:45 at the venue.
  const title = unique('Rendered talk');
  await admin.create(firstDayTalk(title, 'Added after the page was served.', '2025-11-17T16:00:00.000Z', '2025-11-17T16:45:00.000Z', 'Hall R'));
  await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
  // A link is followed by the client: no new document.
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  // The page knows the version it is at, so its next public lists are read at addresses naming it
  // (lib/public/versioned-read.ts), which a load balancer keeps, answered at that version or newer.
  const reads: { url: URL; status: number; version: number }[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/public/speakers') && !url.pathname.endsWith('/featured')) {
      reads.push({ url, status: r.status(), version: Number(r.headers()['x-public-version']) });
    }
  });
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Speakers', exact: true }).click();
  await expect(page).toHaveURL(/\/speakers$/);
  await expect(page.getByRole('heading', { level: 1, name: /Speakers/ })).toBeVisible();
  expect(documents).toEqual([]);
  await expect.poll(() => reads.length).toBeGreaterThan(0);
  for (const { url, status, version } of reads) {
    const asked = Number(url.searchParams.get('v'));
    expect(asked, url.href).toBeGreaterThan(0);
    expect(status, url.href).toBe(200);
    expect(version, url.href).toBeGreaterThanOrEqual(asked);
  }
  console.expectNone();
});

test('a new version of the programme is in the next page served', async ({ request }) => {
  const admin = await adminSessions(request);
  const title = unique('Served talk');
  await admin.create(firstDayTalk(title, 'Rendered into the next page.', '2025-11-17T15:00:00.000Z', '2025-11-17T15:30:00.000Z', 'Hall S'));
  await expect
    .poll(async () => {
      const response = await request.get('/schedule');
      expect(response.headers()['content-type']).toContain('text/html');
      return (await response.text()).includes(title);
    })
    .toBe(true);
  const served = await request.get('/schedule');
  const html = await served.text();
  expect(html).toMatch(/<script id="ssr-state" type="application\/json"[^>]*>/);
  // The version it shows, in a header too, as every public answer has it.
  const embedded = /<script id="ssr-state" type="application\/json" data-version="(\d+)"/.exec(html)![1];
  expect(served.headers()['x-public-version']).toBe(embedded);
  // Only the boot script runs from the page: no inline script for the CSP to refuse.
  expect(html).not.toMatch(/<script(?![^>]*(type="application\/json"|src=))[^>]*>/);
});

test('a server-rendered page applies only the inline styles its own policy names', async ({ page }) => {
  // Its header leaves styles to the policy in the page (the same header for every page, so that the load balancer
  // can serve the page as a file): it is that policy which refuses a style the page did not bring.
  const response = await page.goto('/schedule');
  expect(/style-src ([^;]*)/.exec(response!.headers()['content-security-policy'])![1]).toBe("'self' 'unsafe-inline'");
  await expect(page.getByTestId('schedule-session').first()).toBeVisible();
  const injected = await page.evaluate(async () => {
    const refused: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) => refused.push(event.effectiveDirective));
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid rgb(1, 2, 3); }';
    document.head.append(style);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { outline: getComputedStyle(document.body).outlineColor, refused };
  });
  expect(injected).toEqual({ outline: expect.not.stringMatching('rgb\\(1, 2, 3\\)'), refused: ['style-src-elem'] });
  // Its own styles are applied: the critical CSS in the page, by hash.
  await expect(page.getByRole('heading', { level: 1, name: 'Conference Schedule' })).not.toHaveCSS('font-family', /Times/);
});
