// The Site tab (issue 29): organisers edit the site's texts and lists in forms drawn from the content's schema, the
// server's refusal sits at its field, and open pages follow a save without reloading, in English and in German.
import { expect, test, type Page } from './fixtures';
import { ADMIN, adminHeaders, secondPage, signIn } from './helpers';
import { countNavigations, expectAccessible, openPage, unique, watchConsole } from './page-checks';
import { ONE_PIXEL_PNG } from './speaker-support';

test.setTimeout(120_000);

const KEYS = ['hero', 'hotels', 'recap_2024'] as const;

async function openKey(admin: Page, title: string) {
  await admin.getByRole('button', { name: title }).click();
  return admin.getByRole('region', { name: title });
}

test('an organiser edits the hero, a hotel list and the recap, and open pages follow', async ({ page: admin, request, browser }) => {
  const headers = await adminHeaders(request);
  const saved = Object.fromEntries(
    await Promise.all(
      KEYS.map(async (key) => [key, ((await (await request.get('/api/admin/site-content', { headers })).json()) as Record<string, unknown>)[key]] as const),
    ),
  );
  const { page: visitor, context } = await secondPage(browser);
  try {
    const visitorConsole = watchConsole(visitor);
    await openPage(visitor, '/');
    const navigations = countNavigations(visitor);

    await signIn(admin, ADMIN.email, ADMIN.password, '/admin?tab=site');
    await expect(admin.getByRole('heading', { name: 'Site', exact: true })).toBeVisible();

    // The hero's tagline: saved, and the open home page shows it.
    const tagline = unique('Language technology, live from the Parliament');
    const hero = await openKey(admin, 'Home page: date, tagline and venue');
    // The page, shown beside the form, follows the save too.
    // Like 'Add to Hotels' below, a click here as the section opened was once taken but did nothing (one CI run of
    // 'Show the page here' waited 15 s for a preview never asked for): look, and click again only while it is not shown.
    await expect(async () => {
      const show = hero.getByRole('button', { name: 'Show the page here' });
      if (await show.isVisible()) await show.click();
      await expect(hero.getByRole('button', { name: 'Hide the page' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    const preview = admin.frameLocator('[data-testid="site-preview"]');
    // The preview loads a whole page in its frame: on a busy machine that takes more than the default 5 s.
    await expect(preview.getByTestId('home-hero')).toBeVisible({ timeout: 15_000 });
    await hero.getByLabel('Tagline').fill(tagline);
    await hero.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Saved: open pages show it now.')).toBeVisible();
    await expect(visitor.getByText(tagline)).toBeVisible();
    await expect(preview.getByTestId('home-hero')).toContainText(tagline);
    await hero.getByRole('button', { name: 'Hide the page' }).click();

    // A hotel added with a bad link is refused at its field; fixed, moved to the top and saved.
    const hotels = await openKey(admin, 'Hotels');
    const entries = hotels.getByRole('group', { name: /^Hotels \d+$/ });
    const count = await entries.count();
    const added = hotels.getByRole('group', { name: `Hotels ${count + 1}` });
    // The section is still opening: a click during its expand animation was once taken (the button had the focus)
    // but added nothing, as a person's might be; so look, and click again only while nothing was added.
    await expect(async () => {
      if ((await entries.count()) === count) await hotels.getByRole('button', { name: 'Add to Hotels' }).click();
      await expect(added).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(entries).toHaveCount(count + 1);
    const name = unique('Hotel Ringstrasse');
    await added.getByLabel('Name').fill(name);
    await added.getByLabel('Distance').fill('4 min walk');
    await added.getByLabel('Link').fill('not a link');
    await hotels.getByRole('button', { name: 'Save' }).click();
    await expect(added.getByText('must be an http(s) URL or a site path')).toBeVisible();
    await added.getByLabel('Link').fill('https://hotel.example.org');
    for (let n = count + 1; n > 1; n--) await hotels.getByRole('button', { name: `Move Hotels ${n} up` }).click();
    await expect(hotels.getByRole('group', { name: 'Hotels 1' }).getByLabel('Name')).toHaveValue(name);
    // The hero's "Saved" notice is gone first: axe would measure its colours halfway through fading.
    await expect(admin.getByText('Saved: open pages show it now.')).toBeHidden({ timeout: 10_000 });
    await expectAccessible(admin, () => expect(hotels.getByRole('group', { name: 'Hotels 1' })).toBeVisible());
    await hotels.getByRole('button', { name: 'Save' }).click();
    await expect(hotels.getByRole('button', { name: 'Save' })).toBeDisabled();

    // The recap: a photo's description changes on the open home page.
    const recap = await openKey(admin, 'Home page: recap of the last edition');
    const description = unique('The plenary hall during the opening');
    const photo = recap.getByRole('group', { name: 'Photos 1' });
    await photo.getByLabel('Image description').fill(description);
    // A new picture, uploaded and re-encoded by the server, fills the photo's address.
    await photo.locator('input[type=file]').setInputFiles({ name: 'hall.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await expect(photo.getByRole('textbox', { name: 'Link' })).toHaveValue(/^\/uploads\/site\/[0-9a-f]+\.webp$/);
    const uploaded = await photo.getByRole('textbox', { name: 'Link' }).inputValue();
    await recap.getByRole('button', { name: 'Save' }).click();
    await expect(visitor.getByTestId('recap-photos').getByRole('img', { name: description })).toHaveAttribute('src', uploaded);

    // German: a German tagline reaches /de/; "Use the English text" takes it back.
    await admin.getByRole('button', { name: 'German' }).click();
    const heroDe = await openKey(admin, 'Home page: date, tagline and venue');
    const germanTagline = unique('Sprachtechnologie, live aus dem Parlament');
    await heroDe.getByLabel('Tagline').fill(germanTagline);
    await heroDe.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Saved: open pages show it now.')).toBeVisible();
    // The home page followed every save without reloading; the venue page has the new hotel first.
    expect(navigations()).toBe(0);
    await visitor.getByRole('link', { name: 'Venue' }).first().click();
    await expect(visitor.getByTestId('hotel-card').first().getByRole('heading', { name })).toBeVisible();
    await openPage(visitor, '/de/');
    await expect(visitor.getByText(germanTagline)).toBeVisible();
    await heroDe.getByRole('button', { name: 'Use the English text' }).click();
    await expect(visitor.getByText(tagline)).toBeVisible();
    visitorConsole.expectNone();
  } finally {
    for (const key of KEYS) await request.put(`/api/admin/site-content/${key}`, { headers, data: { value: saved[key] } });
    await request.put('/api/admin/site-content/hero', { headers, data: { value: null, language: 'de' } });
    await context.close();
  }
});
