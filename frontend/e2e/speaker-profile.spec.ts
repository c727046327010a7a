// Issue 30 parts 4 and 5: a speaker keeps their public profile in /speaker (form, preview, /speakers follows live, the
// proposal modal starts from it); on a phone the console's tabs and tables fit the page and the dashboard lists a saved
// session once.
import { expect, test, type Page } from './fixtures';
import { ADMIN, secondPage, signIn, signInThroughForm } from './helpers';
import { adminApi, countNavigations, expectNoSeriousAxe, resizeViewport, watchConsole } from './page-checks';
import { attendeeApi, availableSession, savedSession, savedSessions, signedInAttendee } from './attendee-support';
import { makeSpeaker, type TestSpeaker } from './speaker-support';

test.describe.configure({ timeout: 120_000 });

const PHONE = 390;

const noSeriousAxe = (page: Page, width: number) => expectNoSeriousAxe(page, { label: `${width}px ` });

/** The page itself never scrolls sideways (a wide table scrolls in its own region). */
async function expectNoPageOverflow(page: Page, what: string) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  // On failure, name what sticks out (the outermost elements past the right edge).
  const sticking =
    width <= PHONE
      ? []
      : await page.evaluate(() => {
          const clipped = (el: Element) => {
            for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return true;
            return false;
          };
          const out = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(el));
          return out
            .filter((el) => !out.includes(el.parentElement!))
            .slice(0, 8)
            .map(
              (el) =>
                `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} "${(el.textContent ?? '').slice(0, 40)}" ${Math.round(el.getBoundingClientRect().right)}px`,
            );
        });
  expect.soft(width, `${what} is ${width} px wide: ${sticking.join(' | ')}`).toBeLessThanOrEqual(PHONE);
}

