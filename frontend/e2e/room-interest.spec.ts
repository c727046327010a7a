// Interest-aware rooms in the admin Schedule tab, against the real backend: the organiser sets a small room's capacity
// in the Rooms dialog, attendees save the session, and the open calendar shows the count and then the over-capacity
// flag without a reload; the session's dialog suggests the larger room free at that time (not the busy one), and
// moving there clears the flag. The test's session day (Tuesday 9 March 2032, Vienna UTC+1) is its own; it deletes
// its sessions and clears the capacities it set.
import { expect, test, type APIRequestContext } from './fixtures';
import { arrival, block, openSchedule, sessionsApi, type Session } from './admin-schedule-calendar-support';
import { adminHeaders, apiLogin, apiRegister } from './helpers';
import { countNavigations, expectNoSeriousAxe, unique, watchConsole } from './page-checks';

const DAY = '2032-03-09';
test.use({ viewport: { width: 1280, height: 1600 } });
test.beforeEach(() => test.slow());

async function setCapacities(request: APIRequestContext, rooms: { name: string; capacity: number | null }[]) {
  const res = await request.put('/api/admin/rooms', { headers: await adminHeaders(request), data: { rooms } });
  expect(res.status(), await res.text()).toBe(200);
}

async function attendeeSaves(request: APIRequestContext, session: Session) {
  const attendee = await apiRegister(request, unique('Attendee'));
  const token = await apiLogin(request, attendee.email, attendee.password);
  const res = await request.post(`/api/user/schedule/${session.id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
}

test('a session more attendees saved than its room holds is flagged live, and moving it to the suggested room clears the flag', async ({ page, request }) => {
  const console = watchConsole(page);
  const api = sessionsApi(request, await adminHeaders(request));
  const small = unique('Small Room');
  const big = unique('Big Hall');
  const busy = unique('Busy Hall');
  const title = unique('Popular talk');
  try {
    const talk = await api.create(title, DAY, '10:00', '11:00', small);
    // The busy hall is large enough but taken for the talk's second half hour.
    await api.create(unique('Other talk'), DAY, '10:30', '11:30', busy);
    await setCapacities(request, [
      { name: big, capacity: 200 },
      { name: busy, capacity: 300 },
    ]);

    await openSchedule(page, DAY);
    const navigations = countNavigations(page);
    await expect(page.getByTestId('calendar-legend')).toContainText('Over capacity (more saved than the room holds)');

    // The organiser gives the small room its capacity.
    await page.getByRole('button', { name: 'Rooms', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Rooms' });
    const capacity = dialog.getByRole('spinbutton', { name: `Capacity of ${small}` });
    await expect(capacity).toHaveValue('');
    await expect(dialog.getByRole('spinbutton', { name: `Capacity of ${big}` })).toHaveValue('200');
    await expectNoSeriousAxe(page, { include: '[role="dialog"]' });
    await capacity.fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('A whole number from 1 to 100000, or empty')).toBeVisible();
    await capacity.fill('2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Room capacities saved.')).toBeVisible();

    // Attendees save the talk: the open calendar counts them, then flags the talk once they outnumber the seats.
    const talkBlock = block(page, title);
    await expect(talkBlock).toHaveAttribute('data-over-capacity', 'false');
    await attendeeSaves(request, talk);
    await arrival(talkBlock.getByTestId('saved-count')).toHaveText('♥ 1');
    await attendeeSaves(request, talk);
    await arrival(talkBlock.getByTestId('saved-count')).toHaveText('♥ 2');
    await expect(talkBlock).toHaveAttribute('data-over-capacity', 'false');
    await attendeeSaves(request, talk);
    await arrival(talkBlock.getByTestId('interest-flag')).toHaveText('♥ 3/2');
    await expect(talkBlock).toHaveAttribute('data-over-capacity', 'true');
    await expect(talkBlock).toContainText(`over capacity: 3 attendees saved this; ${small} holds 2`);

    // The dialog suggests the big hall (free then), not the busy one, and moves the talk there.
    await talkBlock.click();
    const details = page.getByRole('dialog', { name: title });
    const notice = details.getByTestId('interest-notice');
    await expect(notice).toHaveText(new RegExp(`^3 attendees saved this; ${small} holds 2\\. Larger rooms free then: ${big} \\(200\\)\\.`));
    await expect(notice.getByRole('button')).toHaveCount(1);
    await notice.getByRole('button', { name: `Move to ${big}` }).click();
    await expect(details.getByText(`Moved to ${big}.`)).toBeVisible();
    await expect(notice).toBeHidden();
    await expect(details).toContainText(`${big} (holds 200)`);
    await details.getByRole('button', { name: 'Close' }).click();

    const moved = block(page, title);
    await expect(moved).toHaveAttribute('data-over-capacity', 'false');
    await expect(moved.getByTestId('saved-count')).toHaveText('♥ 3');
    const column = page.locator(`[data-testid="room-column"][data-room="${big}"]`);
    const [blockBox, columnBox] = [await moved.boundingBox(), await column.boundingBox()];
    expect(blockBox!.x).toBeGreaterThanOrEqual(columnBox!.x);
    expect(blockBox!.x + blockBox!.width).toBeLessThanOrEqual(columnBox!.x + columnBox!.width + 1);
    expect((await api.get(talk.id))?.room).toBe(big);

    expect(navigations()).toBe(0);

    // The list view shows the count beside the title too.
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.locator(`[data-testid="session-row"][data-session-id="${talk.id}"]`).getByTestId('saved-count')).toHaveText('♥ 3');
    console.expectNone();
  } finally {
    await api.cleanUp();
    await setCapacities(
      request,
      [small, big, busy].map((name) => ({ name, capacity: null })),
    );
  }
});
