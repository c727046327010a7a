// Mail to speakers (issue 29): an organiser reminds the accepted speakers who have not confirmed, from the CfP tab in
// one click; the preview shows each speaker's mail, and once sent a speaker's open dashboard rings and their mail
// arrives, while the organiser follows the sending and finds it in Activity.
import { expect, test } from './fixtures';
import { ADMIN, readMail, signIn, signInThroughForm, appURL } from './helpers';
import { countNavigations, expectAccessible, unique, watchConsole } from './page-checks';
import { makeSpeaker, reviewProposal } from './speaker-support';

test.setTimeout(90_000);

test('a confirmation reminder from the CfP tab reaches the unconfirmed speaker’s bell and mailbox', async ({ page, request, browser }) => {
  const title = unique('Dialect-robust captions');
  const speaker = await makeSpeaker(request, title, 'Rita Reminded');
  await reviewProposal(request, speaker.proposalId, 'accepted');
  const speakerConsole = watchConsole(page);
  await signInThroughForm(page, speaker.email, speaker.password);
  await expect(page).toHaveURL(/\/speaker$/);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const unread = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  const navigations = countNavigations(page);

  const adminContext = await browser.newContext({ baseURL: appURL() });
  try {
    const admin = await adminContext.newPage();
    const adminConsole = watchConsole(admin);
    await signIn(admin, ADMIN.email, ADMIN.password, '/admin?tab=cfp');
    await admin.getByRole('button', { name: /^Remind unconfirmed speakers \(\d+\)$/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Write to speakers' });
    await expect(dialog.getByRole('textbox', { name: /^Subject\s*\*?$/ })).toHaveValue('{product}: please confirm "{title}"');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('region', { name: 'Mail preview' });
    const mine = preview.getByTestId('mail-preview').filter({ hasText: speaker.email });
    await expect(mine).toContainText(`Subject: LT-Summit: please confirm "${title}"`);
    await expect(mine).toContainText('Dear Rita Reminded,');
    // Not scheduled yet: the slot's paragraph is left out.
    await expect(mine).not.toContainText('Your slot');
    await expectAccessible(admin, () => expect(mine).toBeVisible());

    const count = Number(/^(\d+) speakers? receives? this mail$/.exec((await preview.getByRole('status').textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: count === 1 ? 'Send 1 mail' : `Send ${count} mails` }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByTestId('mailing-progress').getByRole('alert')).toHaveText(`Mails to speakers sent: ${count} of ${count}.`, { timeout: 20_000 });

    // The speaker's open page rings without reloading, and the mail is in their mailbox.
    await expect(bell).toHaveAccessibleName(`Notifications, ${unread + 1} unread`);
    expect(navigations()).toBe(0);
    await bell.click();
    await expect(page.getByRole('menu').getByText(`LT-Summit: please confirm "${title}"`)).toBeVisible();
    const mail = await readMail(speaker.email, `LT-Summit: please confirm "${title}"`);
    expect(mail).toContain(`"${title}" is in the programme of LT-Summit`);
    expect(mail).toContain('/speaker');

    await admin.goto('/admin?tab=activity');
    await expect(admin.getByText(`Mail '{product}: please confirm "{title}"' to ${count} speaker(s)`).first()).toBeVisible();
    adminConsole.expectNone();
    speakerConsole.expectNone();
  } finally {
    await adminContext.close();
  }
});
