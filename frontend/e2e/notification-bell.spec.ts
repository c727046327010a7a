// The bell of a signed-in user: unread count, live arrival over the socket, click marks one read, mark all.
import { expect, test } from './fixtures';
import { apiLogin, apiRegister, signInThroughForm } from './helpers';
import { countNavigations, watchConsole } from './page-checks';

test('shows unread notifications, takes new ones live, and marks one or all read', async ({ page, request }) => {
  const console = watchConsole(page);
  const user = await apiRegister(request, 'Bell Ringer');
  await signInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  // A payment made elsewhere (API) pushes its notification to this open page.
  const navigations = countNavigations(page);
  const token = await apiLogin(request, user.email, user.password);
  const paid = await request.post('/api/payment/process', { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(paid.ok()).toBe(true);
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  expect(navigations()).toBe(0);

  await bell.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Payment received')).toBeVisible();
  await menu.getByText('Welcome to LT-Summit').click();
  // While the menu is open the page behind it is hidden from assistive technology, so close it to read the bell.
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await menu.getByText('Mark all as read').click();
  await expect(menu).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications');

  // Read state is the server's: it survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');
  console.expectNone();
});
