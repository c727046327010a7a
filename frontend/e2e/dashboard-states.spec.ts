// The dashboard's loading, failure and empty states and its news filter are component tests
// (src/features/dashboard/components/dashboard-page.test.tsx); what needs the browser is axe on those states.
import { expect, test } from './fixtures';
import { publicRead } from './helpers';
import { expectAccessible, watchConsole } from './page-checks';
import { signedInAttendee } from './attendee-support';

test('the failure and empty states of the sections pass axe', async ({ page, request }) => {
  const console = watchConsole(page);
  // Refused rather than failed: a 4xx is not retried, so the failure message shows at once (a 5xx shows the same).
  await page.route(publicRead('/public/news'), (r) => r.fulfill({ status: 404, json: { detail: 'Not Found' } }));
  await page.route('**/api/auth/me', (r) => r.fulfill({ json: null }));
  await page.route(publicRead('/public/sessions'), (r) => r.fulfill({ json: { sessions: [] } }));
  await signedInAttendee(page, request, 'Empty Sections');

  await expect(page.getByText('Could not load news items. Please try again later.')).toBeVisible();
  await expect(page.getByText('No profile information available.')).toBeVisible();
  await expect(page.getByText('No sessions available at this time.')).toBeVisible();
  await expect(page.getByText("You haven't saved any sessions yet.")).toBeVisible();
  await expectAccessible(page, () => expect(page.getByText('No sessions available at this time.')).toBeVisible());
  console.expectNone([/status of 404/]);
});
