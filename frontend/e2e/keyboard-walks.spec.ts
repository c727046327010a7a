// Issue 49, WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7, 2.4.11: the public flows walked with the keyboard alone. Every stop of
// Tab must show a ring (an outline or a shadow; a text field's thickened border) and lie below the sticky header;
// Escape closes what Enter opened and gives the focus back to its opener. Then reduced motion (2.3.3) and the
// language of a session's title (3.1.2; its rules in session-text-lang.test.tsx). The focus rules: focus-checks.ts.
import { expect, test } from './fixtures';
import { apiRegister, sessionsRemovedAfterEach, signIn } from './helpers';
import { expectFocusShown, focused, tabUntil } from './focus-checks';
import { openPage, resizeViewport, unique } from './page-checks';

const sessionsApi = sessionsRemovedAfterEach();

test('the skip link and the main navigation at 1280 px, the phone menu at 390 px, and back up the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, '/');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ text: 'Skip to content' });
  await expectFocusShown(page);

  // On from there: the bar's links left to right, each with its ring.
  const names = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();
  const stops = await tabUntil(page, (f) => f.text === names[names.length - 1], 20);
  const inNav = stops.filter((s) => names.includes(s.text));
  expect(inNav.map((s) => s.text)).toEqual(names);
  expect(inNav.map((s) => s.left)).toEqual([...inNav.map((s) => s.left)].sort((a, b) => a - b));

  // The skip link leads past the bar: the next stop is in the page.
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await skip.focus();
  await page.keyboard.press('Enter');
  expect(await focused(page)).toMatchObject({ id: 'main' });
  await page.keyboard.press('Tab');
  await expectFocusShown(page);
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);

  // The phone's menu: Enter opens it, Tab goes into it, Escape closes it and the focus is back on its button.
  await resizeViewport(page, 390, 844);
  await skip.focus();
  await tabUntil(page, (f) => f.label === 'Open menu', 8);
  await page.keyboard.press('Enter');
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
  await expectFocusShown(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  expect(await focused(page)).toMatchObject({ label: 'Open menu' });

  // Down the page and back up: going back, the browser brings each stop in at the top edge, where the bar is.
  await page.locator('#main').focus();
  let count = 0;
  await tabUntil(page, () => ++count === 16, 16);
  count = 0;
  await tabUntil(page, () => ++count === 12, 12, 'Shift+Tab');
});

test('the schedule: days, a session page and its star, and the Subscribe menu, by keyboard', async ({ page }) => {
  const user = await apiRegister(page.request, 'Kim Keyboard');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, user.email, user.password, '/schedule');
  await page.getByRole('group', { name: 'Conference days' }).waitFor();

  // Enter on the second day shows it; the focus stays on its button.
  const second = page.getByRole('group', { name: 'Conference days' }).getByRole('button').nth(1);
  const secondDay = await second.innerText();
  await page.locator('#main').focus();
  await tabUntil(page, (f) => f.text === secondDay, 40);
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  expect(await focused(page)).toMatchObject({ text: secondDay });

  // The Subscribe menu: Escape closes it, the focus back on the button.
  await page.locator('#main').focus();
  await tabUntil(page, (f) => f.text === 'Subscribe', 30);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expectFocusShown(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  expect(await focused(page)).toMatchObject({ text: 'Subscribe' });

  // Down the day to a star, every stop shown and below the header; Space stars it and keeps the focus.
  const star = await tabUntil(page, (f) => f.label.startsWith('Star '), 60);
  const pressed = page.locator(':focus');
  await expect(pressed).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  expect(await focused(page)).toMatchObject({ label: star[star.length - 1].label });

  // The stop before is that session's title: Enter opens its page.
  const title = star[star.length - 1].label.replace(/^Star /, '');
  await page.keyboard.press('Shift+Tab');
  await expectFocusShown(page);
  expect(await focused(page)).toMatchObject({ text: title });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('sign in and register with the keyboard alone', async ({ page, request }) => {
  // Registered through the test's own client: the page's would sign the browser in, and /login would send it on.
  const user = await apiRegister(request, 'Lee Keys');
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, '/login?register=true');
  await page.locator('#main').focus();
  const fields = await tabUntil(page, (f) => f.text === 'Register' && f.tag === 'BUTTON', 12);
  expect(fields.filter((f) => f.tag === 'INPUT').map((f) => f.label)).toEqual(['Full Name', 'Email', 'Password', 'Confirm Password']);

  await openPage(page, '/login');
  // The email field has the focus on arrival (autofocus); the rest by Tab.
  expect(await focused(page)).toMatchObject({ label: 'Email' });
  await expectFocusShown(page);
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ label: 'Password' });
  await page.keyboard.type(user.password);
  await tabUntil(page, (f) => f.tag === 'BUTTON' && f.text === 'Sign In', 3);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the barrier report form of the accessibility statement, every field below the header', async ({ page }) => {
  await resizeViewport(page, 390, 700);
  await openPage(page, '/accessibility');
  await page.locator('#main').focus();
  const stops = await tabUntil(page, (f) => f.tag === 'BUTTON' && f.text === 'Send report', 40);
  expect(stops.filter((f) => ['INPUT', 'TEXTAREA'].includes(f.tag)).map((f) => f.label.replace(/\s*\*$/, ''))).toEqual([
    'Email',
    'Name',
    'Where (a page or part of the site)',
    'What happened',
  ]);
  // Back up the page: the browser brings each field in at the top edge, where the bar would cover it.
  const back = await tabUntil(page, (f) => f.label === 'Email', 8, 'Shift+Tab');
  expect(back.length).toBeGreaterThan(3);
});

test('reduced motion: no transition or animation longer than 0.01 s, no smooth scrolling', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/schedule']) {
    await openPage(page, path);
    // The phone menu open too: its slide is the most visible motion of every page.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    const moving = await page.evaluate(() => {
      const seconds = (value: string) => Math.max(...value.split(',').map((d) => (d.trim().endsWith('ms') ? parseFloat(d) / 1000 : parseFloat(d))));
      const found: string[] = [];
      if (getComputedStyle(document.documentElement).scrollBehavior === 'smooth') found.push('html: smooth scrolling');
      for (const el of document.querySelectorAll('body *'))
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(el, pseudo);
          const transition = seconds(style.transitionDuration) + seconds(style.transitionDelay);
          const animation =
            style.animationName === 'none' ? 0 : seconds(style.animationDuration) * (style.animationIterationCount === 'infinite' ? Infinity : 1);
          if (transition > 0.01 || animation > 0.01 || style.scrollBehavior === 'smooth')
            found.push(`${el.tagName}.${el.className}${pseudo ?? ''}: transition ${transition}s, animation ${animation}s, ${style.scrollBehavior}`);
        }
      // What scripts animate (the Web Animations API) obeys the same rule.
      for (const animation of document.getAnimations()) {
        const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
        if (duration > 10) found.push(`an animation of ${duration} ms`);
      }
      return found;
    });
    expect(moving, path).toEqual([]);
  }
});

test('a title shown in the other language carries its language (3.1.2)', async ({ page, request }) => {
  // A session with an English title only: the German programme shows that title, marked English; the demo
  // programme's German titles are the page's language and unmarked.
  const admin = await sessionsApi(request);
  const title = unique('English only');
  await admin.create({ title, description: '', room: 'Hall K', startTime: '2025-11-17T17:00:00.000Z', endTime: '2025-11-17T17:30:00.000Z' });
  await openPage(page, '/de/schedule?view=list');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: title })).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Eröffnungspanel: das Jahr in der Sprachtechnologie' })).not.toHaveAttribute('lang', /./);
});
