// The public schedule follows the organisers live: a session moved, given another room, cancelled and removed through
// the admin API shows its new state and a 'What changed' entry on an open /schedule page without a reload; changes of
// one session within the notice window are one entry with their net change, and a move taken back leaves none; the
// exports download as files a parser reads.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { adminSessions, sessionsRemovedAfterEach } from './helpers';
import { countNavigations, expectAccessible, openPage, unique, watchConsole } from './page-checks';

const sessionsApi = sessionsRemovedAfterEach();

const card = (page: Page, title: string) =>
  page.getByTestId('schedule-session').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
const change = (page: Page, title: string, text: string) => page.getByTestId('schedule-change').filter({ hasText: `${title}: ${text}` });

async function openChanges(page: Page) {
  const summary = page.getByRole('button', { name: /What changed/ });
  await expect(summary).toBeVisible();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
}

/** The file a Subscribe menu item downloads. */
async function downloaded(page: Page, itemName: string) {
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const waiting = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: itemName }).click();
  const download = await waiting;
  return { name: download.suggestedFilename(), text: readFileSync((await download.path())!, 'utf8') };
}

test('an open /schedule page shows moves, room changes, cancellations and removals live, with what changed', async ({ page, request }) => {
  const console = watchConsole(page);
  const admin = await sessionsApi(request);
  await openPage(page, '/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Conference Schedule' })).toBeVisible();
  await expect(page.getByTestId('schedule-session').first()).toBeVisible();
  const navigations = countNavigations(page);

  // One session for each kind of change (changes of one session within the notice window make one entry), all at
  // 17:00-17:45 at the venue on the first day, which the page shows first.
  const roomA = unique('Live Room A');
  const roomB = unique('Live Room B');
  const talk = async (name: string) => {
    const title = unique(name);
    const session = await admin.create({
      title,
      description: 'A session the organisers change.',
      type: 'talk',
      startTime: '2025-11-17T16:00:00.000Z',
      endTime: '2025-11-17T16:45:00.000Z',
      room: roomA,
    });
    await expect(card(page, title).getByTestId('session-time')).toHaveText('5:00 PM - 5:45 PM');
    await expect(card(page, title)).toContainText(`Room: ${roomA}`);
    return { ...session, title };
  };
  const moved = await talk('Moved talk');
  const reroomed = await talk('Re-roomed talk');
  const cancelled = await talk('Cancelled talk');
  const removed = await talk('Removed talk');

  await admin.move(moved, { startTime: '2025-11-17T17:00:00.000Z' });
  await expect(card(page, moved.title).getByTestId('session-time')).toHaveText('6:00 PM - 6:45 PM');
  await openChanges(page);
  await expect(change(page, moved.title, 'moved from Mon 5:00 PM to Mon 6:00 PM')).toHaveCount(1);
  await expect(change(page, moved.title, 'moved from').getByText(/^Changed \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();

  await admin.update(reroomed, { room: roomB });
  await expect(card(page, reroomed.title)).toContainText(`Room: ${roomB}`);
  await expect(change(page, reroomed.title, `room changed from ${roomA} to ${roomB}`)).toHaveCount(1);

  await admin.update(cancelled, { status: 'cancelled' });
  const cancelledCard = card(page, cancelled.title);
  await expect(cancelledCard.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(cancelledCard).toHaveAttribute('data-cancelled', 'true');
  await expect(change(page, cancelled.title, 'cancelled')).toHaveCount(1);
  // Newest first.
  await expect(page.getByTestId('schedule-change').first()).toContainText(`${cancelled.title}: cancelled`);

  await expectAccessible(page, () => expect(change(page, cancelled.title, 'cancelled')).toBeVisible());

  await admin.remove(removed);
  await expect(card(page, removed.title)).toHaveCount(0);
  await expect(change(page, removed.title, 'removed from the programme')).toHaveCount(1);

  expect(navigations()).toBe(0);
  console.expectNone();
});

test("a move taken back within the notice window leaves no 'What changed' entry, and moves on say only where they ended", async ({ page, request }) => {
  const console = watchConsole(page);
  const admin = await sessionsApi(request);
  await openPage(page, '/schedule');
  await expect(page.getByTestId('schedule-session').first()).toBeVisible();
  const navigations = countNavigations(page);
  const room = unique('Net Room');
  const talk = async (name: string) => {
    const title = unique(name);
    const session = await admin.create({
      title,
      description: 'A session the organisers change their minds about.',
      type: 'talk',
      startTime: '2025-11-17T16:00:00.000Z',
      endTime: '2025-11-17T16:45:00.000Z',
      room,
    });
    await expect(card(page, title)).toBeVisible();
    return { ...session, title };
  };
  const back = await talk('Moved back');
  const onward = await talk('Moved onward');
  // Moved and moved back by hand, back to back; then another session moves twice. The page takes the pushes in order,
  // so once the last one shows, the first session's have been taken too.
  const there = await admin.move(back, { startTime: '2025-11-17T17:00:00.000Z' });
  await admin.move(there, { startTime: '2025-11-17T16:00:00.000Z' });
  const halfway = await admin.move(onward, { startTime: '2025-11-17T17:00:00.000Z' });
  const otherRoom = unique('Net Room B');
  await admin.move(halfway, { startTime: '2025-11-17T18:00:00.000Z', room: otherRoom });
  await expect(card(page, onward.title).getByTestId('session-time')).toHaveText('7:00 PM - 7:45 PM');
  await openChanges(page);
  await expect(change(page, onward.title, `moved from Mon 5:00 PM to Mon 7:00 PM, room changed from ${room} to ${otherRoom}`)).toHaveCount(1);
  await expect(page.getByTestId('schedule-change').filter({ hasText: `${onward.title}:` })).toHaveCount(1);
  await expect(page.getByTestId('schedule-change').filter({ hasText: `${back.title}:` })).toHaveCount(0);
  await expect(card(page, back.title).getByTestId('session-time')).toHaveText('5:00 PM - 5:45 PM');

  await expectAccessible(page, () => expect(change(page, onward.title, 'moved from')).toBeVisible());
  expect(navigations()).toBe(0);
  console.expectNone();
});

test('the schedule downloads as iCalendar, frab-style JSON and frab XML, all parseable', async ({ page, request }) => {
  const console = watchConsole(page);
  const admin = await adminSessions(request);
  const title = unique('Exported talk');
  const session = await admin.create({
    title,
    description: 'A session that the exports must carry.',
    type: 'workshop',
    startTime: '2025-11-18T13:00:00.000Z',
    endTime: '2025-11-18T14:30:00.000Z',
    room: unique('Export Room'),
  });
  try {
    await openPage(page, '/schedule');
    // One Subscribe menu holds every way to take the programme elsewhere.
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Add to calendar (.ics)' })).toHaveAttribute('href', '/public/schedule.ics');
    await expect(menu.getByRole('menuitem', { name: 'Schedule data (JSON)' })).toHaveAttribute('href', '/public/schedule.json');
    await expect(menu.getByRole('menuitem', { name: 'frab XML (apps)' })).toHaveAttribute('href', '/public/schedule.xml');
    await expect(menu.getByRole('menuitem', { name: 'Embed on your site' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    const ics = await downloaded(page, 'Add to calendar (.ics)');
    expect(ics.name).toBe('schedule.ics');
    const lines = ics.text.replace(/\r\n[ \t]/g, '').split(/\r\n/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT').length).toBe(lines.filter((l) => l === 'END:VEVENT').length);
    expect(lines).toContain(`SUMMARY:${title}`);
    expect(lines.filter(Boolean).at(-1)).toBe('END:VCALENDAR');

    const json = await downloaded(page, 'Schedule data (JSON)');
    expect(json.name).toBe('schedule.json');
    const { schedule } = JSON.parse(json.text);
    expect(schedule.conference.time_zone_name).toBe('Europe/Vienna');
    const day = schedule.conference.days.find((d: { date: string }) => d.date === '2025-11-18');
    const events = Object.values(day.rooms).flat() as { id: number; title: string; start: string; duration: string; type: string }[];
    expect(events.find((e) => e.id === session.id)).toMatchObject({ title, start: '14:00', duration: '01:30', type: 'workshop' });

    const xml = await downloaded(page, 'frab XML (apps)');
    expect(xml.name).toBe('schedule.xml');
    // Read with the browser's own XML parser, as a web-based schedule viewer would.
    const event = await page.evaluate(
      ({ text, id }) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        const found = doc.querySelector(`schedule > day > room > event[id="${id}"]`);
        const field = (name: string) => found?.querySelector(`:scope > ${name}`)?.textContent;
        return {
          broken: doc.querySelector('parsererror') !== null,
          day: found?.parentElement?.parentElement?.getAttribute('date'),
          title: field('title'),
          start: field('start'),
          duration: field('duration'),
          type: field('type'),
        };
      },
      { text: xml.text, id: session.id },
    );
    expect(event).toEqual({ broken: false, day: '2025-11-18', title, start: '14:00', duration: '01:30', type: 'workshop' });
    console.expectNone();
  } finally {
    await admin.remove(session);
  }
});
