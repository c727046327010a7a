// The speaker area: a proposer turned speaker sees their proposals and counters, submits another through the
// modal, follows an organiser's decision live, confirms the talk, uploads a photo; other roles are kept out. The list's
// empty and TBA states and the modal's server refusals are component tests (src/features/speaker/components/speaker-page.test.tsx).
import { expect, test, type Page } from './fixtures';
import { apiRegister, signIn } from './helpers';
import { countNavigations, expectAccessible, watchConsole } from './page-checks';
import { makeSpeaker, ONE_PIXEL_PNG, reviewProposal, scheduleProposal, type TestSpeaker } from './speaker-support';

// Each test makes a speaker through the mail flow and several tests check axe at two widths: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function openSpeakerArea(page: Page, speaker: TestSpeaker) {
  await signIn(page, speaker.email, speaker.password, '/speaker');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${speaker.name}` })).toBeVisible();
}

const item = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test('a speaker follows, adds to and confirms their proposals on /speaker without reloading', async ({ page, request }) => {
  const console = watchConsole(page);
  const speaker = await makeSpeaker(request, 'Speech recognition for the plenary', 'Pia Proposer');
  await openSpeakerArea(page, speaker);
  const navigations = countNavigations(page);

  await expect(page.getByRole('link', { name: 'Back to Main Page' })).toHaveAttribute('href', '/');
  for (const [name, href] of [
    ['My Presentations', '/presentations'],
    ['Schedule', '/schedule'],
    ['Resources', '/resources'],
    ['Notifications', '/notifications'],
  ]) {
    await expect(page.getByRole('navigation', { name: 'Speaker area' }).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  }
  await expect(page.getByText('Recommended size: 400x400')).toBeVisible();

  const first = item(page, speaker.title);
  await expect(first.getByText('Pending', { exact: true })).toBeVisible();
  // The abstract is cut at 100 characters.
  await expect(first.getByText(/^How a parliament made every plenary debate searchable the same day, and what it cost to run it\. How…$/)).toBeVisible();
  await expect(page.getByTestId('count-scheduled')).toHaveText('0');
  await expect(page.getByTestId('count-pending')).toHaveText('1');
  await expect(page.getByTestId('count-resources')).toHaveText('5');

  // A title that is too short after trimming never leaves the browser.
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/speaker/proposals')) posted++;
  });
  await page.getByRole('button', { name: 'Submit New Proposal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit New Proposal' });
  await expect(dialog.getByRole('combobox', { name: 'Presentation type' })).toHaveText('Talk');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('  Hi   ');
  await dialog.getByRole('textbox', { name: 'Abstract' }).fill('A short abstract.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Title must be between 5 and 200 characters')).toBeVisible();
  expect(posted).toBe(0);

  await dialog.getByRole('textbox', { name: 'Title' }).fill('  Live captions for committee hearings  ');
  await dialog.getByRole('combobox', { name: 'Presentation type' }).click();
  await page.getByRole('option', { name: 'Workshop' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(item(page, 'Live captions for committee hearings').getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByTestId('count-pending')).toHaveText('2');
  expect(posted).toBe(1);

  // An organiser accepts the first one: badge, counter and bell follow over the socket.
  await reviewProposal(request, speaker.proposalId, 'accepted');
  await expect(first.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByTestId('count-pending')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  await first.getByRole('button', { name: 'Confirm my talk' }).click();
  await expect(first.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Confirm my talk' })).toHaveCount(0);
  // Pending proposals offer no confirmation.
  await expect(item(page, 'Live captions for committee hearings').getByRole('button', { name: 'Confirm my talk' })).toHaveCount(0);
  expect(navigations()).toBe(0);

  await expectAccessible(page, () => expect(first.getByText('Confirmed', { exact: true })).toBeVisible());
  console.expectNone();
});

test('a speaker uploads a profile photo; a file that is not an image is refused', async ({ page, request }) => {
  const console = watchConsole(page);
  const speaker = await makeSpeaker(request, 'Photos of the plenary');
  await openSpeakerArea(page, speaker);
  const input = page.getByTestId('photo-input');
  await expect(input).toHaveAttribute('accept', 'image/*');

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(page.getByText('Profile photo uploaded successfully!')).toBeVisible();
  const photo = page.getByRole('img', { name: `Profile photo of ${speaker.name}` });
  await expect(photo).toHaveAttribute('src', /^\/uploads\/speakers\/.+\.webp$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const stored = await page.evaluate(() => localStorage.getItem('speakerImageUrl'));
  expect(stored).toBe(await photo.getAttribute('src'));

  // Refused in the browser: not an image at all (nothing is sent).
  let uploads = 0;
  page.on('request', (r) => r.url().endsWith('/api/speaker/profile/upload-image') && uploads++);
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByText('Failed to upload image. Please try again.')).toBeVisible();
  await expect(page.getByText(/^Only image files can be uploaded/)).toBeVisible();
  await expect(page.getByText('Profile photo uploaded successfully!')).toBeHidden();
  expect(uploads).toBe(0);
  // Refused by the server, which reads the content: a text file that claims to be a PNG.
  await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(page.getByText('The file is not an image')).toBeVisible();
  expect(uploads).toBe(1);
  // The earlier photo stays, also after a reload.
  await page.reload();
  await expect(page.getByRole('img', { name: `Profile photo of ${speaker.name}` })).toHaveAttribute('src', stored!);
  console.expectNone([/status of 415/]);
});

test('/presentations shows full abstracts and review notes, /resources the guidelines and contact', async ({ page, request }) => {
  const console = watchConsole(page);
  const speaker = await makeSpeaker(request, 'Transcripts nobody reads');
  await reviewProposal(request, speaker.proposalId, 'rejected', 'Too close to last year’s keynote.');
  await openSpeakerArea(page, speaker);
  await expect(item(page, speaker.title).getByText('Rejected', { exact: true })).toBeVisible();
  await expect(page.getByTestId('count-pending')).toHaveText('0');

  await page.getByRole('link', { name: /^My Presentations/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Presentations' })).toBeVisible();
  const entry = item(page, speaker.title);
  await expect(entry.getByText(/and what it cost to run it\.\s*$/)).toBeVisible();
  await expect(entry.getByText('Too close to last year’s keynote.', { exact: false })).toBeVisible();
  await expectAccessible(page, () => expect(entry).toBeVisible());

  const content = await (await request.get('/public/site-content')).json();
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Speaker Resources' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the speaker guidelines (PDF)' })).toHaveAttribute('href', content.documents.speaker_guidelines_pdf);
  await expect(page.getByText('Each speaker slot is 20 minutes long.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What to Prepare' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: content.contact_email })).toHaveAttribute('href', `mailto:${content.contact_email}`);
  await expectAccessible(page, () => expect(page.getByRole('heading', { name: 'Contact' })).toBeVisible());
  console.expectNone();
});

test('a speaker withdraws a pending proposal from /presentations after saying so twice', async ({ page, request }) => {
  const console = watchConsole(page);
  const speaker = await makeSpeaker(request, 'A talk I can no longer give');
  await openSpeakerArea(page, speaker);
  await page.goto('/presentations');
  const entry = item(page, speaker.title);
  await entry.getByRole('button', { name: 'Withdraw proposal' }).click();
  await entry.getByRole('button', { name: 'Keep it' }).click();
  await expect(entry.getByText('Pending', { exact: true })).toBeVisible();
  await entry.getByRole('button', { name: 'Withdraw proposal' }).click();
  await entry.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(entry.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Withdraw proposal' })).toHaveCount(0);
  await page.reload();
  await expect(item(page, speaker.title).getByText('Withdrawn', { exact: true })).toBeVisible();
  console.expectNone();
});

test('an attendee opening /speaker is sent to /unauthorized', async ({ page, request }) => {
  const attendee = await apiRegister(request, 'Ada Attendee');
  await signIn(page, attendee.email, attendee.password, '/speaker');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('scheduling an accepted proposal shows its time and room on the open page', async ({ page, request }) => {
  const console = watchConsole(page);
  const speaker = await makeSpeaker(request, 'Scheduling the plenary talk');
  await reviewProposal(request, speaker.proposalId, 'accepted');
  await openSpeakerArea(page, speaker);
  const navigations = countNavigations(page);
  const entry = item(page, speaker.title);
  await expect(entry.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByTestId('count-scheduled')).toHaveText('0');

  await scheduleProposal(request, speaker.proposalId, { startTime: '2025-11-18T09:30:00Z', endTime: '2025-11-18T09:50:00Z', room: 'Hall A' });
  await expect(entry.getByText('Scheduled', { exact: true })).toBeVisible();
  // 09:30 UTC is 10:30 at the venue in Vienna.
  await expect(entry.getByText('When: Nov 18, 2025 10:30 AM · Room: Hall A')).toBeVisible();
  await expect(page.getByTestId('count-scheduled')).toHaveText('1');
  expect(navigations()).toBe(0);
  console.expectNone();
});
