// The WCAG 2.2 AA audit's shared part (issue 49): the axe run, the committed list of known gaps
// (src/features/accessibility/known-gaps.json) and the comparison of the two, both ways. The public pages are audited
// in wcag-audit.spec.ts, the signed-in areas in wcag-audit-signed-in.spec.ts (two files, so the suite's two workers
// can run them side by side), forms with their errors, menus and dialogs in wcag-audit-states.spec.ts. The public pages are listed in wcag-pages.ts, shared with reflow.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from './fixtures';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

interface KnownGap {
  rule: string;
  criterion: string;
  pages: string[];
  description: { en: string; de: string };
  reason: { en: string; de: string };
}
/** The failures the statement lists (its `not_checked` part is what this audit does not cover, and is not compared). */
export const GAPS: KnownGap[] = JSON.parse(readFileSync(path.join(import.meta.dirname, '../src/features/accessibility/known-gaps.json'), 'utf8')).violations;

/**
 * The signed-in pages audited, by the English address known-gaps.json names them with (`:id` and `:room` stand for
 * the proposal and the room the spec makes); the German address is the same under /de.
 */
export const SIGNED_IN_PAGES = [
  '/dashboard',
  '/speaker',
  '/presentations',
  '/resources',
  '/notifications',
  '/account/password',
  '/review',
  '/review/:id',
  '/admin',
  '/admin?tab=schedule',
  '/admin?tab=speakers',
  '/admin?tab=cfp',
  '/admin?tab=site',
  '/admin?tab=settings',
  '/admin?tab=sponsors',
  '/admin?tab=news',
  '/admin?tab=committee',
  '/admin?tab=feedback',
  '/admin?tab=venue',
  '/admin?tab=activity',
  '/checkin',
  '/late',
  '/screens',
  '/screens/:room',
] as const;

/**
 * The states audited after an action (wcag-audit-states.spec.ts), by the English address of their page and a name in
 * brackets: known-gaps.json names them so.
 */
export const AUDITED_STATES = [
  '/login (errors)',
  '/login?register=true (errors)',
  '/cfp (errors)',
  '/ (phone menu)',
  '/schedule (Subscribe menu)',
  '/speaker (profile errors)',
  '/admin?tab=schedule (session dialog)',
  '/admin?tab=schedule (confirm delete)',
  '/admin?tab=schedule (move dialog)',
  '/admin?tab=sponsors (sponsor dialog, errors)',
] as const;

/**
 * Consistent help (WCAG 3.2.6): the footer ends with the accessibility statement (and its form to report a barrier)
 * and then the organisers' contact address, in that order on every page that has the site's layout. The room screens
 * have neither layout nor help: they are shown on a projector, where nobody reads or clicks a footer.
 */
export async function expectHelpInFooter(page: Page) {
  const links = page.getByRole('contentinfo').getByRole('link');
  await expect(links.last()).toHaveAttribute('href', /^mailto:/);
  const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.at(-2)).toMatch(/\/(accessibility|barrierefreiheit)$/);
}

/**
 * The rules axe finds on the page as it is, each with where (for a readable failure): every WCAG A/AA rule, and axe's
 * best practices where they are serious or critical (as the other browser tests' expectNoSeriousAxe, so that a page
 * audited here needs no second axe run for them). A best practice is never a known gap: its key says so, and no gap
 * lists it.
 */
async function violations(page: Page): Promise<Map<string, string>> {
  // Legacy mode: axe in the page itself, without a blank page per run; violations only (page-checks.ts says why).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags([...WCAG_TAGS, 'best-practice'])
    .analyze();
  const found = new Map<string, string>();
  for (const v of results.violations) {
    const wcag = v.tags.some((tag) => WCAG_TAGS.includes(tag));
    if (!wcag && v.impact !== 'serious' && v.impact !== 'critical') continue;
    const rule = wcag ? v.id : `${v.id} (best practice, ${v.impact})`;
    found.set(rule, `${rule} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  return found;
}

/**
 * Audits one page in the states `visits` open, one after another, and compares what axe finds with the gaps listed
 * for `listedAs` both ways. Each visit opens the page (at its width and in its language) and waits until its content
 * shows; axe runs once on it, twice only when it finds something unlisted (a page still fading in can show a
 * violation once; a real one shows every time).
 */
export async function expectAuditMatchesKnownGaps(page: Page, listedAs: string, visits: { label: string; open: () => Promise<void> }[]) {
  const listed = new Set(GAPS.filter((gap) => gap.pages.includes(listedAs)).map((gap) => gap.rule));
  const found = new Map<string, string>();
  for (const { label, open } of visits) {
    await open();
    let seen = await violations(page);
    if ([...seen.keys()].some((rule) => !listed.has(rule))) {
      const again = await violations(page);
      seen = new Map([...seen].filter(([rule]) => listed.has(rule) || again.has(rule)));
    }
    for (const [rule, where] of seen) found.set(rule, found.get(rule) ?? `${label} ${where}`);
  }
  const unlisted = [...found].filter(([rule]) => !listed.has(rule)).map(([, where]) => where);
  expect(unlisted, `violations known-gaps.json does not list for ${listedAs}`).toEqual([]);
  const gone = [...listed].filter((rule) => !found.has(rule));
  expect(gone, `listed gaps the audit no longer finds on ${listedAs}`).toEqual([]);
}
