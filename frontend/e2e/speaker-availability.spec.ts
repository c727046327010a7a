// Speaker availability against the real backend: a speaker enters the times they can speak on /speaker; an organiser
// dragging that speaker's session on the calendar sees the times the speaker cannot speak hatched while the mouse is
// still down, a drop outside them flags the block, and the speaker widening their times clears the flag live. The
// session form warns, while the organiser types, about a speaker unavailable at the chosen time and still saves.
// The sessions live in their own week of February 2032 (Vienna winter time, UTC+1) and are deleted again.
import { expect, test, type APIRequestContext } from './fixtures';
import { arrival, block, drag, openSchedule, sessionsApi, vienna } from './admin-schedule-calendar-support';
import { adminHeaders, secondPage, signIn } from './helpers';
import { expectAccessible, screenshotToLookAt, unique, watchConsole } from './page-checks';
import { makeSpeaker } from './speaker-support';

// A speaker made through the mail flow, two browser contexts and axe at two widths: more than 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 1600 } });

const DAY = '2032-02-10';
const DAY_LABEL = 'Tuesday, February 10, 2032';
const SLOT_PX = 48;

async function speakerProfileId(request: APIRequestContext, email: string): Promise<number> {
  const res = await request.get('/api/admin/speakers', { headers: await adminHeaders(request) });
  const found = ((await res.json()) as { id: number; email: string | null }[]).find((s) => s.email === email);
  if (!found) throw new Error(`no speaker profile for ${email}`);
  return found.id;
}

test('an unavailable slot shaded while dragging', async ({ page, request, browser }) => {
  const name = unique('Avi Available');
  const speaker = await makeSpeaker(request, unique('A talk with a timetable'), name);
  const speakerId = await speakerProfileId(request, speaker.email);
  const headers = await adminHeaders(request);
  const sessions = sessionsApi(request, headers);
  const title = unique('Availability talk');
  const created = await sessions.create(title, DAY, '10:00', '11:00', unique('Hall'));
  const withSpeaker = await request.put(`/api/admin/sessions/${created.id}`, { headers, data: { speakers: [{ id: speakerId }], version: created.version } });
  expect(withSpeaker.ok(), await withSpeaker.text()).toBe(true);

  try {
    // The speaker says they can speak 9:00 AM - 12:00 PM that day.
    const speakerView = await secondPage(browser, { viewport: { width: 1280, height: 1600 } });
    const speakerConsole = watchConsole(speakerView.page);
    await signIn(speakerView.page, speaker.email, speaker.password, '/speaker');
    const section = speakerView.page.getByRole('region', { name: 'Availability' });
    await arrival(section.getByTestId('availability-summary')).toHaveText(
      'You have entered no times, so you are treated as available at any time during the conference.',
    );
    const day = section.getByRole('group', { name: DAY_LABEL });
    await expect(day.getByText('No times entered.')).toBeVisible();
    await day.getByRole('button', { name: `Add time on ${DAY_LABEL}` }).click();
    const range = day.getByRole('group', { name: 'Time 1' });
    await range.getByLabel('From').selectOption({ label: '9:00 AM' });
    await range.getByLabel('To').selectOption({ label: '8:00 AM' });
    await section.getByRole('button', { name: 'Save availability' }).click();
    await expect(range.getByText('The end must be after the start')).toBeVisible();
    await range.getByLabel('To').selectOption({ label: '12:00 PM' });
    await section.getByRole('button', { name: 'Save availability' }).click();
    await expect(section.getByRole('status')).toHaveText('Availability saved.');
    await expect(section.getByTestId('availability-summary')).toHaveText('Organisers place your sessions within these times.');
    await screenshotToLookAt(section, 'speaker-availability-section.png');
    await expectAccessible(speakerView.page, () => expect(range.getByLabel('From')).toHaveValue(String(9 * 60)));

    // The organiser's calendar: 10-11 is inside those times, so the block is not flagged.
    const console = watchConsole(page);
    await openSchedule(page, DAY);
    await expect(page.getByTestId('calendar-legend')).toContainText("Outside a speaker's availability");
    const talk = block(page, title);
    await expect(talk).toHaveAttribute('data-unavailable', 'false');
    const shading = page.getByTestId('unavailable');
    await expect(shading).toHaveCount(0);

    // Mid-drag (mouse still down) the times the speaker cannot speak are hatched: before 9 and after 12.
    await drag(page, talk, 0, 4 * SLOT_PX, async () => {
      await expect(page.getByTestId('drop-preview')).toHaveText('12:00 PM - 1:00 PM');
      await expect(shading).toHaveCount(2);
      await expect(shading.nth(0)).toHaveAccessibleName(`Unavailable: ${name}, 8:00 AM - 9:00 AM`);
      await expect(shading.nth(1)).toHaveAccessibleName(`Unavailable: ${name}, 12:00 PM - 8:00 PM`);
      await expect(shading.nth(1)).toHaveCSS('top', `${8 * SLOT_PX}px`);
      await expect(shading.nth(1)).toContainText(`${name} unavailable`);
      await screenshotToLookAt(page, 'shaded-while-dragging.png');
    });

    // Dropped at 12:00 PM - 1:00 PM, outside the speaker's times: flagged like a clash; the hatching is gone.
    await expect(talk).toContainText('12:00 PM - 1:00 PM');
    await expect(talk).toHaveAttribute('data-unavailable', 'true');
    await expect(talk.getByTestId('unavailable-icon')).toBeVisible();
    await expect(talk).toHaveAttribute('title', `${title}\n⚠ Not available then: ${name}`);
    await expect(shading).toHaveCount(0);
    await screenshotToLookAt(page, 'flagged-after-drop.png');

    // The speaker adds the afternoon: the organiser's open calendar drops the flag without a reload.
    await section.getByRole('button', { name: `Add time on ${DAY_LABEL}` }).click();
    const afternoon = day.getByRole('group', { name: 'Time 2' });
    await afternoon.getByLabel('From').selectOption({ label: '12:00 PM' });
    await afternoon.getByLabel('To').selectOption({ label: '3:00 PM' });
    await section.getByRole('button', { name: 'Save availability' }).click();
    await expect(section.getByRole('status')).toHaveText('Availability saved.');
    await expect(talk).toHaveAttribute('data-unavailable', 'false');

    console.expectNone();
    speakerConsole.expectNone();
  } finally {
    await sessions.cleanUp();
  }
});

