// The programme as a timetable (issue 30, part 1): on wide screens rooms are columns and time runs downwards, a
// visitor can switch to the list (kept in the address), search and filter by room, track and type in both views (kept
// in the address, so a filtered view can be shared and survives a reload), organisers' moves show up live in the grid,
// and during the event "Now and next" says what runs in each room (a short row per room on phones) and /schedule
// opens on today.
import { expect, test, type Page } from './fixtures';
import { sessionsRemovedAfterEach } from './helpers';
import { expectAccessible, openPage, untilInteractive, resizeViewport, unique, watchConsole } from './page-checks';

const sessionsApi = sessionsRemovedAfterEach();

const grid = (page: Page) => page.getByRole('region', { name: /^Timetable for / });
const heading = (page: Page, title: string) => page.getByRole('heading', { level: 3, name: title, exact: true });
/** A session's place in the grid: the element that carries its room. */
const block = (page: Page, title: string) =>
  grid(page)
    .locator('[data-room]')
    .filter({ has: heading(page, title) });
const card = (page: Page, title: string) => page.getByTestId('schedule-session').filter({ has: heading(page, title) });
const viewButton = (page: Page, name: 'Timetable' | 'List') => page.getByRole('group', { name: 'View' }).getByRole('button', { name, exact: true });
const dayButton = (page: Page, name: string) => page.getByRole('group', { name: 'Conference days' }).getByRole('button', { name });

test('on a wide screen the day is a timetable with the rooms as columns; the list is a click away and kept in the address', async ({ page }) => {
  test.setTimeout(90_000); // two axe runs
  const console = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, '/schedule');
  await expect(grid(page)).toHaveAccessibleName('Timetable for Monday, November 17, 2025');
  // The demo's rooms that day, in order (sessions other specs leave on the server may add rooms between them).
  await expect(grid(page).getByTestId('timetable-room')).toContainText(['Foyer', 'Plenary Hall', 'Room 2']);
  await expect(block(page, 'Opening panel: the year in language technology')).toHaveAttribute('data-room', 'Plenary Hall');
  await expect(block(page, 'Lunch and networking')).toHaveAttribute('data-room', 'Foyer');
  await expect(block(page, 'Use cases: pharma and automotive')).toHaveAttribute('data-room', 'Room 2');
  await expect(card(page, 'Opening panel: the year in language technology').getByTestId('session-time')).toHaveText('9:00 AM - 10:00 AM');
  // To a screen reader the day is a table: the rooms head its columns, the start times its rows.
  await expect(grid(page)).toMatchAriaSnapshot(`
    - region "Timetable for Monday, November 17, 2025":
      - table "Monday, November 17, 2025":
        - row:
          - columnheader "Start time"
          - columnheader "Foyer"
          - columnheader "Plenary Hall"
        - rowgroup:
          - row "9:00 AM":
            - rowheader "9:00 AM"
            - cell
            - cell:
              - article:
                - 'heading "Opening panel: the year in language technology" [level=3]'
          - row "12:15 PM":
            - rowheader "12:15 PM"
            - cell:
              - article:
                - heading "Lunch and networking" [level=3]
  `);

  // Positioned by time: the 9:00-10:00 panel sits above the 10:30 keynote in its column, an hour tall; lunch
  // (12:15) is in the first column, the afternoon talk in the third.
  const panel = (await block(page, 'Opening panel: the year in language technology').boundingBox())!;
  const keynote = (await block(page, 'Keynote: translation at parliament scale').boundingBox())!;
  const lunch = (await block(page, 'Lunch and networking').boundingBox())!;
  const afternoon = (await block(page, 'Use cases: pharma and automotive').boundingBox())!;
  expect(Math.abs(panel.x - keynote.x)).toBeLessThan(1);
  expect(keynote.y - panel.y).toBeCloseTo(90 * 1.6, 0);
  expect(panel.height).toBeCloseTo(60 * 1.6 - 2, 0);
  expect(lunch.x).toBeLessThan(panel.x);
  expect(afternoon.x).toBeGreaterThan(panel.x);
  expect(afternoon.y).toBeGreaterThan(lunch.y);

  // The next day has its own columns.
  await dayButton(page, 'Tuesday, November 18, 2025').click();
  await expect(grid(page)).toHaveAccessibleName('Timetable for Tuesday, November 18, 2025');
  await expect(grid(page).getByTestId('timetable-room')).toContainText(['Plenary Hall', 'Room 2', 'Room 3']);

  await viewButton(page, 'List').click();
  await expect(page).toHaveURL(/\/schedule\?view=list$/);
  await expect(grid(page)).toHaveCount(0);
  await expect(card(page, 'Workshop: terminology tools in practice')).toContainText('Room: Room 3');
  await page.reload();
  await untilInteractive(page);
  await expect(viewButton(page, 'List')).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, 'Opening panel: the year in language technology')).toBeVisible();
  await expect(grid(page)).toHaveCount(0);
  await viewButton(page, 'Timetable').click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(grid(page)).toBeVisible();

  // A phone always gets the list, and no view switch.
  await resizeViewport(page, 390, 844);
  await expect(grid(page)).toHaveCount(0);
  await expect(card(page, 'Opening panel: the year in language technology')).toBeVisible();
  await expect(page.getByRole('group', { name: 'View' })).toHaveCount(0);
  await resizeViewport(page, 1280, 900);
  await expect(grid(page)).toBeVisible();

  await expectAccessible(page, () => expect(card(page, 'Opening panel: the year in language technology')).toBeVisible());
  console.expectNone();
});

