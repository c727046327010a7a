import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch, type Answer as StubAnswer, type Routes } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { Answer } from '@/lib/api-routes';
import type { ConferenceSession } from '@/types/api';
import { api } from '@/lib/api';
import { SchedulePage } from './schedule-page';
import { OPENING_SESSIONS } from './use-programme';

/** A session of the programme; the venue is in Vienna (UTC+1 in November). */
function session(id: number, title: string, startTime: string, minutes: number, extra: Partial<ConferenceSession> = {}): ConferenceSession {
  return {
    id,
    title,
    description: '',
    date: startTime.slice(0, 10),
    time: startTime.slice(11, 16),
    startTime,
    endTime: new Date(Date.parse(startTime) + minutes * 60_000).toISOString(),
    duration: minutes,
    room: 'Plenary Hall',
    track: 'Main',
    type: 'talk',
    status: 'scheduled',
    language: 'en',
    capacity: null,
    recording_url: null,
    do_not_record: false,
    recording_optout: false,
    stream_url: null,
    on_map: false,
    signup_required: false,
    seats: null,
    version: 1,
    speakers: [],
    ...extra,
  };
}

const noChanges: Answer<'/public/schedule/changes', 'get'> = { changes: [] };
const noReleases: Answer<'/public/schedule/releases', 'get'> = { mode: 'live', releases: [] };

function setUp(schedule: StubAnswer | Routes[string], route = '/schedule') {
  const network = stubFetch({
    'GET /public/schedule': schedule,
    'GET /public/schedule/changes': { body: noChanges },
    'GET /public/schedule/releases': { body: noReleases },
  });
  return { ...renderWithApp(<SchedulePage />, { route, path: '/schedule' }), network };
}

type View = 'list' | 'timetable';

/**
 * The day as a list (a narrow screen's, or a wide one's that asked for it) or as the timetable, a wide screen's default
 * (happy-dom's window is 1024 px wide); the list shows until the timetable's code has arrived.
 */
async function openDay(sessions: ConferenceSession[], view: View) {
  setUp(scheduleOf(sessions), view === 'list' ? '/schedule?view=list' : '/schedule');
  // The timetable's code is its own chunk, loaded (and, the first time in a test worker, compiled) on demand: on a busy
  // machine that alone takes longer than the default second.
  if (view === 'timetable') await screen.findByTestId('timetable-grid', {}, { timeout: 10_000 });
  else await screen.findAllByTestId('schedule-session');
}

const scheduleOf = (sessions: ConferenceSession[]): StubAnswer => ({ body: { schedule: sessions } satisfies Answer<'/public/schedule', 'get'> });

const card = async (title: string) => {
  const heading = await screen.findByRole('heading', { level: 3, name: title });
  return within(heading.closest<HTMLElement>('[data-testid="schedule-session"]')!);
};

/**
 * A server error is asked again three times, 1 s, 2 s and 4 s apart, before the page gives up (lib/api.ts): the
 * client's clock is moved on until it has.
 */
async function untilRetriesGiveUp(done: () => void) {
  await vi.waitFor(
    async () => {
      await vi.advanceTimersByTimeAsync(4_000);
      done();
    },
    { timeout: 5_000, interval: 20 },
  );
}

/** A computed colour, '#6b21a8' or 'rgb(107, 33, 168)', as its red, green and blue. */
function channels(colour: string): number[] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  return hex ? hex.slice(1).map((c) => parseInt(c, 16)) : colour.match(/\d+/g)!.slice(0, 3).map(Number);
}

const rgb = (colour: string) => `rgb(${channels(colour).join(', ')})`;

