// The accessibility statement (issue 49) at /accessibility and /de/barrierefreiheit: rendered by the server, so it is
// all there with JavaScript off (its sections, the audit's gaps, the report form), linked from every page's footer;
// and a report sent through its form reaches the organisers' contact address.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { readMail } from './helpers';
import { openPage, unique, watchConsole } from './page-checks';

const GAPS = JSON.parse(readFileSync(path.join(import.meta.dirname, '../src/features/accessibility/known-gaps.json'), 'utf8')) as {
  violations: unknown[];
  not_checked: { area: { en: string; de: string } }[];
};

const STATEMENT = {
  en: {
    path: '/accessibility',
    home: '/',
    title: 'Accessibility statement',
    footer: 'Accessibility',
    sections: ['Compliance status', 'Non-accessible content', 'Preparation of this statement', 'Feedback and contact', 'Enforcement procedure'],
    partial: /partially conformant/,
    form: 'Report a barrier',
    fields: ['Email', 'What happened'],
    send: 'Send report',
    enforcement: /Complaints office/,
  },
  de: {
    path: '/de/barrierefreiheit',
    home: '/de',
    title: 'Erklärung zur Barrierefreiheit',
    footer: 'Barrierefreiheit',
    sections: [
      'Stand der Vereinbarkeit mit den Anforderungen',
      'Nicht barrierefreie Inhalte',
      'Erstellung dieser Erklärung',
      'Feedback und Kontakt',
      'Durchsetzungsverfahren',
    ],
    partial: /teilweise vereinbar/,
    form: 'Eine Barriere melden',
    fields: ['E-Mail', 'Was ist passiert'],
    send: 'Meldung senden',
    enforcement: /Beschwerdestelle/,
  },
} as const;

async function expectStatement(page: Page, language: 'en' | 'de') {
  const words = STATEMENT[language];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
  for (const section of words.sections) await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  await expect(page.getByTestId('a11y-conformance')).toHaveText(words.partial);
  // The audit's results, as known-gaps.json has them: each area not yet checked, in the page's language.
  const notChecked = page.getByTestId('a11y-not-checked').getByRole('listitem');
  await expect(notChecked).toHaveCount(GAPS.not_checked.length);
  for (const [index, gap] of GAPS.not_checked.entries()) await expect(notChecked.nth(index)).toContainText(gap.area[language]);
  if (GAPS.violations.length) await expect(page.getByTestId('a11y-violations').getByRole('listitem')).toHaveCount(GAPS.violations.length);
  const form = page.getByRole('form', { name: words.form });
  for (const field of words.fields) await expect(form.getByRole('textbox', { name: field })).toBeVisible();
  await expect(form.getByRole('button', { name: words.send })).toBeVisible();
  await expect(page.getByTestId('a11y-enforcement').getByRole('link', { name: words.enforcement })).toHaveAttribute('href', /^https:\/\//);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['en', 'de'] as const) {
    test(`the statement in ${language} is rendered by the server: its sections, the audit's gaps and the report form; every page's footer links it`, async ({
      page,
    }) => {
      const words = STATEMENT[language];
      await page.goto(words.home);
      await page.getByRole('contentinfo').getByRole('link', { name: words.footer, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === words.path);
      await expectStatement(page, language);
      // The language switcher leads to the statement's address in the other language.
      const other = language === 'en' ? STATEMENT.de.path : STATEMENT.en.path;
      await expect(
        page
          .getByRole('banner')
          .locator(`a[hreflang="${language === 'en' ? 'de' : 'en'}"]`)
          .first(),
      ).toHaveAttribute('href', other);
      // The server's head links the statement in every language by its own address.
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]));
      expect(alternates).toEqual([
        ['de', STATEMENT.de.path],
        ['en', STATEMENT.en.path],
        ['x-default', STATEMENT.en.path],
      ]);
    });
  }
});

test('a barrier reported through the form reaches the organisers, who can answer the sender', async ({ page }) => {
  const console = watchConsole(page);
  await openPage(page, '/accessibility');
  const form = page.getByRole('form', { name: 'Report a barrier' });
  const problem = unique('The speaker photos have no text alternative');
  // Sent empty: the required fields say what is missing, and nothing is sent.
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByText('Enter the address we can answer you at')).toBeVisible();
  await form.getByRole('textbox', { name: 'Email' }).fill('visitor@example.org');
  await form.getByRole('textbox', { name: 'Where', exact: true }).fill('/speakers');
  await form.getByRole('textbox', { name: 'What happened' }).fill(problem);
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByTestId('barrier-sent')).toContainText('reached the organisers');
  const mail = await readMail('info@lt-summit.example.org', 'Accessibility barrier reported');
  expect(mail).toContain(problem);
  expect(mail).toContain('Answer them by writing to visitor@example.org.');
  console.expectNone();
});
