// The WCAG 2.2 AA audit of the signed-in areas (issue 49): the attendee's dashboard, the speaker and review areas,
// the organisers' console, check-in and the room screens, each with content in it, compared both ways with
// known-gaps.json like the public pages (wcag-audit-support.ts). To stay inside the browser suite's budget each page
// is audited twice, not four times: at 1280 px in English and at 390 px in German (the public pages check all four,
// and show that neither the width nor the language alone changes what axe finds). One test per role, signed in once.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  ADMIN,
  apiLogin,
  apiRegister,
  committeeMember,
  floorWithRoom,
  middayAtTheVenue,
  rateSession,
  reviewPhaseWithAssignments,
  sessionsRemovedAfterEach,
  signIn,
  undoneAfterEach,
} from './helpers';
import { makeSpeaker, reviewProposal } from './speaker-support';
import { expectAuditMatchesKnownGaps, expectHelpInFooter, SIGNED_IN_PAGES } from './wcag-audit-support';

type AuditedPage = (typeof SIGNED_IN_PAGES)[number];

// Speakers are made through the mail flow, and a console tab's load and axe run take up to 20 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

const sessionsApi = sessionsRemovedAfterEach();

/** What the tests change on the shared server and put back afterwards (the committee's phase, who reviews). */
const restore = undoneAfterEach();

/** A session now and one later in a room of its own, so the calendar, the dashboard and the room's screen have some. */
async function sessionsInARoom(request: APIRequestContext) {
  const room = `Audit Hall ${Date.now().toString(36)}`;
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const sessions = await sessionsApi(request);
  const now = await sessions.create({ title: 'Captions for every plenary', description: 'Live captions.', startTime: at(-10), endTime: at(30), room });
  await sessions.create({ title: 'Open data of the chamber', description: 'Votes as data.', startTime: at(40), endTime: at(80), room });
  return { room, now };
}

/**
 * Audits `path` at 1280 px in English and at 390 px in German (the same address under /de), each once its one h1
 * shows, no spinner turns and `ready` (content that does not depend on the language) is visible; the help in the
 * footer is where it is on every page (3.2.6), except on the room screens, which have no footer.
 */
async function audit(page: Page, listedAs: AuditedPage, path: string, ready: (page: Page) => Promise<void> = async () => undefined) {
  const visits = [
    { address: path, width: 1280 },
    { address: `/de${path}`, width: 390 },
  ].map(({ address, width }) => ({
    label: `${address} ${width}px`,
    open: async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(address);
      await expect(page.locator('h1')).toHaveCount(1);
      await ready(page);
      // A spinner, not a bar of how far something got (the committee's progress has aria-valuenow).
      await expect(page.locator('[role=progressbar]:not([aria-valuenow])')).toHaveCount(0);
      if (!listedAs.startsWith('/screens')) await expectHelpInFooter(page);
    },
  }));
  await expectAuditMatchesKnownGaps(page, listedAs, visits);
}

const shows = (text: string) => async (page: Page) => {
  await expect(page.getByText(text).first()).toBeVisible();
};

test('the attendee dashboard, with a ticket and a saved session, matches the known gaps', async ({ page, request }) => {
  const { now } = await sessionsInARoom(request);
  const attendee = await apiRegister(request, 'Alma Audit');
  const headers = { authorization: `Bearer ${await apiLogin(request, attendee.email, attendee.password)}` };
  expect((await request.post('/api/payment/process', { headers, data: {} })).ok()).toBe(true);
  expect((await request.post(`/api/user/schedule/${now.id}`, { headers })).ok()).toBe(true);
  await signIn(page, attendee.email, attendee.password, '/dashboard');
  await audit(page, '/dashboard', '/dashboard', shows('Captions for every plenary'));
});

test('the speaker area (profile, proposals, resources, notifications, password) matches the known gaps', async ({ page, request }) => {
  const speaker = await makeSpeaker(request, `Searchable debates ${Date.now().toString(36)}`, 'Pia Proposer');
  await signIn(page, speaker.email, speaker.password, '/speaker');
  await audit(page, '/speaker', '/speaker', shows(speaker.title));
  await audit(page, '/presentations', '/presentations', shows(speaker.title));
  await audit(page, '/resources', '/resources', (page) => expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible());
  // The decision on the proposal is a notification of the speaker's.
  await reviewProposal(request, speaker.proposalId, 'accepted');
  await audit(page, '/notifications', '/notifications', (page) => expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible());
  await audit(page, '/account/password', '/account/password', (page) => expect(page.locator('input[autocomplete="current-password"]')).toBeVisible());
});

test('the review area (queue and a proposal) matches the known gaps', async ({ page, request }) => {
  const proposal = await makeSpeaker(request, `Subtitles for the gallery ${Date.now().toString(36)}`, 'Rita Proposer');
  const reviewer = await committeeMember(request, restore, 'Rhea Reviewer');
  await reviewPhaseWithAssignments(request, restore);

  await signIn(page, reviewer.email, reviewer.password, '/review');
  await audit(page, '/review', '/review', shows(proposal.title));
  await audit(page, '/review/:id', `/review/${proposal.proposalId}`, shows(proposal.title));
});

