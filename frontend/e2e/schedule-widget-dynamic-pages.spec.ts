// The embeddable schedule widget on pages that change after they load, as pages rendered by a framework do: the
// schedule's elements appear later, move between rooms (data-room changed), leave and come back. Each one shows the
// schedule while it is on the page, all of them share one live connection, and that connection is closed while
// none is there. The script itself may run before the page's body exists, deferred or async.
import { expect, test, type Page, type WebSocket } from './fixtures';
import { adminSessions, type AdminSession } from './helpers';
import { blogPage, useOtherSite } from './other-site';
import { unique, watchConsole } from './page-checks';

const site = useOtherSite();

/** The page's live connections to the app, as they open and close. */
function watchSockets(page: Page) {
  const sockets: WebSocket[] = [];
  const closed = new Set<WebSocket>();
  page.on('websocket', (socket) => {
    sockets.push(socket);
    socket.on('close', () => closed.add(socket));
  });
  return { opened: () => sockets.length, open: () => sockets.filter((s) => !closed.has(s)).length };
}

/** What the page's own code would do: put a schedule element for `room` into the page, or change its room. */
const addSchedule = (page: Page, id: string, room: string) =>
  page.evaluate(
    ([id, room]) => {
      const element = document.createElement('div');
      element.id = id;
      element.setAttribute('data-conference-schedule', '');
      element.setAttribute('data-room', room);
      document.querySelector('main')!.append(element);
    },
    [id, room],
  );

test('schedule elements added after load, refiltered, removed and added back stay live on one connection', async ({ page, request, baseURL }) => {
  const console = watchConsole(page);
  const admin = await adminSessions(request);
  const hall = unique('Late Hall');
  const annex = unique('Late Annex');
  const created: AdminSession[] = [];
  const session = async (title: string, start: string, end: string, room: string) => {
    const made = await admin.create({ title, description: 'On a page that renders late.', type: 'talk', startTime: start, endTime: end, room });
    created.push(made);
    return made;
  };
  try {
    const talk = await session(unique('Hall talk'), '2025-11-18T09:00:00.000Z', '2025-11-18T10:00:00.000Z', hall);
    const workshop = await session(unique('Annex workshop'), '2025-11-18T12:00:00.000Z', '2025-11-18T13:00:00.000Z', annex);
    // The page renders its content half a second after it has loaded (the widget's script has run by then).
    site.serve(
      blogPage(`
    <main></main>
    <script>
      addEventListener('load', () => setTimeout(() => {
        const element = document.createElement('div');
        element.id = 'first';
        element.setAttribute('data-conference-schedule', '');
        element.setAttribute('data-room', ${JSON.stringify(hall)});
        document.querySelector('main').append(element);
      }, 500));
    </script>
    <script src="${baseURL}/widget.js" async></script>`),
    );
    const sockets = watchSockets(page);
    await page.goto(`${site.origin}/`);
    const first = page.locator('#first li');
    await expect(first).toHaveCount(1);
    await expect(first).toContainText('10:00 AM - 11:00 AM');

    // Another one, later, for the other room.
    await addSchedule(page, 'second', annex);
    const second = page.locator('#second li');
    await expect(second).toHaveCount(1);
    await expect(second).toContainText('1:00 PM - 2:00 PM');
    expect(sockets.opened()).toBe(1);

    // One change reaches both: the workshop moves into the hall.
    const moved = await admin.update(workshop, { room: hall });
    await expect(first).toHaveCount(2);
    await expect(first.nth(1)).toContainText(`Room: ${hall}`);
    await expect(page.locator('#second').getByText('No sessions to show.')).toBeVisible();
    await expect(second).toHaveCount(0);

    // The second one now asks for the hall: it shows what the first one does.
    await page.locator('#second').evaluate((element, room) => element.setAttribute('data-room', room), hall);
    await expect(second).toHaveCount(2);
    await expect(second.first()).toContainText('10:00 AM - 11:00 AM');

    // All gone: the connection closes. A change meanwhile is caught up once one comes back, on a new connection.
    await page.evaluate(() => document.querySelectorAll('[data-conference-schedule]').forEach((element) => element.remove()));
    await expect.poll(sockets.open).toBe(0);
    await admin.move(talk, { startTime: '2025-11-18T07:00:00.000Z', endTime: '2025-11-18T08:00:00.000Z' });
    await addSchedule(page, 'back', hall);
    const back = page.locator('#back li');
    await expect(back.first()).toContainText('8:00 AM - 9:00 AM');
    await expect.poll(sockets.open).toBe(1);
    expect(sockets.opened()).toBe(2);
    // And live again: a change made now shows without a reload.
    await admin.update(moved, { status: 'cancelled' });
    await expect(back.nth(1).getByText('Cancelled', { exact: true })).toBeVisible();
    console.expectNone();
  } finally {
    for (const s of created) await admin.remove(s).catch(() => undefined);
  }
});

test('the script runs before the body exists, deferred or async', async ({ page, request, baseURL }) => {
  const console = watchConsole(page);
  const admin = await adminSessions(request);
  const room = unique('Script Room');
  const title = unique('Script talk');
  const session = await admin.create({
    title,
    description: 'Loaded every way.',
    type: 'talk',
    startTime: '2025-11-18T09:00:00.000Z',
    endTime: '2025-11-18T10:00:00.000Z',
    room,
  });
  try {
    for (const attribute of ['', 'defer', 'async']) {
      site.serve(blogPage(`<div data-conference-schedule data-room="${room}"></div>`, `<script src="${baseURL}/widget.js" ${attribute}></script>`));
      await page.goto(`${site.origin}/`);
      const listed = page.locator('[data-conference-schedule] li');
      await expect(listed, `<script ${attribute}> in the head`).toHaveCount(1);
      await expect(listed).toContainText(title);
    }
    console.expectNone();
  } finally {
    await admin.remove(session);
  }
});
