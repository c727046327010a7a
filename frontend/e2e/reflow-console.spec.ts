// Reflow and text spacing (issue 49, WCAG 1.4.10 and 1.4.12) on the organisers' console tabs reflow-signed-in.spec.ts
// does not open (it has the overview with the users, the calendar, check-in, and the Committee and Call for Speakers
// tabs beside the review area): at 320 CSS px nothing scrolls sideways (a table may scroll within its own box), and
// with WCAG's text spacing no text is cut off. Each tab with content in it, in English and in German (whose longer
// words are the harder case: the Activity tab's "Änderungen anzeigen (22 Felder)" ran past the screen in German only).
import { expect, test, type Page } from './fixtures';
import { ADMIN, floorWithRoom, middayAtTheVenue, rateSession, sessionsRemovedAfterEach, signIn, undoneAfterEach } from './helpers';
import { expectPagesReflow as check } from './reflow-checks';

const sessionsApi = sessionsRemovedAfterEach();

/** The floor the venue test adds, removed after it. */
const restore = undoneAfterEach();

// An attendee confirms their address through the mail flow; a console tab's load takes a few seconds on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
});

const consolePanel = (page: Page) => page.locator('[role="tabpanel"][id^="admin-panel-"]');

/** `ready`: the console's panel shows the element with `testId` (the first, or the one with `text`). */
const showsItem =
  (testId: string, text?: string) =>
  async (page: Page): Promise<void> => {
    const items = consolePanel(page).getByTestId(testId);
    await expect((text ? items.filter({ hasText: text }) : items).first()).toBeVisible();
  };

// The seeded speakers, sponsors and news are content enough.
test("the console's speakers, sponsors, news, settings and site tabs reflow at 320 px and bear text spacing", async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password, '/admin?tab=speakers');
  await check(page, ['/admin?tab=speakers', '/de/admin?tab=speakers'], showsItem('admin-speaker'));
  await check(page, ['/admin?tab=sponsors', '/de/admin?tab=sponsors'], showsItem('admin-sponsor'));
  await check(page, ['/admin?tab=news', '/de/admin?tab=news'], showsItem('admin-news-item'));
  await check(page, ['/admin?tab=settings', '/de/admin?tab=settings'], showsItem('settings-editions'));
  // The site's texts with the first key's editor open.
  await check(page, ['/admin?tab=site', '/de/admin?tab=site'], async (page) => {
    await consolePanel(page).locator('[aria-expanded="false"]').first().click();
    await expect(consolePanel(page).getByRole('textbox').first()).toBeVisible();
  });
});

// A session that ended, rated by an attendee (the Feedback tab), in a room placed on a floor's plan (the Venue maps
// tab), and a session in the same room now (today's room to mark as running late); the Activity tab lists their making.
test("the console's feedback, venue maps and activity tabs and running late reflow at 320 px and bear text spacing", async ({ page, request }) => {
  await middayAtTheVenue(request, restore);
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const room = `Reflow Floor Hall ${Date.now().toString(36)}`;
  const sessions = await sessionsApi(request);
  const title = 'Stenografischer Dienst im Zeitalter der Spracherkennung';
  const comment = 'Klar, kurz und mit Beispielen aus dem Ausschussprotokollierungsalltag.';
  const rated = await sessions.create({ title, description: 'Done.', startTime: at(-120), endTime: at(-60), room });
  await sessions.create({ title: 'Captions for every plenary', description: 'Live captions.', startTime: at(-10), endTime: at(30), room });
  await rateSession(request, rated.id, 4, comment);
  const floor = await floorWithRoom(request, restore, room);

  await signIn(page, ADMIN.email, ADMIN.password, '/admin?tab=feedback');
  // The rated session's row with its comment shown.
  await check(page, ['/admin?tab=feedback', '/de/admin?tab=feedback'], async (page) => {
    await consolePanel(page).getByTestId('admin-feedback-row').filter({ hasText: title }).getByRole('button').click();
    await expect(consolePanel(page).getByText(comment)).toBeVisible();
  });
  await check(page, ['/admin?tab=venue', '/de/admin?tab=venue'], async (page) => {
    await expect(page.getByRole('img', { name: new RegExp(floor) })).toBeVisible();
    await expect(page.getByTestId('room-marker').filter({ hasText: room })).toBeVisible();
  });
  await check(page, ['/admin?tab=activity', '/de/admin?tab=activity'], showsItem('audit-entry', title));
  await check(page, ['/late', '/de/late'], (page) => expect(page.locator(`[data-room="${room}"]`)).toBeVisible());
});
