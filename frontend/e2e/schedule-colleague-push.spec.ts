// Another organiser's change reaches an open calendar through its push: the console fetches only the sessions the
// push names (GET /api/admin/sessions?ids=) and patches its list, instead of loading every session again.
import { expect, test } from './fixtures';
import { arrival, block, openSchedule, plusDays, sessionsApi, vienna, weekOf } from './admin-schedule-calendar-support';
import { adminHeaders } from './helpers';
import { unique, watchConsole } from './page-checks';

test("a colleague's move and removal update the calendar from the push, without loading the whole list again", async ({ page, request }) => {
  const console = watchConsole(page);
  const headers = await adminHeaders(request);
  const api = sessionsApi(request, headers);
  const tuesday = plusDays(weekOf(2), 1);
  const room = unique('Push room');
  const [moved, removed, other] = [unique('Moved by a colleague'), unique('Removed by a colleague'), unique('Clashes with it')];
  const session = await api.create(moved, tuesday, '09:00', '10:00', room);
  const gone = await api.create(removed, tuesday, '13:00', '14:00', room);
  await api.create(other, tuesday, '11:00', '12:00', room);
  try {
    await openSchedule(page, tuesday);
    await arrival(block(page, moved)).toContainText('9:00 AM - 10:00 AM');
    await expect(block(page, removed)).toBeVisible();
    const reads: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/admin/sessions' && r.method() === 'GET') reads.push(url.search);
    });

    // The colleague (the API, not this page) moves one session onto the other's slot and deletes a third.
    const move = await request.post(`/api/admin/sessions/${session.id}/move`, {
      headers,
      data: { version: session.version, startTime: vienna(tuesday, '11:00') },
    });
    expect(move.status(), await move.text()).toBe(200);
    await expect(block(page, moved)).toContainText('11:00 AM - 12:00 PM');
    // Both sides of the new clash are flagged: the pushed session as the server sent it, the other mirrored.
    await expect(block(page, moved)).toHaveAttribute('data-clash', 'true');
    await expect(block(page, other)).toHaveAttribute('data-clash', 'true');

    expect((await request.delete(`/api/admin/sessions/${gone.id}`, { headers })).status()).toBe(204);
    await expect(block(page, removed)).toHaveCount(0);

    expect(reads).toEqual([`?ids=${session.id}`, `?ids=${gone.id}`]);
    console.expectNone();
  } finally {
    await api.cleanUp();
  }
});
