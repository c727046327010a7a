import { expect, test, type Page } from './fixtures';
import { adminApi, countNavigations, expectAccessible, scrollLocked, unique, watchConsole } from './page-checks';

const speakerCards = (page: Page) => page.getByTestId('speaker-card');
const card = (page: Page, name: string) => speakerCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const liveConnected = (page: Page) => expect(page.getByLabel('Live updates connected')).toBeAttached();

test('lists every public speaker with a count badge, cards and no view-all link', async ({ page, request }) => {
  const console = watchConsole(page);
  const speakers = (await (await request.get('/public/speakers?limit=1000')).json()) as { name: string }[];
  expect(speakers.length).toBeGreaterThan(6);

  await page.goto('/speakers');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Speakers' })).toBeVisible();
  await expect(page.getByText(/2025 conference/)).toBeVisible();
  await expect(page.getByTestId('speaker-count')).toHaveText(`${speakers.length} Speakers`);
  await expect(speakerCards(page)).toHaveCount(speakers.length);
  await expect(page.getByRole('link', { name: /view all/i })).toHaveCount(0);

  const first = card(page, speakers[0].name);
  await expect(first.getByRole('img', { name: speakers[0].name })).toBeVisible();
  await expect(first.getByText('Click to learn more')).toBeVisible();

  await expectAccessible(page, () => expect(speakerCards(page).first()).toBeVisible());
  console.expectNone();
});

// The count's wording, a card's photo and short bio, the empty, loading and error states are checked in
// src/app/pages/speakers-page.test.tsx; the accessibility of the empty state needs a browser.
test('the empty state passes the accessibility check', async ({ page }) => {
  await page.route('**/public/speakers*', (r) => r.fulfill({ json: [] }));
  await page.goto('/speakers');
  await expectAccessible(page, () => expect(page.getByRole('heading', { name: 'No Speakers Available' })).toBeVisible());
});

test('the details modal follows the Talk, Biography and About rules and closes by button, Escape and backdrop', async ({ page, request }) => {
  const admin = await adminApi(request);
  const full = unique('Talk Speaker');
  const aboutOnly = unique('About Speaker');
  const bioOnly = unique('Bio Speaker');
  const ids = [
    (
      await admin.createSpeaker({
        name: full,
        title: 'Chief Scientist',
        company: 'Lexicon Labs',
        bio: 'Full biography of the talk speaker.',
        bio_short: 'Short bio of the talk speaker.',
        linkedin_url: 'https://www.linkedin.com/in/talk-speaker',
        talk_title: 'Neural terminology at scale',
        talk_abstract: 'How terminology survives neural translation.',
        display_on_public: true,
      })
    ).id,
    (await admin.createSpeaker({ name: aboutOnly, bio_short: 'Only a short bio here.', display_on_public: true })).id,
    (await admin.createSpeaker({ name: bioOnly, bio: 'Only a full biography here.', display_on_public: true })).id,
  ];
  const console = watchConsole(page);
  try {
    await page.goto('/speakers');
    const dialog = page.getByRole('dialog', { name: 'Speaker Details' });

    // Full speaker: Talk and Biography, LinkedIn in a new tab; closed with the Close button.
    await card(page, full).click();
    await expect(dialog).toBeVisible();
    expect(await scrollLocked(page)).toBe(true);
    await expect(dialog.getByRole('heading', { name: full })).toBeVisible();
    await expect(dialog.getByText('Chief Scientist')).toBeVisible();
    await expect(dialog.getByText('Lexicon Labs')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Talk', exact: true })).toBeVisible();
    await expect(dialog.getByText('Neural terminology at scale')).toBeVisible();
    await expect(dialog.getByText('How terminology survives neural translation.')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Biography', exact: true })).toBeVisible();
    await expect(dialog.getByText('Full biography of the talk speaker.')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'About', exact: true })).toHaveCount(0);
    const linkedIn = dialog.getByRole('link', { name: /linkedin/i });
    await expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/in/talk-speaker');
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    await expect(linkedIn).toHaveAttribute('rel', /noopener/);
    await expectAccessible(page, () => expect(dialog).toBeVisible());
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);

    // Short bio only: 'About', no Talk, no LinkedIn; closed with Escape.
    await card(page, aboutOnly).click();
    await expect(dialog.getByRole('heading', { name: 'About', exact: true })).toBeVisible();
    await expect(dialog.getByText('Only a short bio here.')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Talk', exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('heading', { name: 'Biography', exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: /linkedin/i })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Full bio only: 'Biography'; opened from the keyboard, closed by clicking the backdrop.
    await card(page, bioOnly).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Biography', exact: true })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'About', exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('heading', { name: 'Talk', exact: true })).toHaveCount(0);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
    console.expectNone();
  } finally {
    for (const id of ids) await admin.deleteSpeaker(id);
  }
});

test('a speaker an organiser adds, edits and removes appears, changes and goes without a reload', async ({ page, request }) => {
  const admin = await adminApi(request);
  const name = unique('Live Speaker');
  const console = watchConsole(page);
  await page.goto('/speakers');
  await liveConnected(page);
  await expect(speakerCards(page).first()).toBeVisible();
  const before = await speakerCards(page).count();
  const navigations = countNavigations(page);

  const { id } = await admin.createSpeaker({ name, title: 'Linguist', bio_short: 'Joined live.', display_on_public: true });
  try {
    await expect(card(page, name)).toBeVisible();
    await expect(page.getByTestId('speaker-count')).toHaveText(`${before + 1} Speakers`);

    await admin.updateSpeaker(id, { name: `${name} Edited`, title: 'Lead Linguist' });
    await expect(card(page, `${name} Edited`).getByText('Lead Linguist')).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);

    await admin.updateSpeaker(id, { display_on_public: false });
    await expect(card(page, `${name} Edited`)).toHaveCount(0);
    await expect(page.getByTestId('speaker-count')).toHaveText(`${before} Speakers`);
  } finally {
    await admin.deleteSpeaker(id);
  }
  await expect(speakerCards(page)).toHaveCount(before);
  expect(navigations()).toBe(0);
  console.expectNone();
});

test('the call-for-speakers block follows the setting live', async ({ page, request }) => {
  const admin = await adminApi(request);
  const block = page.getByRole('heading', { name: 'Want to Speak at Our Conference?' });
  await page.goto('/speakers');
  await liveConnected(page);
  await expect(block).toBeVisible();
  await expect(page.getByRole('link', { name: 'Submit a Proposal' })).toHaveAttribute('href', '/cfp');
  const navigations = countNavigations(page);
  try {
    await admin.settings({ accepting_cfp: false });
    await expect(block).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Submit a Proposal' })).toHaveCount(0);
    await admin.settings({ accepting_cfp: true });
    await expect(block).toBeVisible();
  } finally {
    await admin.settings({ accepting_cfp: true });
  }
  expect(navigations()).toBe(0);
  await page.getByRole('link', { name: 'Submit a Proposal' }).click();
  await expect(page).toHaveURL(/\/cfp$/);
});
