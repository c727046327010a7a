// Streams, recordings and venue maps (issue 47), as people use them: an organiser uploads a floor's plan, places a
// room on it, gives the room a stream and a session its recording; a visitor on the session's page sees where to
// watch, follows "on the map" and finds the room's marker highlighted and focused.
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { ADMIN, adminHeaders, signIn } from './helpers';
import { screenshotToLookAt, unique } from './page-checks';

test.setTimeout(120_000);

test('an organiser maps a room, streams it and links a recording; a visitor watches and finds the room', async ({ page, request, browser }) => {
  const headers = await adminHeaders(request);
  const room = unique('Map Hall');
  const title = unique('Mapped talk');
  const created = await request.post('/api/admin/sessions', {
    headers,
    data: { title, description: 'On the map.', type: 'talk', room, startTime: '2031-06-01T09:00:00Z', endTime: '2031-06-01T10:00:00Z' },
  });
  expect(created.ok()).toBe(true);
  const session = (await created.json()) as { id: number };
  const plan = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#dde6ee' } })
    .png()
    .toBuffer();
  const floor = unique('Ground floor');
  try {
    // The floor's plan, uploaded; the room placed by a click on it.
    await signIn(page, ADMIN.email, ADMIN.password, '/admin?tab=venue');
    const add = page.getByRole('form', { name: 'Add a floor' });
    await add.getByRole('textbox', { name: 'Floor', exact: true }).fill(floor);
    await add.locator('input[type=file]').setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: plan });
    await add.getByRole('button', { name: 'Add floor' }).click();
    const editor = page.getByRole('region', { name: `Floor ${floor}` });
    await expect(editor.getByRole('img', { name: `Plan of ${floor}` })).toBeVisible();
    await editor.getByLabel('Room to place').selectOption(room);
    const onPlan = editor.getByTestId('floor-plan');
    await onPlan.scrollIntoViewIfNeeded();
    const box = (await onPlan.boundingBox())!;
    await onPlan.click({ position: { x: box.width * 0.25, y: box.height * 0.5 } });
    await expect(editor.getByTestId('room-marker').filter({ hasText: room })).toBeVisible();
    // Where it went is shown in the fields that place it without a pointer.
    await expect(editor.getByLabel('Across (%)')).toHaveValue(/^2[45](\.\d)?$/);

    // The room's stream, in the schedule's Rooms dialog; the session's recording, in its form.
    await page.goto('/admin?tab=schedule&view=list');
    await page.getByRole('button', { name: 'Rooms', exact: true }).click();
    const rooms = page.getByRole('dialog', { name: 'Rooms' });
    await rooms.getByRole('textbox', { name: `Stream link of ${room}` }).fill('http://stream.example/hall');
    await rooms.getByRole('button', { name: 'Save' }).click();
    await expect(rooms.getByText('An https:// address, or empty')).toBeVisible();
    await rooms.getByRole('textbox', { name: `Stream link of ${room}` }).fill('https://stream.example/hall');
    await rooms.getByRole('button', { name: 'Save' }).click();
    await expect(rooms).toBeHidden();
    await page.getByLabel('Filter by title, speaker or room').fill(title);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit Session' });
    await form.getByLabel('Recording link').fill('https://media.example/mapped-talk');
    await form.getByRole('button', { name: /Save/ }).click();
    await expect(form).toBeHidden();

    // A visitor: where to watch, and the room on the map.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/sessions/${session.id}`);
    await expect(visitor.getByRole('link', { name: 'Watch the recording' })).toHaveAttribute('href', 'https://media.example/mapped-talk');
    await expect(visitor.getByRole('link', { name: 'Watch the stream' })).toHaveAttribute('href', 'https://stream.example/hall');
    await visitor.getByRole('link', { name: `${room} on the map` }).click();
    await expect(visitor).toHaveURL(/\/venue\?room=/);
    const marker = visitor.locator('[data-highlighted="true"]');
    await expect(marker).toHaveText(room);
    await expect(marker).toBeFocused();
    await screenshotToLookAt(visitor, 'venue-map.png', { fullPage: true });
    await visitor.context().close();
  } finally {
    const maps = (await (await request.get('/api/admin/venue-maps', { headers })).json()) as { id: number; floor: string }[];
    for (const map of maps.filter((m) => m.floor === floor)) await request.delete(`/api/admin/venue-maps/${map.id}`, { headers });
    await request.put('/api/admin/rooms', { headers, data: { rooms: [{ name: room, stream_url: null }] } });
    await request.delete(`/api/admin/sessions/${session.id}`, { headers });
  }
});
