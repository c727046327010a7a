// The whole site in German (issue 28): every public page at /de/…, the attendee's dashboard, the speaker area and
// the organisers' console, each in German (<html lang="de">, German headings and navigation), without a console
// error. Their accessibility in German is the WCAG audit's (wcag-audit.spec.ts: each public page at /de at phone and
// desktop width; wcag-audit-signed-in.spec.ts: the dashboard, the proposals and the console at /de at 390 px), which
// also fails on a serious violation of axe's best practices.
import { expect, test, type Page } from './fixtures';
import { ADMIN, apiLogin, apiRegister, signIn, signInThroughForm } from './helpers';
import { watchConsole } from './page-checks';
import { makeSpeaker } from './speaker-support';

const PUBLIC: [path: string, heading: RegExp][] = [
  ['/de', /LT-Summit 2025/],
  ['/de/about', /Die Zukunft der Sprachtechnologie gestalten/],
  ['/de/speakers', /Unsere Vortragenden/],
  ['/de/schedule', /Konferenzprogramm/],
  ['/de/news', /Konferenz-News/],
  ['/de/location', /Veranstaltungsort/],
  ['/de/cfp', /Call for Speakers/],
  ['/de/sponsorship', /Sponsor/],
  ['/de/login', /Anmelden/],
  ['/de/no-such-page', /Seite nicht gefunden/],
];

async function inGerman(page: Page, heading: RegExp) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const h1 = page.locator('h1');
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(heading);
  await expect(page.getByRole('link', { name: /^English/ }).first()).toBeAttached();
}

for (const [path, heading] of PUBLIC) {
  test(`${path} reads German, with one h1 and no console error`, async ({ page }) => {
    const console = watchConsole(page);
    await page.goto(path);
    await inGerman(page, heading);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    // An address without a page is answered 404 (the page itself says so), which the browser logs.
    console.expectNone(path.includes('no-such-page') ? [/status of 404/] : []);
  });
}

test('the dashboard of a signed-in attendee reads German', async ({ page, request }) => {
  const console = watchConsole(page);
  const attendee = await apiRegister(request, 'Kim Kurz');
  await signInThroughForm(page, attendee.email, attendee.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/de/dashboard');
  await inGerman(page, /Willkommen, Kim Kurz/);
  await expect(page.getByRole('button', { name: 'Abmelden' }).first()).toBeAttached();
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  // The account's mails go out in the language it chooses here.
  const language = page.getByRole('combobox', { name: 'Sprache Ihrer E-Mails' });
  await expect(language).toHaveText('English');
  await language.click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await expect(language).toHaveText('Deutsch');
  const token = await apiLogin(request, attendee.email, attendee.password);
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { language: string }).language).toBe('de');
  console.expectNone();
});

test("the speaker area reads German, and a speaker's proposal keeps its own title", async ({ page, request }) => {
  const console = watchConsole(page);
  const speaker = await makeSpeaker(request, 'Parlamentsreden durchsuchbar machen');
  await signInThroughForm(page, speaker.email, speaker.password);
  await expect(page).toHaveURL(/\/speaker$/);
  await page.goto('/de/presentations');
  await inGerman(page, /Meine Beiträge/);
  await expect(page.getByText(speaker.title).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  console.expectNone();
});

test("the organisers' console reads German, and its links stay in German", async ({ page }) => {
  const console = watchConsole(page);
  await signIn(page, ADMIN.email, ADMIN.password, '/de/admin');
  await inGerman(page, /Admin-Übersicht/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
  await expect(page).toHaveURL(/\/de$/);
  console.expectNone();
});