/** WCAG's contrast ratio of two colours. */
function contrast(foreground: string, background: string) {
  const luminance = (colour: string) => {
    const [r, g, b] = channels(colour).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('The schedule (/schedule)', () => {
  it.each<View>(['list', 'timetable'])('keeps a cancelled session listed, marked Cancelled and struck through (%s)', async (view) => {
    await openDay(
      [
        session(1, 'Opening keynote', '2025-11-17T08:00:00.000Z', 60, { type: 'keynote' }),
        session(2, 'Speech recognition for small languages', '2025-11-17T10:00:00.000Z', 45, { status: 'cancelled' }),
      ],
      view,
    );

    const cancelled = await card('Speech recognition for small languages');
    expect(cancelled.getByText('Cancelled', { exact: true })).toBeTruthy();
    expect(getComputedStyle(cancelled.getByRole('heading')).textDecoration).toMatch(/line-through/);

    const held = await card('Opening keynote');
    expect(held.queryByText('Cancelled', { exact: true })).toBeNull();
    expect(getComputedStyle(held.getByRole('heading')).textDecoration).toBe('none');
  });

  it.each<View>(['list', 'timetable'])('colours each type badge by its type, whatever its case, in dark text on a light tint (%s)', async (view) => {
    const start = Date.parse('2025-11-17T08:00:00.000Z');
    const types = ['KEYNOTE', 'Workshop', 'presentation', 'Panel', 'talk', 'networking'];
    await openDay(
      types.map((type, i) =>
        // Written as an organiser may have typed it: not always the lower case the API documents.
        session(i + 1, `Session ${type}`, new Date(start + i * 3_600_000).toISOString(), 45, { type: type as ConferenceSession['type'] }),
      ),
      view,
    );

    const badge = async (type: string) => getComputedStyle((await card(`Session ${type}`)).getByTestId('session-type'));
    expect(rgb((await badge('KEYNOTE')).color)).toBe('rgb(107, 33, 168)'); // purple
    expect(rgb((await badge('Workshop')).color)).toBe('rgb(30, 64, 175)'); // blue
    expect(rgb((await badge('presentation')).color)).toBe('rgb(22, 101, 52)'); // green
    expect(rgb((await badge('Panel')).color)).toBe('rgb(154, 52, 18)'); // orange
    expect(rgb((await badge('talk')).color)).toBe('rgb(55, 65, 81)'); // gray
    expect(rgb((await badge('networking')).color)).toBe('rgb(55, 65, 81)');
    for (const type of types) {
      const { color, backgroundColor } = await badge(type);
      expect(contrast(color, backgroundColor), `${type}: ${color} on ${backgroundColor}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(screen.getAllByTestId('schedule-session')).toHaveLength(types.length);
    expect((await card('Session KEYNOTE')).getByTestId('session-time').textContent).toBe('9:00 AM - 9:45 AM');
  });

  it('says "No Schedule Items Yet" and shows no day buttons when there are no sessions at all', async () => {
    setUp(scheduleOf([]));

    expect(await screen.findByRole('heading', { name: 'No Schedule Items Yet' })).toBeTruthy();
    expect(screen.getByText(/schedule is being finalized/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Conference days' })).toBeNull();
  });

  it('shows a spinner while loading, then "Error loading schedule" with the server\'s message', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { network } = setUp(async () => {
      await held;
      return { status: 500, body: { detail: 'Schedule database offline' } };
    });

    expect(await screen.findByRole('progressbar', { name: 'Loading schedule' })).toBeTruthy();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    release();

    await untilRetriesGiveUp(() => expect(screen.getByRole('alert').textContent).toContain('Error loading schedule'));
    expect(screen.getByRole('alert').textContent).toContain('Schedule database offline');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(network.sentTo('GET /public/schedule')).toHaveLength(4);
  });

  it('shows the programme without the changes box when the changes fail, and stops asking for them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const network = stubFetch({
      'GET /public/schedule': scheduleOf([session(1, 'Opening panel', '2025-11-17T08:00:00Z', 60)]),
      'GET /public/schedule/changes': { status: 500, body: { detail: 'Changes offline' } },
      'GET /public/schedule/releases': { body: noReleases },
    });
    renderWithApp(<SchedulePage />, { route: '/schedule?view=list', path: '/schedule' });

    await untilRetriesGiveUp(() => expect(network.sentTo('GET /public/schedule/changes').length).toBeGreaterThanOrEqual(4));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(screen.getByRole('heading', { level: 3, name: 'Opening panel' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('Changes offline')).toBeNull();
    // The first load and its three retries, and the box's own try with its retries: not a request after request.
    expect(network.sentTo('GET /public/schedule/changes').length).toBeLessThanOrEqual(8);
  });

  it('says "Failed to load schedule" when the failure carries no message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setUp({ status: 503 });

    await untilRetriesGiveUp(() => expect(screen.getByRole('alert').textContent).toContain('Failed to load schedule'));
    expect(screen.getByRole('alert').textContent).toContain('Error loading schedule');
  });

  it("a page the server rendered shows the first day's sessions it carries, then the whole programme once loaded", async () => {
    const monday = [1, 2, 3].map((i) => session(i, `Monday talk ${i}`, `2025-11-17T${String(7 + i).padStart(2, '0')}:00:00.000Z`, 30));
    const tuesday = session(9, 'Tuesday talk', '2025-11-18T09:00:00.000Z', 30);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const network = stubFetch({
      'GET /public/schedule': async () => {
        await gate;
        return scheduleOf([...monday, tuesday]);
      },
      'GET /public/schedule/changes': { body: noChanges },
      'GET /public/schedule/releases': { body: noReleases },
    });
    const opening: Answer<'/public/schedule/opening', 'get'> = { days: [monday[0].startTime, tuesday.startTime], total: 3, schedule: monday.slice(0, 2) };
    renderWithApp(<SchedulePage />, {
      route: '/schedule?view=list',
      path: '/schedule',
      prepare: (store) => store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'getScheduleOpening', arg: OPENING_SESSIONS, value: opening } as never])),
    });

    const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await vi.waitFor(() => expect(titles()).toEqual(['Monday talk 1', 'Monday talk 2']));
    expect(screen.getByRole('progressbar', { name: 'Loading the rest of the day' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tuesday, November 18, 2025' })).toBeTruthy();
    expect(network.sentTo('GET /public/schedule/opening')).toHaveLength(0);

    release();
    await vi.waitFor(() => expect(titles()).toEqual(['Monday talk 1', 'Monday talk 2', 'Monday talk 3']));
    expect(screen.queryByRole('progressbar', { name: 'Loading the rest of the day' })).toBeNull();
    expect(network.sentTo('GET /public/schedule')).toHaveLength(1);
  });
});
