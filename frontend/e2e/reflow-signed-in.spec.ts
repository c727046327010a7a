// Reflow and text spacing (issue 49, WCAG 1.4.10 and 1.4.12) in the signed-in areas, as reflow.spec.ts checks the
// public pages: at 320 CSS px nothing scrolls sideways (a table or a calendar may scroll within its own box), and with
// WCAG's text spacing no text is cut off. The attendee's and the speaker's pages in both languages; the console and
// check-in in English (their German texts are the console's, checked for length on the public pages' words).
import { expect, test, type Page } from './fixtures';
import { ADMIN, apiLogin, apiRegister, sessionsRemovedAfterEach, signIn } from './helpers';
import { expectReflowAndTextSpacing } from './reflow-checks';
import { makeSpeaker } from './speaker-support';

const sessionsApi = sessionsRemovedAfterEach();

// Speakers are made through the mail flow; a console page's load takes a few seconds on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
});

/**
 * Opens each address once its one h1 shows, no spinner turns and `ready` holds, and checks it. `clipping: false`
 * leaves out the check for cut-off text (the calendar, below).
 */
async function check(page: Page, addresses: string[], ready: (page: Page) => Promise<void> = async () => undefined, { clipping = true } = {}) {
  for (const address of addresses) {
    await page.goto(address);
    await expect(page.locator('h1')).toHaveCount(1);
    await ready(page);
    await expect(page.locator('[role=progressbar]:not([aria-valuenow])')).toHaveCount(0);
    await expectReflowAndTextSpacing(page, address, { clipping });
  }
}

const shows = (text: string) => async (page: Page) => {
  await expect(page.getByText(text).first()).toBeVisible();
};

test('the attendee dashboard with a ticket and a saved session reflows at 320 px and bears text spacing', async ({ page, request }) => {
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const sessions = await sessionsApi(request);
  const saved = await sessions.create({
    title: 'Sprachtechnologie für parlamentarische Ausschussprotokolle',
    description: 'Long German words in a narrow column.',
    startTime: at(60),
    endTime: at(120),
    room: `Reflow Hall ${Date.now().toString(36)}`,
  });
  const attendee = await apiRegister(request, 'Rosalind Reflow-Zeilenumbruch');
  const headers = { authorization: `Bearer ${await apiLogin(request, attendee.email, attendee.password)}` };
  expect((await request.post('/api/payment/process', { headers, data: {} })).ok()).toBe(true);
  expect((await request.post(`/api/user/schedule/${saved.id}`, { headers })).ok()).toBe(true);
  await signIn(page, attendee.email, attendee.password, '/dashboard');
  await check(page, ['/dashboard', '/de/dashboard'], shows('Sprachtechnologie für parlamentarische Ausschussprotokolle'));
});

test("the speaker's profile and proposals reflow at 320 px and bear text spacing", async ({ page, request }) => {
  const speaker = await makeSpeaker(request, `Barrierefreie Plenarprotokollsuche ${Date.now().toString(36)}`, 'Pia Proposer');
  await signIn(page, speaker.email, speaker.password, '/speaker');
  await check(page, ['/speaker', '/de/speaker', '/presentations', '/de/presentations'], shows(speaker.title));
});

test("the organisers' console, its calendar and check-in reflow at 320 px and bear text spacing", async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password, '/admin');
  const panel = async (page: Page) => {
    await expect(page.locator('[role="tabpanel"][id^="admin-panel-"]')).toBeVisible();
  };
  await check(page, ['/admin'], panel);
  await check(page, ['/checkin']);
  // The calendar is content that needs two dimensions (1.4.10's exception): it scrolls within its own box, and a
  // block shows as much of its time, title and speakers as its length leaves room for, ending in an ellipsis; the
  // whole is in the block's details (a click, or Enter) and its name. So: nothing wider than the window, no clip check.
  await check(page, ['/admin?tab=schedule'], panel, { clipping: false });
});