test('search and filters narrow the timetable and the list, live in the address, and a shared address opens them', async ({ page, request }) => {
  test.setTimeout(90_000);
  const console = watchConsole(page);
  const admin = await sessionsApi(request);
  const title = unique('Speech corpora');
  await admin.create({
    title,
    description: 'Collecting speech in Plenary Hall.',
    type: 'workshop',
    room: 'Plenary Hall',
    startTime: '2025-11-17T15:00:00.000Z',
    endTime: '2025-11-17T15:45:00.000Z',
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, '/schedule');
  await expect(grid(page)).toBeVisible();

  await page.getByRole('button', { name: 'Search and filters' }).click();
  const filters = page.getByRole('search', { name: 'Filter sessions' });
  await filters.getByLabel('Room', { exact: true }).selectOption('Plenary Hall');
  await expect(page).toHaveURL(/\/schedule\?room=Plenary\+Hall$/);
  await expect(grid(page).getByTestId('timetable-room')).toHaveText(['Plenary Hall']);
  // Other tests share the database: what the first day holds in Plenary Hall, as the server says.
  const { schedule } = (await (await request.get('/public/schedule?day=2025-11-17')).json()) as { schedule: { room: string; type: string }[] };
  const inHall = schedule.filter((s) => s.room === 'Plenary Hall');
  await expect(grid(page).getByTestId('schedule-session')).toHaveCount(inHall.length);
  await filters.getByLabel('Type', { exact: true }).selectOption('workshop');
  await expect(grid(page).getByTestId('schedule-session')).toHaveCount(inHall.filter((s) => s.type === 'workshop').length);
  await filters.getByLabel('Type', { exact: true }).selectOption('');
  // Typed at once, before the page has drawn the cleared type: the address keeps both changes.
  await filters.getByLabel('Search sessions', { exact: true }).fill('keynote parliament');
  await expect(page).toHaveURL(/\/schedule\?room=Plenary\+Hall&q=keynote\+parliament$/);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'true');
  await expect(grid(page).getByTestId('schedule-session')).toHaveText([/Keynote: translation at parliament scale/]);

  // The list shows the same one.
  await viewButton(page, 'List').click();
  await expect(page.getByTestId('schedule-session')).toHaveCount(1);
  await expect(card(page, 'Keynote: translation at parliament scale')).toBeVisible();
  // Descriptions are searched too.
  await filters.getByLabel('Search sessions', { exact: true }).fill('collecting SPEECH');
  await expect(page.getByTestId('schedule-session')).toHaveText([new RegExp(title)]);
  const shared = page.url();
  expect(shared).toMatch(/\/schedule\?room=Plenary\+Hall&q=collecting\+SPEECH&view=list$/);

  // The shared address reopens the same view, at phone width too, where the filters stack.
  const other = await page.context().newPage();
  const otherConsole = watchConsole(other);
  await other.setViewportSize({ width: 390, height: 844 });
  await openPage(other, new URL(shared).pathname + new URL(shared).search);
  const otherFilters = other.getByRole('search', { name: 'Filter sessions' });
  await expect(otherFilters.getByLabel('Room', { exact: true })).toHaveValue('Plenary Hall');
  await expect(otherFilters.getByLabel('Search sessions', { exact: true })).toHaveValue('collecting SPEECH');
  await expect(other.getByTestId('schedule-session')).toHaveText([new RegExp(title)]);
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Nothing on another day: the empty state says why.
  await dayButton(other, 'Tuesday, November 18, 2025').click();
  await expect(other.getByRole('heading', { name: 'No Events on This Day' })).toBeVisible();
  await expect(other.getByText('No sessions on this date match the search and filters.', { exact: false })).toBeVisible();
  await otherFilters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(other).toHaveURL(/\/schedule\?view=list$/);
  await expect(other.getByTestId('schedule-session').first()).toBeVisible();
  otherConsole.expectNone();
  await other.close();

  await expectAccessible(page, () => expect(card(page, title)).toBeVisible());
  console.expectNone();
});