async function openSpeakerArea(page: Page, speaker: TestSpeaker) {
  await signIn(page, speaker.email, speaker.password, '/speaker');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${speaker.name}` })).toBeVisible();
}

const speakerCard = (page: Page, name: string) => page.getByTestId('speaker-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

for (const width of [PHONE, 1280]) {
  test(`a speaker edits their profile, sees the preview, /speakers follows live and the proposal modal starts from it (${width} px)`, async ({
    page,
    request,
    browser,
  }) => {
    const console = watchConsole(page);
    const name = `Profile Speaker ${width}`;
    const speaker = await makeSpeaker(request, `Profiles at ${width} pixels`, name);
    // An organiser publishes the speaker (the proposal made them a hidden speaker record).
    const own = (await (await request.get('/api/speaker/profile', { headers: { authorization: `Bearer ${speaker.token}` } })).json()) as {
      speaker_id: number;
    };
    await (await adminApi(request)).updateSpeaker(own.speaker_id, { display_on_public: true });

    await resizeViewport(page, width, 900);
    await openSpeakerArea(page, speaker);
    const navigations = countNavigations(page);
    const form = page.getByRole('form', { name: 'Your public profile' });
    // The proposal filled it in.
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await expect(form.getByRole('textbox', { name: 'Company or organisation' })).toHaveValue('Plenary Tech');

    // An open /speakers page in another browser.
    const visitor = await secondPage(browser, { viewport: { width, height: 900 } });
    await visitor.page.goto('/speakers');
    await expect(speakerCard(visitor.page, name)).toBeVisible();
    await expect(visitor.page.getByLabel('Live updates connected')).toBeAttached();

    // Bad LinkedIn addresses are refused before they leave the browser.
    await form.getByRole('textbox', { name: 'LinkedIn' }).fill('http://www.linkedin.com/in/profile');
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await expect(form.getByText('LinkedIn must be an https address, e.g. https://www.linkedin.com/in/name')).toBeVisible();

    await form.getByRole('textbox', { name: 'Title or position' }).fill('Chief Speech Scientist');
    await form.getByRole('textbox', { name: 'Company or organisation' }).fill('Hansard Labs');
    await form.getByRole('textbox', { name: 'Short bio' }).fill('Turns debates into searchable text the same day.');
    await form.getByRole('textbox', { name: 'Full bio' }).fill('Has shipped speech recognition to three parliaments.\nLeads the open corpus effort.');
    await form.getByRole('textbox', { name: 'LinkedIn' }).fill('https://www.linkedin.com/in/profile-speaker');

    // The preview is the public card as it will read, before saving too.
    const previewCard = page.getByTestId('profile-preview').getByTestId('speaker-card');
    await expect(previewCard.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(previewCard.getByText('Chief Speech Scientist')).toBeVisible();
    await expect(previewCard.getByText('Hansard Labs')).toBeVisible();
    await expect(previewCard.getByText('Turns debates into searchable text the same day.')).toBeVisible();
    await previewCard.click();
    const details = page.getByRole('dialog', { name: 'Speaker Details' });
    await expect(details.getByText('Leads the open corpus effort.')).toBeVisible();
    await expect(details.getByRole('link', { name: 'LinkedIn Profile' })).toHaveAttribute('href', 'https://www.linkedin.com/in/profile-speaker');
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();

    await form.getByRole('button', { name: 'Save Profile' }).click();
    await expect(form.getByRole('status')).toHaveText('Your profile was saved.');

    // The open /speakers page follows without a reload.
    const live = speakerCard(visitor.page, name);
    await expect(live.getByText('Chief Speech Scientist')).toBeVisible();
    await expect(live.getByText('Hansard Labs')).toBeVisible();
    await expect(live.getByText('Turns debates into searchable text the same day.')).toBeVisible();
    await visitor.context.close();

    if (width === PHONE) await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE);
    await noSeriousAxe(page, width);

    // The proposal modal starts from the profile: the committee reads the bio.
    await page.getByRole('button', { name: 'Submit New Proposal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit New Proposal' });
    await expect(dialog.getByRole('textbox', { name: 'Speaker name' })).toHaveValue(name);
    await expect(dialog.getByRole('textbox', { name: 'Organization' })).toHaveValue('Hansard Labs');
    await expect(dialog.getByRole('textbox', { name: 'Speaker bio' })).toHaveValue(
      'Has shipped speech recognition to three parliaments.\nLeads the open corpus effort.',
    );
    await noSeriousAxe(page, width);
    await dialog.getByRole('textbox', { name: 'Title' }).fill(`Profiles travel with proposals ${width}`);
    await dialog.getByRole('textbox', { name: 'Abstract' }).fill('Why the committee should never read an empty bio.');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/speaker/proposals') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      speaker_name: name,
      organization: 'Hansard Labs',
      speaker_bio: 'Has shipped speech recognition to three parliaments.\nLeads the open corpus effort.',
    });
    await expect(dialog).toBeHidden();
    expect(navigations()).toBe(0);

    // After a reload the form shows what was stored.
    await page.reload();
    await expect(form.getByRole('textbox', { name: 'Title or position' })).toHaveValue('Chief Speech Scientist');
    console.expectNone();
  });
}

test('at 390 px the console’s tabs and tables stay inside the page, and the dashboard lists a saved session once', async ({ page, request, browser }) => {
  const console = watchConsole(page);
  // The attendee first: two saved sessions.
  const user = await signedInAttendee(page, request, 'Phone Attendee');
  const sessions = (await (await request.get('/public/sessions')).json()).sessions as { id: number; title: string }[];
  const api = await attendeeApi(request, user);
  await api.save(sessions[0].id);
  await api.save(sessions[1].id);
  await resizeViewport(page, PHONE, 900);
  await page.goto('/dashboard');
  await expect(savedSessions(page)).toHaveCount(2);
  for (const s of sessions.slice(0, 2)) {
    await expect(savedSession(page, s.title)).toHaveCount(1);
    // Not a second time in the browsing list.
    await expect(availableSession(page, s.title)).toHaveCount(0);
  }
  await expect(availableSession(page, sessions[2].title)).toBeVisible();
  await expect(page.getByTestId('saved-elsewhere')).toHaveText('Sessions you saved are listed under Your Saved Sessions.');
  // Adding one from the browsing list moves it up.
  await availableSession(page, sessions[2].title)
    .getByRole('button', { name: /^Add to Schedule/ })
    .click();
  await expect(savedSession(page, sessions[2].title)).toHaveCount(1);
  await expect(availableSession(page, sessions[2].title)).toHaveCount(0);
  await expectNoPageOverflow(page, 'dashboard');
  await noSeriousAxe(page, PHONE);
  // Side by side on a desktop, the browsing list keeps its Remove toggle (spec).
  await resizeViewport(page, 1280, 900);
  await expect(availableSession(page, sessions[0].title).getByRole('button', { name: /^Remove from Schedule/ })).toBeVisible();

  // The public package comparison scrolls in its own focusable, named region.
  await resizeViewport(page, PHONE, 900);
  await page.goto('/sponsorship');
  const packages = page.getByRole('region', { name: /^Sponsorship packages compared/ });
  await expect(packages).toHaveAttribute('tabindex', '0');
  await expectNoPageOverflow(page, '/sponsorship');
  console.expectNone();

  // The console, every tab, in another browser.
  const organiser = await secondPage(browser, { viewport: { width: PHONE, height: 900 } });
  await consoleFits(organiser.page);
  await organiser.context.close();
});

async function consoleFits(page: Page) {
  const console = watchConsole(page);
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  const tabs = page.getByRole('tablist', { name: 'Admin sections' });
  await expect(tabs).toBeVisible();
  const names = await tabs.getByRole('tab').allTextContents();
  expect(names.length).toBeGreaterThan(5);
  for (const name of names) {
    const tab = tabs.getByRole('tab', { name, exact: true });
    // At phone width the tab strip scrolls the tab chosen last into view, smoothly: a tap while it still moves can
    // land on its neighbour (seen once in a CI run), as a person's would; so look, and tap again.
    await expect(async () => {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole('tabpanel').first().waitFor();
    // Each panel loads its own data; its first heading or table tells it is there.
    await page.waitForLoadState('networkidle');
    await expectNoPageOverflow(page, `the ${name} tab`);
  }
  await noSeriousAxe(page, PHONE);
  console.expectNone();
}