test('the session form warns about a speaker unavailable at the chosen time, and saves anyway', async ({ page, request }) => {
  const FORM_DAY = '2032-02-12';
  const name = unique('Una Form');
  const speaker = await makeSpeaker(request, unique('A talk in the morning'), name);
  const sessions = sessionsApi(request, await adminHeaders(request));
  // A session makes the day a programme day, so the speaker can enter times on it.
  await sessions.create(unique('Morning opener'), FORM_DAY, '08:00', '08:30', unique('Foyer'));
  const title = unique('Formed talk');
  const setTimes = async (...ranges: [string, string][]) => {
    const res = await request.put('/api/speaker/availability', {
      headers: { authorization: `Bearer ${speaker.token}` },
      data: { slots: ranges.map(([from, to]) => ({ startTime: vienna(FORM_DAY, from), endTime: vienna(FORM_DAY, to) })) },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };

  try {
    await setTimes(['09:00', '12:00']);
    const console = watchConsole(page);
    await openSchedule(page, FORM_DAY);
    await page.getByRole('button', { name: 'Add Session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Session' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Planned after the speaker has left.');
    await dialog.getByLabel('Start (Vienna time)').fill(`${FORM_DAY}T13:00`);
    await dialog.getByLabel('End (Vienna time)').fill(`${FORM_DAY}T14:00`);
    await dialog.getByRole('combobox', { name: 'Room' }).fill(unique('Form Hall'));
    const warning = dialog.getByTestId('form-unavailable');
    await expect(warning).toBeHidden();
    await dialog.getByRole('combobox', { name: 'Add speaker' }).fill(name);
    await page.getByRole('option', { name }).click();

    // The warning names the speaker and when they can speak that day; saving is allowed, as with a clash.
    await expect(warning).toHaveText(`Speakers not available${name} is not available at this time (available 9:00 AM - 12:00 PM on this day)`);
    await expect(dialog.getByRole('button', { name: 'Save anyway' })).toBeVisible();
    await expect(dialog.getByTestId('form-conflicts')).toBeHidden();

    // Inside their times the warning goes; outside again it comes back.
    await dialog.getByLabel('Start (Vienna time)').fill(`${FORM_DAY}T10:00`);
    await dialog.getByLabel('End (Vienna time)').fill(`${FORM_DAY}T11:00`);
    await expect(warning).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Create Session' })).toBeVisible();
    await dialog.getByLabel('Start (Vienna time)').fill(`${FORM_DAY}T11:30`);
    await dialog.getByLabel('End (Vienna time)').fill(`${FORM_DAY}T12:30`);
    await expect(warning).toContainText(`${name} is not available at this time (available 9:00 AM - 12:00 PM on this day)`);
    await screenshotToLookAt(dialog, 'form-unavailable-warning.png');
    await expectAccessible(page, () => expect(warning).toBeVisible());
    await page.setViewportSize({ width: 1280, height: 1600 });

    await dialog.getByRole('button', { name: 'Save anyway' }).click();
    await expect(dialog).toBeHidden();
    const talk = block(page, title);
    await expect(talk).toHaveAttribute('data-unavailable', 'true');
    // The day's tab counts it beside its sessions and spells that out for screen readers.
    const tab = page.getByRole('tab', { name: /^Thu 12 Feb/ });
    await expect(tab).toContainText('1 unavailable');
    await expect(tab).toHaveAccessibleName("Thu 12 Feb: 2 sessions, 1 unavailable (session outside a speaker's availability)");
    await screenshotToLookAt(page.getByRole('tablist', { name: 'Days of the week' }), 'day-tab-unavailable.png');

    // Editing it: the warning shows, and goes live when the speaker adds the afternoon to their times.
    await talk.click();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Session' });
    await expect(edit.getByTestId('form-unavailable')).toContainText(`${name} is not available at this time`);
    await setTimes(['09:00', '12:00'], ['12:00', '15:00']);
    await expect(edit.getByTestId('form-unavailable')).toBeHidden();
    await expect(edit.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(talk).toHaveAttribute('data-unavailable', 'false');
    await expect(tab).toHaveAccessibleName('Thu 12 Feb: 2 sessions');
    console.expectNone();
  } finally {
    const saved = (await request.get('/api/admin/sessions', { headers: await adminHeaders(request) }).then((r) => r.json())) as { id: number; title: string }[];
    const made = saved.find((s) => s.title === title);
    if (made) await request.delete(`/api/admin/sessions/${made.id}`, { headers: await adminHeaders(request) });
    await sessions.cleanUp();
  }
});