test("an organiser's move shows up live in the open timetable", async ({ page, request }) => {
  const console = watchConsole(page);
  const admin = await sessionsApi(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, '/schedule');
  await expect(grid(page)).toBeVisible();

  const title = unique('Moving talk');
  const room = unique('Grid Room');
  const session = await admin.create({
    title,
    description: 'Moved around.',
    type: 'talk',
    room,
    startTime: '2025-11-17T16:00:00.000Z',
    endTime: '2025-11-17T16:45:00.000Z',
  });
  await expect(block(page, title)).toHaveAttribute('data-room', room);
  await expect(grid(page).getByTestId('timetable-room')).toContainText([room]);
  await expect(card(page, title).getByTestId('session-time')).toHaveText('5:00 PM - 5:45 PM');

  await admin.move(session, { startTime: '2025-11-17T14:00:00.000Z', room: 'Room 2' });
  await expect(block(page, title)).toHaveAttribute('data-room', 'Room 2');
  await expect(card(page, title).getByTestId('session-time')).toHaveText('3:00 PM - 3:45 PM');
  // Its old room has no session left that day, so its column is gone; the block sits below the 1:30 PM talk.
  await expect(grid(page).getByTestId('timetable-room').filter({ hasText: room })).toHaveCount(0);
  const moved = (await block(page, title).boundingBox())!;
  const before = (await block(page, 'Use cases: pharma and automotive').boundingBox())!;
  expect(Math.abs(moved.x - before.x)).toBeLessThan(1);
  expect(moved.y - before.y).toBeCloseTo(90 * 1.6, 0);
  // Said above the programme and read out politely (WCAG 4.1.3), once the edits pause: this one, or a count when
  // other edits came with it.
  await expect(page.getByTestId('programme-announcement')).toContainText(new RegExp(`Programme updated: (${title}: |\\d+ changes)`));
  console.expectNone();
});

