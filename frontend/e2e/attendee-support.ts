// Shared by the dashboard and payment specs: a signed-in attendee and the attendee API as that user.
import { expect, type APIRequestContext, type Page } from './fixtures';
import { apiLogin, apiRegister, signIn } from './helpers';

export type Attendee = Awaited<ReturnType<typeof apiRegister>>;

/** Registers a fresh attendee through the API and signs them in, on /dashboard. */
export async function signedInAttendee(page: Page, request: APIRequestContext, fullName = 'Dana Attendee'): Promise<Attendee> {
  const user = await apiRegister(request, fullName);
  await signIn(page, user.email, user.password, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  return user;
}

/** The attendee API with the user's own bearer token. */
export async function attendeeApi(request: APIRequestContext, user: { email: string; password: string }) {
  const token = await apiLogin(request, user.email, user.password);
  const headers = { authorization: `Bearer ${token}` };
  return {
    savedIds: async (): Promise<number[]> => {
      const res = await request.get('/api/user/schedule', { headers });
      expect(res.ok()).toBe(true);
      return ((await res.json()) as { session_ids: number[] }).session_ids;
    },
    save: async (sessionId: number) => expect((await request.post(`/api/user/schedule/${sessionId}`, { headers })).ok()).toBe(true),
    unsave: async (sessionId: number) => expect((await request.delete(`/api/user/schedule/${sessionId}`, { headers })).ok()).toBe(true),
  };
}

/** The card of one session in 'Available Sessions'. */
export const availableSession = (page: Page, title: string) =>
  page.getByTestId('available-session').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** One entry of 'Your Saved Sessions'. */
export const savedSession = (page: Page, title: string) =>
  page.getByTestId('saved-session').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

export const savedSessions = (page: Page) => page.getByTestId('saved-session');

/** The spec's client-stored list of saved ids (strings). */
export const localSchedule = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('userSchedule') ?? 'null') as string[] | null);
