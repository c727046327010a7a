// The WCAG 2.2 AA audit (issue 49): axe with the WCAG A/AA tags on every public page, at phone and desktop width, in
// English and German, compared both ways with the committed list of known gaps
// (src/features/accessibility/known-gaps.json) that the accessibility statement shows. A violation the list does not
// name fails, and so does a listed gap that no longer occurs: the statement can claim neither less nor more than the
// audit finds (wcag-audit-support.ts). The help in the footer is checked on each (3.2.6). One page load per page, width and language. The signed-in areas are audited in
// wcag-audit-signed-in.spec.ts.
import { expect, test } from './fixtures';
import { AUDITED_STATES, expectAuditMatchesKnownGaps, expectHelpInFooter, GAPS, SIGNED_IN_PAGES } from './wcag-audit-support';
import { AUDITED_PAGES } from './wcag-pages';

const WIDTHS = [390, 1280];

test('every known gap names a rule, its WCAG criterion, audited pages, and says what and why in both languages', () => {
  const audited = new Set<string>([...AUDITED_PAGES.map(([en]) => en), ...SIGNED_IN_PAGES, ...AUDITED_STATES]);
  for (const gap of GAPS) {
    expect(gap.rule).toMatch(/^[a-z0-9-]+$/);
    expect(gap.criterion).toMatch(/^\d\.\d+\.\d+$/);
    expect(gap.pages.length).toBeGreaterThan(0);
    for (const text of [gap.description, gap.reason]) expect([text.en.length > 0, text.de.length > 0]).toEqual([true, true]);
    for (const listed of gap.pages) expect(audited, `${gap.rule} lists ${listed}`).toContain(listed);
  }
});

for (const [en, de] of AUDITED_PAGES) {
  test(`WCAG 2.2 AA audit of ${en} (${de}) at ${WIDTHS.join(' and ')} px matches the known gaps`, async ({ page }) => {
    const visits = [en, de].flatMap((address) =>
      WIDTHS.map((width) => ({
        label: `${address} ${width}px`,
        open: async () => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(address);
          await expect(page.locator('h1')).toHaveCount(1);
          await expect(page.getByRole('progressbar')).toHaveCount(0);
          await expectHelpInFooter(page);
        },
      })),
    );
    await expectAuditMatchesKnownGaps(page, en, visits);
  });
}
