// Reflow and text spacing (issue 49, WCAG 1.4.10 and 1.4.12) in the signed-in areas, as reflow.spec.ts checks the
// public pages: at 320 CSS px nothing scrolls sideways (a table or a calendar may scroll within its own box), and with
// WCAG's text spacing no text is cut off. The attendee's, the speaker's and the reviewer's pages in both languages;
// the console's overview, calendar and check-in in English (the console's other tabs: reflow-console.spec.ts).
import { expect, test, type Page } from './fixtures';
import {
  ADMIN,
  apiLogin,
  apiRegister,
  committeeMember,
  reviewPhaseWithAssignments,
  secondPage,
  sessionsRemovedAfterEach,
  signIn,
  undoneAfterEach,
} from './helpers';
import { expectPagesReflow as check, shows } from './reflow-checks';
import { makeSpeaker, reviewProposal } from './speaker-support';

const sessionsApi = sessionsRemovedAfterEach();

/** What the review test changes on the shared server (the committee's phase, who reviews), put back after it. */
const restore = undoneAfterEach();

// Speakers are made through the mail flow; a console page's load takes a few seconds on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
});

/** The console's tab panel, once it shows. */
const panel = async (page: Page) => {
  await expect(page.locator('[role="tabpanel"][id^="admin-panel-"]')).toBeVisible();
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

test("the speaker's profile, proposals, resources, notifications and password form reflow at 320 px and bear text spacing", async ({ page, request }) => {
  const speaker = await makeSpeaker(request, `Barrierefreie Plenarprotokollsuche ${Date.now().toString(36)}`, 'Pia Proposer');
  // The decision on the proposal is a notification of the speaker's.
  await reviewProposal(request, speaker.proposalId, 'accepted');
  await signIn(page, speaker.email, speaker.password, '/speaker');
  await check(page, ['/speaker', '/de/speaker', '/presentations', '/de/presentations'], shows(speaker.title));
  await check(page, ['/resources', '/de/resources'], (page) => expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible());
  await check(page, ['/notifications', '/de/notifications'], (page) => expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible());
  await check(page, ['/account/password', '/de/account/password'], (page) => expect(page.locator('input[autocomplete="current-password"]')).toBeVisible());
});

// The committee in its review phase with the proposal assigned; the reviewer's queue and scoring form, then the
// organiser's view of the same committee (the console's Committee tab: phase, reviewers, assignments, the ranking
// table with the proposal selected for a decision; and the Call for Speakers tab's submissions), both in both languages: the committee's German texts are long.
test("the review area and the committee's tabs of the console reflow at 320 px and bear text spacing", async ({ page, request, browser }) => {
  const proposal = await makeSpeaker(request, `Ausschussprotokollverschlagwortung ${Date.now().toString(36)}`, 'Rita Proposer');
  const reviewer = await committeeMember(request, restore, 'Rhea Reviewer-Zeilenumbruch', 'Landtagsverwaltungsdokumentation');
  await reviewPhaseWithAssignments(request, restore);

  await signIn(page, reviewer.email, reviewer.password, '/review');
  await check(page, ['/review', '/de/review', `/review/${proposal.proposalId}`, `/de/review/${proposal.proposalId}`], shows(proposal.title));

  const admin = await secondPage(browser, { viewport: { width: 320, height: 640 } });
  try {
    await signIn(admin.page, ADMIN.email, ADMIN.password, '/admin?tab=committee');
    const committee = async (page: Page) => {
      await panel(page);
      await expect(page.getByTestId('reviewer-row').filter({ hasText: reviewer.full_name })).toBeVisible();
      // The proposal selected: the bulk decision's panel (decision, template, notes, preview) opens below the ranking.
      await page.getByTestId('ranking-row').filter({ hasText: proposal.title }).getByRole('checkbox').check();
    };
    await check(admin.page, ['/admin?tab=committee', '/de/admin?tab=committee'], committee);
    await check(admin.page, ['/admin?tab=cfp', '/de/admin?tab=cfp'], async (page) => {
      await panel(page);
      await expect(page.getByTestId('submission').filter({ hasText: proposal.title })).toBeVisible();
    });
  } finally {
    await admin.context.close();
  }
});

test("the organisers' console, its calendar and check-in reflow at 320 px and bear text spacing", async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password, '/admin');
  await check(page, ['/admin'], panel);
  await check(page, ['/checkin']);
  // The calendar is content that needs two dimensions (1.4.10's exception): it scrolls within its own box, and a
  // block shows as much of its time, title and speakers as its length leaves room for, ending in an ellipsis; the
  // whole is in the block's details (a click, or Enter) and its name. So: nothing wider than the window, no clip check.
  await check(page, ['/admin?tab=schedule'], panel, { clipping: false });
});
