// A speaker hears on their open /speaker page when an organiser moves their session: once the notice window closes,
// the bell counts the notice and shows it in the speaker's words, with no reload.
import { expect, test } from './fixtures';
import { adminSessions, signIn } from './helpers';
import { countNavigations, watchConsole } from './page-checks';
import { makeSpeaker, reviewProposal, scheduleProposal } from './speaker-support';

// The speaker is made through the mail flow: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('a speaker on /speaker sees the bell count rise and the notice when an organiser moves their session', async ({ page, request }) => {
  const console = watchConsole(page);
  const speaker = await makeSpeaker(request, 'Moving the plenary talk', 'Mo Mover');
  await reviewProposal(request, speaker.proposalId, 'accepted');
  const session = await scheduleProposal(request, speaker.proposalId, { startTime: '2025-11-18T09:30:00Z', endTime: '2025-11-18T09:50:00Z', room: 'Hall A' });
  await signIn(page, speaker.email, speaker.password, '/speaker');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${speaker.name}` })).toBeVisible();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  // Accepted, then scheduled.
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  const navigations = countNavigations(page);

  await (await adminSessions(request)).move(session, { startTime: '2025-11-18T13:00:00Z' });
  // Told when the notice window (3 s here) closes.
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread', { timeout: 15_000 });
  await bell.click();
  const menu = page.getByRole('menu');
  // 13:00 UTC is 2:00 PM at the venue in Vienna; the 20 minutes are kept.
  await expect(menu.getByText(`Your session '${session.title}' now takes place Tue, Nov 18, 2:00 PM - 2:20 PM.`)).toBeVisible();
  await expect(menu.getByText('Session changed')).toBeVisible();
  expect(navigations()).toBe(0);
  console.expectNone();
});
