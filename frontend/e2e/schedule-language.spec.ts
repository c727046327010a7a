// What a session is held in (issue 28): a badge on its card (EN, DE, EN · DE, read out as 'Held in German'), and a
// filter on /schedule and /de/schedule kept in the address (?language=de) that keeps filtering sessions pushed live.
import { expect, test, type Page } from './fixtures';
import { sessionsRemovedAfterEach } from './helpers';
import { expectAccessible, openPage, unique, watchConsole } from './page-checks';

const sessionsApi = sessionsRemovedAfterEach();

const card = (page: Page, title: string) =>
  page.getByTestId('schedule-session').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
const filter = (page: Page, name: string) => page.getByRole('group', { name: /^(Language|Sprache)$/ }).getByRole('button', { name, exact: true });
// The first day (Monday 17 November at the venue), which the page shows first.
const at = (hour: number, minutes = 0) => ({
  startTime: `2025-11-17T${String(hour).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00.000Z`,
  endTime: `2025-11-17T${String(hour).padStart(2, '0')}:${String(minutes + 20).padStart(2, '0')}:00.000Z`,
});

test('the programme shows what each session is held in and filters by it, in the address and live', async ({ page, request }) => {
  test.setTimeout(90_000); // two axe runs
  const console = watchConsole(page);
  const admin = await sessionsApi(request);
  const talk = (title: string, hour: number, language?: string) =>
    admin.create({ title, description: 'Held in a language.', type: 'talk', room: 'Hall L', ...at(hour), ...(language && { language }) });
  const english = unique('English talk');
  const german = unique('German talk');
  const both = unique('Bilingual talk');
  await talk(english, 18);
  await talk(german, 19, 'de');
  await talk(both, 20, 'both');

  // A shared address opens filtered: German and bilingual sessions only.
  await openPage(page, '/schedule?language=de');
  await expect(filter(page, 'German')).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, german)).toBeVisible();
  await expect(card(page, both)).toBeVisible();
  await expect(card(page, english)).toHaveCount(0);
  const badge = card(page, german).getByTestId('session-language');
  await expect(badge).toHaveText(/^DE/);
  await expect(badge).toContainText('Held in German');
  await expect(badge).toHaveAttribute('title', 'Held in German');
  await expect(card(page, both).getByTestId('session-language')).toContainText('EN · DE');
  await expect(card(page, both).getByTestId('session-language')).toContainText('Held in English and German');

  // The address changes without a page load (history.replaceState): a mark on the window survives it.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await filter(page, 'English').click();
  await expect(page).toHaveURL(/\/schedule\?language=en$/);
  await expect(card(page, english)).toBeVisible();
  await expect(card(page, both)).toBeVisible();
  await expect(card(page, german)).toHaveCount(0);
  await expect(card(page, english).getByTestId('session-language')).toContainText('Held in English');

  await filter(page, 'All').click();
  await expect(page).toHaveURL(/\/schedule$/);
  for (const title of [english, german, both]) await expect(card(page, title)).toBeVisible();

  // Live: with German chosen, a session pushed in German shows, one moved to English goes, one in English never shows.
  await filter(page, 'German').click();
  await expect(page).toHaveURL(/\/schedule\?language=de$/);
  const later = unique('Late German talk');
  const pushed = await talk(later, 21, 'de');
  await talk(unique('Late English talk'), 21, 'en');
  await expect(card(page, later)).toBeVisible();
  await expect(page.getByTestId('schedule-session').filter({ hasText: 'Late English talk' })).toHaveCount(0);
  await admin.update(pushed, { language: 'en' });
  await expect(card(page, later)).toHaveCount(0);
  await expect(card(page, german)).toBeVisible();

  await expectAccessible(page, () => expect(card(page, german)).toBeVisible());
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  console.expectNone();
});

test('the German programme filters the same way, in German, and the home page shows the badge', async ({ page, request }) => {
  const console = watchConsole(page);
  const admin = await sessionsApi(request);
  const english = unique('Englischer Vortrag');
  const german = unique('Deutscher Vortrag');
  await admin.create({ title: english, description: 'Auf Englisch.', type: 'talk', room: 'Saal L', ...at(17, 30) });
  await admin.create({ title: german, description: 'Auf Deutsch.', type: 'talk', room: 'Saal L', language: 'de', ...at(16, 30) });

  await openPage(page, '/de/schedule?language=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(filter(page, 'Deutsch')).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, german)).toBeVisible();
  await expect(card(page, english)).toHaveCount(0);
  await expect(card(page, german).getByTestId('session-language')).toContainText('Auf Deutsch');

  await filter(page, 'Englisch').click();
  await expect(page).toHaveURL(/\/de\/schedule\?language=en$/);
  await expect(card(page, english)).toBeVisible();
  await expect(card(page, german)).toHaveCount(0);
  await filter(page, 'Alle').click();
  await expect(page).toHaveURL(/\/de\/schedule$/);
  await expect(card(page, english)).toBeVisible();
  await expect(card(page, german)).toBeVisible();

  await openPage(page, '/');
  const homeCard = page.getByTestId('session-card').filter({ hasText: german });
  await expect(homeCard.getByTestId('session-language')).toContainText('DE');
  await expect(homeCard.getByTestId('session-language')).toContainText('Held in German');
  console.expectNone();
});