/** The console's tab panel (the Users tab has a tab panel of its own inside, for its lists). */
const consolePanel = (page: Page) => page.locator('[role="tabpanel"][id^="admin-panel-"]');

/** The console signed in as the organiser, with sessions and a proposal in it; `panel` waits for a tab's content. */
async function openConsole(page: Page, request: APIRequestContext) {
  await sessionsInARoom(request);
  const speaker = await makeSpeaker(request, `Plenary archives ${Date.now().toString(36)}`, 'Otto Organised');
  await signIn(page, ADMIN.email, ADMIN.password, '/admin');
  const panel = (text?: string) => async (page: Page) => {
    await expect(consolePanel(page)).toBeVisible();
    if (text) await expect(consolePanel(page).getByText(text).first()).toBeVisible();
  };
  return { speaker, panel };
}

// The console in two tests of three pages each: six pages in one ran past its timeout on a busy machine.
test("the organisers' console: overview with users, the calendar and speakers match the known gaps", async ({ page, request }) => {
  const { panel } = await openConsole(page, request);
  await audit(page, '/admin', '/admin', panel(ADMIN.email));
  await audit(page, '/admin?tab=schedule', '/admin?tab=schedule', panel());
  await audit(page, '/admin?tab=speakers', '/admin?tab=speakers', panel());
});

test("the organisers' console: the call for speakers, the site and the settings match the known gaps", async ({ page, request }) => {
  const { speaker, panel } = await openConsole(page, request);
  await audit(page, '/admin?tab=cfp', '/admin?tab=cfp', panel(speaker.title));
  await audit(page, '/admin?tab=site', '/admin?tab=site', panel());
  await audit(page, '/admin?tab=settings', '/admin?tab=settings', panel());
});

// A reviewer on the committee, made through the API and undone afterwards.
test("the organisers' console: sponsors, news and the committee match the known gaps", async ({ page, request }) => {
  await committeeMember(request, restore, 'Carla Committee');
  // The seeded sponsors and news are content enough; no speaker or sessions needed (a speaker takes the mail flow).
  await signIn(page, ADMIN.email, ADMIN.password, '/admin?tab=sponsors');
  await audit(page, '/admin?tab=sponsors', '/admin?tab=sponsors', async (page) => expect(page.getByTestId('admin-sponsor').first()).toBeVisible());
  await audit(page, '/admin?tab=news', '/admin?tab=news', async (page) => expect(page.getByTestId('admin-news-item').first()).toBeVisible());
  await audit(page, '/admin?tab=committee', '/admin?tab=committee', async (page) =>
    expect(consolePanel(page).getByText('Carla Committee').first()).toBeVisible(),
  );
});

// The feedback tab's rating (an attendee with a confirmed address and a paid ticket, of a session that ended) and a
// floor with its plan and a room on it: made through the API, undone afterwards.
test("the organisers' console: feedback, venue maps and activity match the known gaps", async ({ page, request }) => {
  const sessions = await sessionsApi(request);
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const room = `Audit Floor Hall ${Date.now().toString(36)}`;
  const rated = await sessions.create({ title: 'Hansard in an afternoon', description: 'Done.', startTime: ago(120), endTime: ago(60), room });
  await rateSession(request, rated.id);
  const floor = await floorWithRoom(request, restore, room);

  await signIn(page, ADMIN.email, ADMIN.password, '/admin?tab=feedback');
  const panel = (text: string) => async (page: Page) => expect(consolePanel(page).getByText(text).first()).toBeVisible();
  await audit(page, '/admin?tab=feedback', '/admin?tab=feedback', panel('Hansard in an afternoon'));
  // The floor's plan, named by the floor, with the room's marker on it.
  await audit(page, '/admin?tab=venue', '/admin?tab=venue', async (page) => {
    await expect(page.getByRole('img', { name: new RegExp(floor) })).toBeVisible();
    await expect(page.getByTestId('room-marker').filter({ hasText: room })).toBeVisible();
  });
  await audit(page, '/admin?tab=activity', '/admin?tab=activity', panel('Hansard in an afternoon'));
});

test('check-in at the door, running late and the room screens match the known gaps', async ({ page, request }) => {
  await middayAtTheVenue(request, restore);
  const { room } = await sessionsInARoom(request);
  await audit(page, '/screens', '/screens', shows('Captions for every plenary'));
  await audit(page, '/screens/:room', `/screens/${encodeURIComponent(room)}`, shows('Captions for every plenary'));
  await signIn(page, ADMIN.email, ADMIN.password, '/checkin');
  await audit(page, '/checkin', '/checkin');
  await audit(page, '/late', '/late', (page) => expect(page.locator(`[data-room="${room}"]`)).toBeVisible());
});
