// The WCAG 2.2 AA audit (issue 49): axe with the WCAG A/AA tags on every public page, at phone and desktop width, in
// English and German, compared both ways with the committed list of known gaps
// (src/features/accessibility/known-gaps.json) that the accessibility statement shows. A violation the list does not
// name fails, and so does a listed gap that no longer occurs: the statement can claim neither less nor more than the
// audit finds. One page load per page, width and language; axe runs once on it (twice only when it finds something
// unlisted, which a page still fading in can show once but a real violation shows every time).
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [390, 1280];

interface KnownGap {
  rule: string;
  criterion: string;
  pages: string[];
  description: { en: string; de: string };
  reason: { en: string; de: string };
}
/** The failures the statement lists (its `not_checked` part is what this audit does not cover, and is not compared). */
const GAPS: KnownGap[] = JSON.parse(readFileSync(path.join(import.meta.dirname, '../src/features/accessibility/known-gaps.json'), 'utf8')).violations;

/** Each audited page: its English address, its German one, and its h1 (the page has rendered its content). */
const PAGES: [en: string, de: string][] = [
  ['/', '/de'],
  ['/about', '/de/about'],
  ['/speakers', '/de/speakers'],
  ['/schedule', '/de/schedule'],
  ['/news', '/de/news'],
  ['/location', '/de/location'],
  ['/cfp', '/de/cfp'],
  ['/sponsorship', '/de/sponsorship'],
  ['/login', '/de/login'],
  ['/login?register=true', '/de/login?register=true'],
  ['/unauthorized', '/de/unauthorized'],
  ['/no-such-page', '/de/no-such-page'],
  ['/accessibility', '/de/barrierefreiheit'],
];

/** The rules axe finds on the page as it is, each with where (for a readable failure). */
async function violations(page: Page): Promise<Map<string, string>> {
  // Legacy mode: axe in the page itself, without a blank page per run (page-checks.ts says why).
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG_TAGS).analyze();
  return new Map(results.violations.map((v) => [v.id, `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`]));
}

test('every known gap names a rule, its WCAG criterion, audited pages, and says what and why in both languages', () => {
  const audited = new Set(PAGES.map(([en]) => en));
  for (const gap of GAPS) {
    expect(gap.rule).toMatch(/^[a-z0-9-]+$/);
    expect(gap.criterion).toMatch(/^\d\.\d+\.\d+$/);
    expect(gap.pages.length).toBeGreaterThan(0);
    for (const text of [gap.description, gap.reason]) expect([text.en.length > 0, text.de.length > 0]).toEqual([true, true]);
    for (const listed of gap.pages) expect(audited, `${gap.rule} lists ${listed}`).toContain(listed);
  }
});

for (const [en, de] of PAGES) {
  test(`WCAG 2.2 AA audit of ${en} (${de}) at ${WIDTHS.join(' and ')} px matches the known gaps`, async ({ page }) => {
    const listed = new Set(GAPS.filter((gap) => gap.pages.includes(en)).map((gap) => gap.rule));
    const found = new Map<string, string>();
    for (const address of [en, de]) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(address);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        let seen = await violations(page);
        if ([...seen.keys()].some((rule) => !listed.has(rule))) {
          const again = await violations(page);
          seen = new Map([...seen].filter(([rule]) => listed.has(rule) || again.has(rule)));
        }
        for (const [rule, where] of seen) found.set(rule, found.get(rule) ?? `${address} ${width}px ${where}`);
      }
    }
    const unlisted = [...found].filter(([rule]) => !listed.has(rule)).map(([, where]) => where);
    expect(unlisted, 'violations known-gaps.json does not list').toEqual([]);
    const gone = [...listed].filter((rule) => !found.has(rule));
    expect(gone, 'listed gaps the audit no longer finds on this page').toEqual([]);
  });
}