test('during the event /schedule opens on today and shows what runs now and next in each room, following the clock and the organisers', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const console = watchConsole(page);
  const admin = await sessionsApi(request);
  // Tuesday 18 November, 9:45 at the venue (UTC+1).
  await page.clock.install({ time: new Date('2025-11-18T08:45:00Z') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, '/schedule');

  const nowNext = page.getByRole('region', { name: 'Now and next' });
  const room = (name: string) => nowNext.getByTestId('now-next-room').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  await expect(dayButton(page, 'Tuesday, November 18, 2025')).toHaveAttribute('aria-pressed', 'true');
  await expect(grid(page)).toHaveAccessibleName('Timetable for Tuesday, November 18, 2025');
  // Other tests may have added rooms that day (the database is shared): these three are the demo's.
  await expect(nowNext.getByTestId('now-next-room').getByRole('heading', { level: 3 })).toContainText(['Plenary Hall', 'Room 2', 'Room 3']);
  await expect(room('Plenary Hall')).toContainText('Now: Nothing');
  await expect(room('Plenary Hall')).toContainText('Next: Keynote: opening media archives to AI (11:00 AM - 11:45 AM)');
  await expect(room('Room 2')).toContainText('Now: Retail and healthcare applications (9:30 AM - 10:15 AM)');
  await expect(room('Room 2')).toContainText('Next: Nothing');
  // The cancelled talk later in Room 3 is not next.
  await expect(room('Room 3')).toContainText('Now: Workshop: terminology tools in practice');
  await expect(room('Room 3')).toContainText('Next: Nothing');

  // An organiser adds a talk to Room 2: it is next there at once.
  const title = unique('Late addition');
  await admin.create({
    title,
    description: 'Added during the event.',
    type: 'talk',
    room: 'Room 2',
    startTime: '2025-11-18T11:00:00.000Z',
    endTime: '2025-11-18T11:30:00.000Z',
  });
  await expect(room('Room 2')).toContainText(`Next: ${title} (12:00 PM - 12:30 PM)`);

  // Time moves on: at 10:20 the Room 2 talk is over, at 11:05 the keynote runs.
  await page.clock.fastForward('35:00');
  await expect(room('Room 2')).toContainText('Now: Nothing');
  await expect(room('Room 3')).toContainText('Now: Workshop: terminology tools in practice');
  await page.clock.fastForward('45:00');
  await expect(room('Plenary Hall')).toContainText('Now: Keynote: opening media archives to AI');
  await expect(room('Room 3')).toHaveCount(0);

  // Filters apply here too.
  await page.getByRole('button', { name: 'Search and filters' }).click();
  await page.getByRole('search', { name: 'Filter sessions' }).getByLabel('Room', { exact: true }).selectOption('Room 2');
  await expect(nowNext.getByTestId('now-next-room')).toHaveCount(1);
  await expect(room('Room 2')).toBeVisible();

  await expectAccessible(page, () => expect(room('Room 2')).toBeVisible());
  console.expectNone();
});

test('on a phone "Now and next" is a short row per room: the room, then one line each for now and next with their times', async ({ page }) => {
  test.setTimeout(90_000);
  const console = watchConsole(page);
  // Tuesday 18 November, 9:45 at the venue, as above.
  await page.clock.install({ time: new Date('2025-11-18T08:45:00Z') });
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/schedule');
  const nowNext = page.getByRole('region', { name: 'Now and next' });
  const rooms = nowNext.getByTestId('now-next-room');
  const room = (name: string) => rooms.filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  await expect(rooms.getByRole('heading', { level: 3 })).toContainText(['Plenary Hall', 'Room 2', 'Room 3']);
  // The whole text is there (for screen readers and search); a long title is shortened on screen, the time is not.
  await expect(room('Room 2')).toContainText('Now: Retail and healthcare applications (9:30 AM - 10:15 AM)');
  await expect(room('Plenary Hall')).toContainText('Next: Keynote: opening media archives to AI (11:00 AM - 11:45 AM)');

  const lineHeight = await nowNext
    .getByTestId('now-next-line')
    .first()
    .evaluate((line) => parseFloat(getComputedStyle(line).lineHeight));
  for (const name of ['Plenary Hall', 'Room 2', 'Room 3']) {
    // Three lines: the room, now and next, none of them wrapping.
    for (const line of await room(name).getByTestId('now-next-line').all()) {
      expect((await line.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
      const time = line.getByText(/^\(\d/);
      if (await time.count()) {
        const [lineBox, timeBox] = [(await line.boundingBox())!, (await time.boundingBox())!];
        expect(timeBox.x + timeBox.width).toBeLessThanOrEqual(lineBox.x + lineBox.width + 1);
      }
    }
    expect((await room(name).boundingBox())!.height).toBeLessThan(lineHeight * 5);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, () => expect(room('Room 2')).toBeVisible());

  // The desktop keeps its cards, titles wrapping in full.
  await resizeViewport(page, 1280, 900);
  const wide = (await room('Room 2').boundingBox())!;
  expect(wide.width).toBeLessThan(1280 / 2);
  await expect(room('Room 2')).toHaveCSS('border-top-style', 'solid');
  console.expectNone();
});

test('outside the event there is no "Now and next" and /schedule opens on the first day', async ({ page }) => {
  const console = watchConsole(page);
  await page.clock.install({ time: new Date('2025-11-20T09:00:00Z') });
  await openPage(page, '/schedule');
  await expect(dayButton(page, 'Monday, November 17, 2025')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('schedule-session').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Now and next' })).toHaveCount(0);
  console.expectNone();
});
