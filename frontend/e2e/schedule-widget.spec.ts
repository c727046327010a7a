// The embeddable schedule widget on another site: a plain HTML page served from another origin (its own small HTTP
// server here) carries the organisers' snippet, and the widget shows the app's sessions filtered by day and room in
// its shadow root, untouched by the page's styles, and follows moves, room changes, cancellations, new sessions and
// removals made through the admin API without a reload. The iframe fallback (/embed/schedule) does the same.
import { expect, test, type FrameLocator, type Page, type WebSocketRoute } from './fixtures';
import { adminSessions, type AdminSession } from './helpers';
import { blogPage, useOtherSite } from './other-site';
import { adminApi, countNavigations, expectAccessible, openPage, unique, watchConsole } from './page-checks';

const site = useOtherSite();

const item = (scope: Page | FrameLocator, widget: string, title: string) => scope.locator(widget).locator('li').filter({ hasText: title });

test('the widget on a plain HTML page updating live', async ({ page, request, baseURL }) => {
  const console = watchConsole(page);
  const admin = await adminSessions(request);
  const speakers = await adminApi(request);
  const room = unique('Widget Hall');
  const otherRoom = unique('Widget Annex');
  const speaker = await speakers.createSpeaker({ name: unique('Widget Speaker'), title: 'Lexicographer', display_on_public: true });
  const created: AdminSession[] = [];
  const titles = new Map<AdminSession, string>();
  const session = async (prefix: string, start: string, end: string, where: string) => {
    const title = unique(prefix);
    const made = await admin.create({
      title,
      description: 'On the widget.',
      type: 'talk',
      startTime: start,
      endTime: end,
      room: where,
      speakers: [{ id: speaker.id }],
    });
    created.push(made);
    titles.set(made, title);
    return made;
  };
  try {
    // 10:00-11:00 at the venue on the 18th in the room; 14:00-15:00 in another room; one the next day.
    const opening = await session('Widget opening', '2025-11-18T09:00:00.000Z', '2025-11-18T10:00:00.000Z', room);
    const panel = await session('Widget panel', '2025-11-18T13:00:00.000Z', '2025-11-18T14:00:00.000Z', otherRoom);
    const dayTwo = await session('Widget day two', '2025-11-19T08:00:00.000Z', '2025-11-19T09:00:00.000Z', room);

    site.serve(
      blogPage(`
    <div id="one-day" data-conference-schedule data-day="2025-11-18" data-room="${room.toUpperCase()}"></div>
    <div id="whole-room" data-conference-schedule data-room="${room}"></div>
    <script src="${baseURL}/widget.js" async></script>`),
    );
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto(`${site.origin}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Where to find us next week' })).toBeVisible();
    const navigations = countNavigations(page);

    // The day and room filter (the room in any case): only the opening.
    const oneDay = page.locator('#one-day');
    await expect(oneDay.getByRole('heading', { level: 2, name: 'Conference Schedule' })).toBeVisible();
    await expect(oneDay.getByRole('heading', { level: 3 })).toHaveText(['Tuesday, November 18, 2025']);
    await expect(oneDay.locator('li')).toHaveCount(1);
    const openingItem = item(page, '#one-day', titles.get(opening)!);
    await expect(openingItem).toBeVisible();
    await expect(openingItem).toContainText('10:00 AM - 11:00 AM');
    await expect(openingItem).toContainText(`Room: ${room}`);
    await expect(openingItem).toContainText(/Speaker: Widget Speaker \w+/);
    await expect(oneDay.getByRole('link', { name: 'Full schedule' })).toHaveAttribute('href', `${baseURL}/schedule`);
    // The blog's rules stay outside: its h3 colour does not reach the widget's day heading.
    await expect(oneDay.getByRole('heading', { level: 3 })).not.toHaveCSS('color', 'rgb(255, 0, 0)');

    // The room alone: both days, grouped.
    const wholeRoom = page.locator('#whole-room');
    await expect(wholeRoom.getByRole('heading', { level: 3 })).toHaveText(['Tuesday, November 18, 2025', 'Wednesday, November 19, 2025']);
    await expect(item(page, '#whole-room', titles.get(dayTwo)!)).toContainText('9:00 AM - 10:00 AM');

    // Moved to 11:30-12:30.
    const moved = await admin.move(opening, { startTime: '2025-11-18T10:30:00.000Z', endTime: '2025-11-18T11:30:00.000Z' });
    await expect(openingItem).toContainText('11:30 AM - 12:30 PM');
    // Cancelled: marked, still listed.
    await admin.update(moved, { status: 'cancelled' });
    await expect(openingItem.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(openingItem).toHaveAttribute('data-cancelled', 'true');
    // The panel moves into this room: it joins, in time order.
    await admin.update(panel, { room });
    await expect(oneDay.locator('li')).toHaveCount(2);
    await expect(oneDay.locator('li').nth(1)).toContainText(titles.get(panel)!);
    // A new session there, earlier that day: first.
    const keynote = await session('Widget keynote', '2025-11-18T07:00:00.000Z', '2025-11-18T08:00:00.000Z', room);
    await expect(oneDay.locator('li').first()).toContainText(titles.get(keynote)!);
    await expect(oneDay.locator('li').first()).toContainText('8:00 AM - 9:00 AM');
    // Removed: gone from both widgets.
    await admin.remove(dayTwo);
    await expect(wholeRoom.getByRole('heading', { level: 3 })).toHaveText(['Tuesday, November 18, 2025']);
    await expect(wholeRoom.locator('li')).toHaveCount(3);

    expect(navigations()).toBe(0);
    // Both widgets share one live connection to the app, a WebSocket (no long polling).
    expect(sockets).toEqual([`${baseURL!.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`]);
    console.expectNone();
  } finally {
    for (const s of created) await admin.remove(s).catch(() => undefined);
    await speakers.deleteSpeaker(speaker.id);
  }
});

test("the widget in German: asked for on its element or the script tag, or the page's language", async ({ page, request, baseURL }) => {
  const console = watchConsole(page);
  const admin = await adminSessions(request);
  const speakers = await adminApi(request);
  const room = unique('Sprachsaal');
  const speaker = await speakers.createSpeaker({ name: unique('Widget Sprecherin'), title: 'Linguist', display_on_public: true });
  const title = unique('Widget Vortrag');
  // 10:00-11:00 at the venue on the 18th.
  const session = await admin.create({
    title,
    description: 'Auf Deutsch.',
    type: 'talk',
    startTime: '2025-11-18T09:00:00.000Z',
    endTime: '2025-11-18T10:00:00.000Z',
    room,
    speakers: [{ id: speaker.id }],
  });
  try {
    // On an English page: one element asks for German, the other follows the page.
    site.serve(
      blogPage(`
    <div id="german" data-conference-schedule data-room="${room}" data-lang="de"></div>
    <div id="english" data-conference-schedule data-room="${room}"></div>
    <script src="${baseURL}/widget.js" async></script>`),
    );
    await page.goto(`${site.origin}/`);
    const german = page.locator('#german');
    await expect(german.getByRole('heading', { level: 2, name: 'Konferenzprogramm' })).toBeVisible();
    await expect(german.getByRole('region', { name: 'Konferenzprogramm' })).toHaveAttribute('lang', 'de');
    await expect(german.getByRole('heading', { level: 3 })).toHaveText(['Dienstag, 18. November 2025']);
    const item = german.locator('li').filter({ hasText: title });
    await expect(item).toContainText('10:00 - 11:00');
    await expect(item).toContainText(`Raum: ${room}`);
    await expect(item).toContainText(/Vortragende\/r: Widget Sprecherin \w+/);
    await expect(german.getByRole('link', { name: 'Ganzes Programm' })).toHaveAttribute('href', `${baseURL}/de/schedule`);
    const english = page.locator('#english');
    await expect(english.getByRole('heading', { level: 2, name: 'Conference Schedule' })).toBeVisible();
    await expect(english.getByRole('heading', { level: 3 })).toHaveText(['Tuesday, November 18, 2025']);
    await expect(english.locator('li').filter({ hasText: title })).toContainText('10:00 AM - 11:00 AM');

    // A cancellation, live, in each element's language.
    await admin.update(session, { status: 'cancelled' });
    await expect(item.getByText('Abgesagt', { exact: true })).toBeVisible();
    await expect(english.locator('li').filter({ hasText: title }).getByText('Cancelled', { exact: true })).toBeVisible();

    // The language asked for changes: the element follows at once.
    await page.locator('#german').evaluate((element) => element.setAttribute('data-lang', 'en'));
    await expect(german.getByRole('heading', { level: 3 })).toHaveText(['Tuesday, November 18, 2025']);
    await expect(german.getByRole('link', { name: 'Full schedule' })).toHaveAttribute('href', `${baseURL}/schedule`);

    // A German page (<html lang="de-AT">) gets German without asking; data-lang on the script tag says it for every
    // element of an English page; a language the site does not have falls back to English.
    site.serve(blogPage(`<div data-conference-schedule data-room="${room}"></div><script src="${baseURL}/widget.js" async></script>`, '', 'de-AT'));
    await page.goto(`${site.origin}/`);
    await expect(page.locator('[data-conference-schedule]').getByRole('heading', { level: 3 })).toHaveText(['Dienstag, 18. November 2025']);
    site.serve(blogPage(`<div data-conference-schedule data-room="${room}"></div><script src="${baseURL}/widget.js" data-lang="de" async></script>`));
    await page.goto(`${site.origin}/`);
    await expect(page.locator('[data-conference-schedule]').getByRole('link', { name: 'Ganzes Programm' })).toBeVisible();
    site.serve(blogPage(`<div data-conference-schedule data-room="${room}"></div><script src="${baseURL}/widget.js" async></script>`, '', 'fr'));
    await page.goto(`${site.origin}/`);
    await expect(page.locator('[data-conference-schedule]').getByRole('heading', { level: 2, name: 'Conference Schedule' })).toBeVisible();
    console.expectNone();
  } finally {
    await admin.remove(session);
    await speakers.deleteSpeaker(speaker.id);
  }
});

test('the iframe fallback shows the same schedule, live', async ({ page, request, baseURL }) => {
  const console = watchConsole(page);
  const admin = await adminSessions(request);
  const room = unique('Frame Hall');
  const title = unique('Framed talk');
  const session = await admin.create({
    title,
    description: 'In a frame.',
    type: 'talk',
    startTime: '2025-11-18T12:00:00.000Z',
    endTime: '2025-11-18T13:00:00.000Z',
    room,
  });
  const elsewhere = await admin.create({
    title: unique('Not framed'),
    description: 'x',
    type: 'talk',
    startTime: '2025-11-18T12:00:00.000Z',
    endTime: '2025-11-18T13:00:00.000Z',
    room: unique('Other'),
  });
  try {
    const src = `${baseURL}/embed/schedule?day=2025-11-18&room=${encodeURIComponent(room)}`;
    site.serve(blogPage(`<iframe title="Conference schedule" src="${src}" width="600" height="400"></iframe>`));
    await page.goto(`${site.origin}/`);
    const frame = page.frameLocator('iframe[title="Conference schedule"]');
    await expect(frame.getByRole('heading', { level: 2, name: 'Conference Schedule' })).toBeVisible();
    await expect(frame.locator('li')).toHaveCount(1);
    const framed = frame.locator('li').filter({ hasText: title });
    await expect(framed).toContainText('1:00 PM - 2:00 PM');

    await admin.move(session, { startTime: '2025-11-18T14:00:00.000Z', endTime: '2025-11-18T15:00:00.000Z' });
    await expect(framed).toContainText('3:00 PM - 4:00 PM');
    await admin.update({ id: session.id }, { status: 'cancelled' });
    await expect(framed.getByText('Cancelled', { exact: true })).toBeVisible();

    // The frame in German (lang=): the page's language, which the widget follows.
    site.serve(blogPage(`<iframe title="Konferenzprogramm" src="${src}&lang=de" width="600" height="400"></iframe>`));
    await page.goto(`${site.origin}/`);
    const german = page.frameLocator('iframe[title="Konferenzprogramm"]');
    await expect(german.getByRole('heading', { level: 2, name: 'Konferenzprogramm' })).toBeVisible();
    await expect(german.locator('li').filter({ hasText: title })).toContainText('15:00 - 16:00');
    await expect(german.locator('li').filter({ hasText: title }).getByText('Abgesagt', { exact: true })).toBeVisible();
    console.expectNone();
  } finally {
    await admin.remove(session);
    await admin.remove(elsewhere);
  }
});

test("the schedule page's Embed dialog gives code that shows the chosen day and room elsewhere", async ({ page, context, request, baseURL }) => {
  // Three choices, an accessibility check at two widths and another site's page: over 30 s on a busy machine.
  test.slow();
  const console = watchConsole(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const admin = await adminSessions(request);
  const room = unique('Embed Room');
  const title = unique('Embedded talk');
  const session = await admin.create({
    title,
    description: 'Chosen in the dialog.',
    type: 'talk',
    startTime: '2025-11-19T09:00:00.000Z',
    endTime: '2025-11-19T10:00:00.000Z',
    room,
  });
  try {
    await openPage(page, '/schedule');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('menuitem', { name: 'Embed on your site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Embed the schedule' });
    await dialog.getByRole('combobox', { name: 'Day' }).click();
    await page.getByRole('option', { name: 'Wednesday, November 19, 2025' }).click();
    await dialog.getByRole('combobox', { name: 'Room' }).click();
    await page.getByRole('option', { name: room, exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: 'Code', exact: true })).toHaveValue(
      `<div data-conference-schedule data-day="2025-11-19" data-room="${room}"></div>\n<script src="${baseURL}/widget.js" async></script>`,
    );
    // In German, whatever the language of the site it goes on.
    await dialog.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    const code = `<div data-conference-schedule data-day="2025-11-19" data-room="${room}" data-lang="de"></div>\n<script src="${baseURL}/widget.js" async></script>`;
    await expect(dialog.getByRole('textbox', { name: 'Code', exact: true })).toHaveValue(code);
    await expect(dialog.getByRole('textbox', { name: 'Frame code' })).toHaveValue(
      `<iframe src="${baseURL}/embed/schedule?day=2025-11-19&amp;room=${encodeURIComponent(room).replace(/%20/g, '+')}&amp;lang=de" title="Conference schedule" width="100%" height="600" style="border:0"></iframe>`,
    );
    await expectAccessible(page, () => expect(dialog).toBeVisible());
    await dialog.getByRole('button', { name: 'Copy code' }).click();
    await expect(dialog.getByRole('status').first()).toHaveText('Copied.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(code);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Pasted into another site's (English) page, it shows that one session, in German.
    site.serve(blogPage(copied));
    await page.goto(`${site.origin}/`);
    await expect(page.locator('[data-conference-schedule] li')).toHaveCount(1);
    await expect(page.locator('[data-conference-schedule] li')).toContainText(title);
    await expect(page.locator('[data-conference-schedule]').getByRole('heading', { level: 3 })).toHaveText(['Mittwoch, 19. November 2025']);
    console.expectNone();
  } finally {
    await admin.remove(session);
  }
});

test('the widget catches up with what changed while its connection was down', async ({ page, request, baseURL }) => {
  const console = watchConsole(page);
  const admin = await adminSessions(request);
  const room = unique('Offline Room');
  const title = unique('Offline talk');
  const session = await admin.create({
    title,
    description: 'Moved while the widget was away.',
    type: 'talk',
    startTime: '2025-11-18T09:00:00.000Z',
    endTime: '2025-11-18T10:00:00.000Z',
    room,
  });
  // The widget's live connection passes through here, so the test can cut it and keep it cut.
  let offline = false;
  const connections: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    if (offline) return socket.close();
    socket.connectToServer();
    connections.push(socket);
  });
  const version = async () => Number((await request.get('/public/site-flags')).headers()['x-public-version']);
  try {
    site.serve(blogPage(`<div data-conference-schedule data-room="${room}"></div><script src="${baseURL}/widget.js" async></script>`));
    await page.goto(`${site.origin}/`);
    const listed = page.locator('[data-conference-schedule] li');
    await expect(listed).toContainText('10:00 AM - 11:00 AM');
    await expect.poll(() => connections.length).toBe(1);

    offline = true;
    await connections[0].close();
    const before = await version();
    await admin.move(session, { startTime: '2025-11-18T15:00:00.000Z', endTime: '2025-11-18T16:00:00.000Z' });
    // The move is published (a new public version) while the widget cannot hear of it.
    await expect.poll(version).toBeGreaterThan(before);
    await expect(listed).toContainText('10:00 AM - 11:00 AM');

    // Back online, the server's hello names the newer version, and the widget asks for what changed since its own.
    const catchUp = page.waitForRequest((r) => r.url().startsWith(`${baseURL}/public/changes?since=`), { timeout: 20_000 });
    offline = false;
    await expect(listed).toContainText('4:00 PM - 5:00 PM', { timeout: 20_000 });
    await catchUp;
    console.expectNone();
  } finally {
    await admin.remove(session);
  }
});
