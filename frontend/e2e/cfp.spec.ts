import { expect, test, type Page, type Request } from './fixtures';
import { adminApi, countNavigations, expectAccessible, watchConsole } from './page-checks';

const VALID = {
  title: 'Terminology at scale',
  abstract: 'How a public institution moved its terminology work onto language models, what broke, and what it '.repeat(2),
  speaker_name: 'Ada Example',
  speaker_position: 'Head of Language Technology',
  organization: 'Example Institute',
  email: 'ada@example.org',
  speaker_bio: 'Ada leads the language technology team of a public institution and has built terminology tools.',
  presentation_type: 'technology_application',
};
type Field = keyof typeof VALID | 'recording_consent';

const input = (page: Page, name: Field) => page.locator(`[name="${name}"]`);
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Proposal' });

async function fillValid(page: Page) {
  for (const [name, value] of Object.entries(VALID) as [Field, string][]) {
    if (name === 'presentation_type') await input(page, name).selectOption(value);
    else await input(page, name).fill(value);
  }
  await input(page, 'recording_consent').selectOption('yes');
}

/** Every request to the submit endpoint from now on. */
function watchSubmits(page: Page) {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/cfp/submit')) sent.push(r);
  });
  return sent;
}

async function openForm(page: Page) {
  await page.goto('/cfp');
  await expect(page.getByRole('heading', { level: 1, name: 'Call for Speakers' })).toBeVisible();
}

test('shows the benefits, the slot note with the contact address, the form and the guidelines PDF', async ({ page, request }) => {
  const console = watchConsole(page);
  const content = await (await request.get('/public/site-content')).json();
  await openForm(page);

  for (const benefit of ['Global Visibility', 'Networking', 'Present at the Parliament', 'Social Promotion', 'Knowledge Exchange', 'Discounted Pass']) {
    await expect(page.getByRole('heading', { level: 3, name: benefit })).toBeVisible();
  }
  const note = page.getByTestId('slot-note');
  await expect(note).toContainText('individual presentations is 20 minutes');
  await expect(note).toContainText('Panels and themed workshops are arranged by direct contact via');
  await expect(note.getByRole('link', { name: content.contact_email })).toHaveAttribute('href', `mailto:${content.contact_email}`);

  await expect(page.getByRole('heading', { level: 2, name: 'Submit Your Proposal' })).toBeVisible();
  for (const label of ['Title', 'Presentation Type', 'Abstract', 'Full Name', 'Position', 'Organization', 'Email', 'Short Bio']) {
    await expect(page.getByLabel(label, { exact: false }).first()).toBeVisible();
  }
  await expect(page.getByText('Must be between 5 and 200 characters', { exact: true })).toBeVisible();
  await expect(input(page, 'presentation_type').locator('option:not([disabled])')).toHaveText([
    'Technology Application',
    'Technology Spotlight',
    'Research Output',
  ]);
  await expect(page.getByText('0 / 5000 characters')).toBeVisible();
  await input(page, 'abstract').fill('x'.repeat(123));
  await expect(page.getByText('123 / 5000 characters')).toBeVisible();

  const guidelines = page.getByRole('link', { name: /speaker guidelines \(PDF\)/i });
  await expect(guidelines).toHaveAttribute('href', content.documents.speaker_guidelines_pdf);
  const pdf = await request.get(content.documents.speaker_guidelines_pdf);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  await expectAccessible(page, () => expect(submitButton(page)).toBeVisible());
  console.expectNone();
});

test('a valid proposal is sent with the payload keys and shows the success screen', async ({ page }) => {
  const console = watchConsole(page);
  const sent = watchSubmits(page);
  await openForm(page);
  await fillValid(page);
  // Boundaries are accepted: 5-character title, 100-character abstract, 50-character bio.
  await input(page, 'title').fill('Five!');
  await input(page, 'abstract').fill('a'.repeat(100));
  await input(page, 'speaker_bio').fill('b'.repeat(50));
  await input(page, 'presentation_type').selectOption('research_output');

  const response = page.waitForResponse((r) => r.url().includes('/cfp/submit'));
  await submitButton(page).click();
  expect((await response).status()).toBe(201);
  expect(sent).toHaveLength(1);
  expect(sent[0].postDataJSON()).toEqual({
    ...VALID,
    title: 'Five!',
    abstract: 'a'.repeat(100),
    speaker_bio: 'b'.repeat(50),
    presentation_type: 'research_output',
    recording_consent: true,
  });

  await expect(page.getByRole('heading', { name: 'Submission Successful!' })).toBeVisible();
  await expect(page.getByText(/check your email for instructions on how to access your speaker dashboard/)).toBeVisible();
  await expect(page.locator('form')).toHaveCount(0);
  await expectAccessible(page, () => expect(page.getByRole('heading', { name: 'Submission Successful!' })).toBeVisible());
  console.expectNone();
});

test('closing the call replaces the form live, and reopening brings it back', async ({ page, request }) => {
  const console = watchConsole(page);
  const admin = await adminApi(request);
  try {
    await openForm(page);
    await expect(page.getByLabel('Live updates connected')).toBeAttached();
    const navigations = countNavigations(page);

    await admin.settings({ accepting_cfp: false });
    await expect(page.getByRole('heading', { level: 1, name: 'Call for Speakers is Closed' })).toBeVisible();
    await expect(page.getByText(/period has ended/)).toBeVisible();
    await expect(page.getByText(/check back later/)).toBeVisible();
    await expect(page.locator('form')).toHaveCount(0);
    await expectAccessible(page, () => expect(page.getByText(/period has ended/)).toBeVisible());

    await admin.settings({ accepting_cfp: true });
    await expect(submitButton(page)).toBeVisible();
    expect(navigations()).toBe(0);
  } finally {
    await admin.settings({ accepting_cfp: true });
  }
  console.expectNone();
});

test('a visitor arriving while the call is closed sees the closed notice', async ({ page, request }) => {
  const admin = await adminApi(request);
  await admin.settings({ accepting_cfp: false });
  try {
    await page.goto('/cfp');
    await expect(page.getByRole('heading', { level: 1, name: 'Call for Speakers is Closed' })).toBeVisible();
    await expect(page.locator('form')).toHaveCount(0);
  } finally {
    await admin.settings({ accepting_cfp: true });
  }
});
