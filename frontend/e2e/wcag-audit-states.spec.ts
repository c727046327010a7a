// The WCAG 2.2 AA audit of what shows only after an action (issue 49): forms showing their errors, menus and dialogs
// opened, compared both ways with known-gaps.json like the pages (wcag-audit-support.ts), each state listed under its
// page's English address and a name in brackets. Each state in English and in German, at one width: 390 px for the
// public forms and the phone menu (where they are tightest), 1280 px for the console and the schedule. To save page
// loads a state's second language continues on the page the next state's first language left (the order alternates).
import { expect, test, type Page } from './fixtures';
import { ADMIN, sessionsRemovedAfterEach, signIn, uniqueEmail } from './helpers';
import { makeSpeaker } from './speaker-support';
import { plusDays, vienna, weekOf } from './admin-schedule-calendar-support';
import { AUDITED_STATES, expectAuditMatchesKnownGaps } from './wcag-audit-support';

// The console's dialogs after a speaker made through the mail flow: more than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });

const sessionsApi = sessionsRemovedAfterEach();

type Language = 'en' | 'de';
/** A text in the language of the visit. */
const say = (language: Language, en: string, de: string) => (language === 'en' ? en : de);
const prefix = (language: Language) => (language === 'en' ? '' : '/de');

/** Opens `path` in `language` at `width` and waits for its one h1. */
async function open(page: Page, language: Language, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${prefix(language)}${path}`);
  await expect(page.locator('h1')).toHaveCount(1);
}

/** A state in both languages, in `order`: `show` opens it in the language given (the page loaded or not). */
async function auditState(page: Page, listedAs: (typeof AUDITED_STATES)[number], order: Language[], show: (language: Language) => Promise<void>) {
  await expectAuditMatchesKnownGaps(
    page,
    listedAs,
    order.map((language) => ({ label: `${listedAs} ${language}`, open: () => show(language) })),
  );
}

/** A form's errors shown: at least one field marked invalid and its message. */
const errorsShown = async (page: Page, within = page.locator('body')) => {
  await expect(within.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expect(within.locator('.Mui-error').first()).toBeVisible();
};

test('the public forms with their errors, the phone menu and the Subscribe menu match the known gaps', async ({ page }) => {
  await auditState(page, '/login (errors)', ['en', 'de'], async (language) => {
    await open(page, language, '/login', 390);
    const form = page.locator('form').filter({ has: page.locator('input[autocomplete="current-password"]') });
    await form.locator('input[name="email"]').fill(ADMIN.email);
    await form.locator('input[name="password"]').fill('not-the-password');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole('alert')).toBeVisible();
  });
  await auditState(page, '/login?register=true (errors)', ['de', 'en'], async (language) => {
    await open(page, language, '/login?register=true', 390);
    const form = page.locator('form').filter({ has: page.locator('input[name="confirm_password"]') });
    // A password too short: the server refuses it, and the form says why above its fields.
    await form.locator('input[name="full_name"]').fill('Erika Error');
    await form.locator('input[name="email"]').fill(uniqueEmail('audit'));
    await form.locator('input[name="password"]').fill('short');
    await form.locator('input[name="confirm_password"]').fill('short');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole('alert')).toBeVisible();
  });
  await auditState(page, '/cfp (errors)', ['en', 'de'], async (language) => {
    await open(page, language, '/cfp', 390);
    await page.getByRole('button', { name: say(language, 'Submit Proposal', 'Einreichung absenden') }).click();
    await errorsShown(page);
  });
  await auditState(page, '/ (phone menu)', ['de', 'en'], async (language) => {
    await open(page, language, '/', 390);
    await page.getByRole('button', { name: say(language, 'Open menu', 'Menü öffnen') }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
  });
  await auditState(page, '/schedule (Subscribe menu)', ['en', 'de'], async (language) => {
    await open(page, language, '/schedule', 1280);
    await page.getByRole('button', { name: say(language, 'Subscribe', 'Abonnieren') }).click();
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
  });
});

test("the speaker profile's error and the console's dialogs match the known gaps", async ({ page, request }) => {
  const speaker = await makeSpeaker(request, `Errors read aloud ${Date.now().toString(36)}`, 'Vera Validated');
  await signIn(page, speaker.email, speaker.password, '/speaker');
  await auditState(page, '/speaker (profile errors)', ['en', 'de'], async (language) => {
    await open(page, language, '/speaker', 1280);
    const form = page.getByRole('form', { name: say(language, 'Your public profile', 'Ihr öffentliches Profil') });
    await form.getByRole('textbox', { name: 'LinkedIn' }).fill('http://www.linkedin.com/in/profile');
    await form.getByRole('button', { name: say(language, 'Save Profile', 'Profil speichern') }).click();
    await errorsShown(page, form);
  });

  // The organiser, in another tab of the same browser (the speaker's token stays the speaker's tab's).
  const console = await page.context().newPage();
  const tuesday = plusDays(weekOf(20), 1);
  const title = `Dialogs audited ${Date.now().toString(36)}`;
  const room = `Audit Dialog Room ${Date.now().toString(36)}`;
  await (
    await sessionsApi(request)
  ).create({ title, description: 'Opened, not changed.', type: 'talk', startTime: vienna(tuesday, '10:00'), endTime: vienna(tuesday, '11:00'), room });
  await signIn(console, ADMIN.email, ADMIN.password, '/admin?tab=schedule&view=list');
  const list = async (language: Language) => {
    await open(console, language, '/admin?tab=schedule&view=list', 1280);
    await console.getByLabel(say(language, 'Filter by title, speaker or room', 'Nach Titel, Vortragenden oder Raum filtern')).fill(title);
  };
  await auditState(console, '/admin?tab=schedule (session dialog)', ['en', 'de'], async (language) => {
    await list(language);
    await console.getByRole('button', { name: say(language, `Edit ${title}`, `${title} bearbeiten`) }).click();
    const dialog = console.getByRole('dialog', { name: say(language, 'Edit Session', 'Session bearbeiten') });
    // With an error: the title emptied and saved.
    await dialog.getByRole('textbox', { name: say(language, 'Title', 'Titel'), exact: true }).fill('');
    await dialog.getByRole('button', { name: say(language, 'Save', 'Speichern') }).click();
    await errorsShown(console, dialog);
  });
  await auditState(console, '/admin?tab=schedule (confirm delete)', ['de', 'en'], async (language) => {
    const dialogs = console.getByRole('dialog');
    if (language === 'de') {
      await console.keyboard.press('Escape');
      await expect(dialogs).toHaveCount(0);
    } else await list(language);
    await console.getByRole('button', { name: say(language, `Delete ${title}`, `${title} löschen`) }).click();
    await expect(dialogs.getByRole('button', { name: say(language, 'Cancel', 'Abbrechen') })).toBeVisible();
  });
  await auditState(console, '/admin?tab=schedule (move dialog)', ['en', 'de'], async (language) => {
    await open(console, language, `/admin?tab=schedule&day=${tuesday}`, 1280);
    await console.getByTestId('calendar-session').filter({ hasText: title }).click();
    await console
      .getByRole('dialog', { name: title })
      .getByRole('button', { name: say(language, 'Move to…', 'Verschieben nach …') })
      .click();
    await expect(console.getByRole('dialog', { name: say(language, `Move '${title}'`, `„${title}“ verschieben`) })).toBeVisible();
  });
  await auditState(console, '/admin?tab=sponsors (sponsor dialog, errors)', ['de', 'en'], async (language) => {
    await open(console, language, '/admin?tab=sponsors', 1280);
    await console.getByRole('button', { name: say(language, 'Add Sponsor', 'Sponsor hinzufügen') }).click();
    const dialog = console.getByRole('dialog', { name: say(language, 'Add Sponsor', 'Sponsor hinzufügen') });
    await dialog.getByRole('button', { name: say(language, 'Save', 'Speichern') }).click();
    await errorsShown(console, dialog);
  });
  await console.close();
});
