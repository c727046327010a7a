// Web Push in Chromium (issue 44): the dashboard's "This device" panel, and the service worker's push handler driven
// through the DevTools protocol (ServiceWorker.deliverPushMessage, no push service needed): the notification it
// shows (registration.getNotifications()), none while a page of the site is in front, and its click taking a tab
// of the site to the session's page. Chromium's own pushManager.subscribe needs its push service, which this machine
// cannot reach, so subscribing itself is tested in the panel's component tests and the server's API tests.
import { expect, test, type Page } from './fixtures';
import { screenshotToLookAt } from './page-checks';
import { signedInAttendee } from './attendee-support';

test.use({ serviceWorkers: 'allow' });

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  badge: string;
  data: unknown;
  actions: { action: string; title: string }[];
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      ...{ title: n.title, body: n.body, tag: n.tag, icon: n.icon, badge: n.badge, data: n.data as unknown },
      actions: (n as Notification & { actions: { action: string; title: string }[] }).actions.map(({ action, title }) => ({ action, title })),
    }));
  }) as Promise<ShownNotification[]>;

test("the panel at 390 px, a push's notification (none while the site is in front), and its click opening the session", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAttendee(page, request, 'Petra Push');
  const panel = page.getByTestId('this-device');
  // Notifications are allowed, nothing is subscribed: the panel offers to turn them on, and never asked by itself.
  await expect(panel.getByRole('button', { name: 'Turn on notifications' })).toBeVisible({ timeout: 20_000 });
  await panel.scrollIntoViewIfNeeded();
  await screenshotToLookAt(page, 'this-device-390.png');

  const { sessions } = (await (await request.get('/public/sessions')).json()) as { sessions: { id: number; title: string }[] };
  const session = sessions[0];
  const message = { title: `${session.title} moved`, body: 'Now in Hall A', url: `/sessions/${session.id}`, tag: `session-${session.id}` };

  // The worker's registration, as the DevTools protocol names it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const devtools = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await devtools.send('ServiceWorker.enable');
  const push = async (payload: object) =>
    devtools.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: await registrationId, data: JSON.stringify(payload) });

  // A page of the site in front: its own notice tells the change, so the worker shows nothing.
  await page.bringToFront();
  const inFront = await page.evaluate(() => ({ visible: document.visibilityState, focused: document.hasFocus() }));
  await push({ ...message, title: 'Not shown' });
  await page.waitForTimeout(500);
  if (inFront.visible === 'visible' && inFront.focused) expect(await shownNotifications(page)).toEqual([]);
  else test.info().annotations.push({ type: 'note', description: `page not in front in this browser: ${JSON.stringify(inFront)}` });

  // No page of the site open: the notification shows, in the payload's words, replacing an older one of its tag.
  await page.goto('about:blank');
  await push({ ...message, body: 'Older text' });
  await push(message);
  await page.goto('/schedule');
  await expect
    .poll(async () => (await shownNotifications(page)).filter((n) => n.title !== 'Not shown'))
    .toEqual([
      {
        ...{ title: message.title, body: message.body, tag: message.tag, data: { url: message.url } },
        ...{ icon: `${baseURL}/icons/icon-192.png`, badge: `${baseURL}/icons/badge-96.png`, actions: [{ action: 'open', title: 'Open' }] },
      },
    ]);
  expect((await request.get('/icons/badge-96.png')).headers()['content-type']).toBe('image/png');

  // A click (dispatched in the worker: Chromium has no way to click a notification from here) takes the open tab of
  // the site to the session's page.
  const worker = context.serviceWorkers().find((w) => w.url() === `${baseURL}/sw.js`) ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [shown] = await scope.registration.getNotifications();
    try {
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: shown, action: 'open' }));
    } catch {
      // An event not made by the browser cannot be waited for (waitUntil throws); what it started still runs.
    }
  });
  await expect(page).toHaveURL(new RegExp(`/sessions/${session.id}(-[a-z0-9-]+)?$`));
  await expect(page.getByRole('heading', { level: 1, name: session.title })).toBeVisible();
});
