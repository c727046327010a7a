// Helpers of the Schedule calendar spec: sessions made through the admin API in far-future weeks (and removed
// again), signing in on the tab, and real mouse drags.
import { expect, type APIRequestContext, type Locator, type Page } from './fixtures';
import { ADMIN, signIn } from './helpers';

export interface Session {
  id: number;
  title: string;
  startTime: string;
  endTime: string;
  room: string;
  version: number;
  conflicts: { type: string; title: string }[];
}

// A blocked refetch (page.route abort) and a refused stale move are logged by the browser; tests that provoke them allow them.
export const ABORTED = /Failed to load resource: net::ERR_FAILED/;
export const STALE = /Failed to load resource: the server responded with a status of 409/;
export const FAILED = /Failed to load resource: the server responded with a status of 500/;

// Page loads wait longer than other checks: the server is shared with other specs' browsers.
export const arrival = expect.configure({ timeout: 20_000 });

/** Monday of the n-th week from 6 January 2031: each test has its own. */
export function weekOf(n: number): string {
  return new Date(Date.UTC(2031, 0, 6 + 7 * n)).toISOString().slice(0, 10);
}
export const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** Vienna wall-clock time in winter (UTC+1). */
export const vienna = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+01:00`).toISOString();

export function sessionsApi(request: APIRequestContext, headers: Record<string, string>) {
  const made: number[] = [];
  return {
    async create(title: string, day: string, from: string, to: string, room: string): Promise<Session> {
      const res = await request.post('/api/admin/sessions', {
        headers,
        data: {
          title,
          description: `About ${title}.`,
          type: 'talk',
          startTime: vienna(day, from),
          endTime: vienna(day, to),
          room,
          capacity: 40,
          status: 'scheduled',
          speakers: [],
          speaker_ids: [],
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const session = (await res.json()) as Session;
      made.push(session.id);
      return session;
    },
    async get(id: number): Promise<Session | undefined> {
      const res = await request.get('/api/admin/sessions', { headers });
      return ((await res.json()) as Session[]).find((s) => s.id === id);
    },
    /** Removes what the test made, so the public schedule of other specs keeps only its own days. */
    async cleanUp() {
      for (const id of made) await request.delete(`/api/admin/sessions/${id}`, { headers });
    },
  };
}

export async function openSchedule(page: Page, day: string, email = ADMIN.email, password = ADMIN.password) {
  await signIn(page, email, password, `/admin?tab=schedule&day=${day}`);
  await arrival(page.getByRole('heading', { level: 2, name: 'Schedule' })).toBeVisible();
  await arrival(page.getByTestId('calendar-grid')).toBeVisible();
}

export const block = (page: Page, title: string) =>
  page.getByTestId('calendar-session').filter({ has: page.getByTestId('session-title').getByText(title, { exact: true }) });

/** Drags with real mouse events: press, move in steps (the drag starts after 5 px), release. */
export async function drag(page: Page, from: Locator, dx: number, dy: number, whileDragging?: () => Promise<void>, grabAt: 'top' | 'centre' = 'top') {
  await from.scrollIntoViewIfNeeded();
  const box = await from.boundingBox();
  if (!box) throw new Error('nothing to drag');
  const x = box.x + box.width / 2;
  const y = grabAt === 'top' ? box.y + 12 : box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 8 });
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await whileDragging?.();
  await page.mouse.up();
}
