// The console's overview charts (issue 29): what they draw follows what happened, counted through the real API.
// Each check compares the overview before and after the actions, so whatever the demo data holds does not matter.
import { Described } from './described.js';
import { api, newSpeakerAccount, proposalBody, registerUser, type TestApp, useAdminApp } from './harness.js';

describe('test/analytics-overview.e2e-spec.ts', () => {
  const context = useAdminApp();
  const { asAdmin } = context;
  let app: TestApp;
  let described: Described;

  interface Overview {
    registrations: { day: string; accounts: number; paid_tickets: number }[];
    proposals: { day: string; submitted: number; accepted: number; rejected: number }[];
    proposal_types: { type: string; pending: number; accepted: number; scheduled: number; rejected: number; withdrawn: number }[];
    review: { unreviewed: number; in_progress: number; complete: number };
    rooms: { room: string; capacity: number | null; most_saved: number; saved: number }[];
  }

  async function overview(): Promise<Overview> {
    const response = await asAdmin('GET', '/api/admin/analytics/overview');
    expect(response.status).toBe(200);
    described.check('GET', '/api/admin/analytics/overview', 200, response.body);
    return response.body;
  }

  const venueToday = () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const typeRow = (o: Overview, type: string) => o.proposal_types.find((t) => t.type === type) ?? { pending: 0, accepted: 0, rejected: 0 };

  beforeAll(async () => {
    app = context.app;
    described = await Described.load(app);
  });

  it('is for organisers only', async () => {
    const user = await registerUser(app);
    expect((await api(app, 'GET', '/api/admin/analytics/overview', { token: user.token })).status).toBe(403);
    expect((await api(app, 'GET', '/api/admin/analytics/overview')).status).toBe(401);
  });

  it('draws sign-ups, paid tickets and proposals up to today, by type and status, and the review progress', async () => {
    const before = await overview();
    const attendees = await Promise.all([0, 1, 2].map(() => registerUser(app)));
    const paid = await api(app, 'POST', '/api/payment/process', { token: attendees[0].token, body: {} });
    expect(paid.body.payment_status).toBe('paid');

    await asAdmin('PATCH', '/api/admin/conference-settings', { accepting_cfp: true });
    const send = async (type: string) => {
      const email = `overview-${type}-${Date.now()}-${Math.random().toString(36).slice(2)}@mail.example`;
      return (await newSpeakerAccount(app, email, { proposal: proposalBody(email, { presentation_type: type }) })).proposalId;
    };
    const spotlight = await send('technology_spotlight');
    const research = [await send('research_output'), await send('research_output')];
    expect((await asAdmin('PATCH', `/cfp/submissions/${research[0]}/status`, { status: 'accepted' })).status).toBe(200);
    expect((await asAdmin('PATCH', `/cfp/submissions/${spotlight}/status`, { status: 'rejected' })).status).toBe(200);

    const after = await overview();
    const [then, now] = [before.registrations.at(-1), after.registrations.at(-1)!];
    expect(now.day).toBe(venueToday());
    // Three attendees and three proposers made accounts today; one ticket was paid.
    expect(now.accounts - (then?.accounts ?? 0)).toBe(6);
    expect(now.paid_tickets - (then?.paid_tickets ?? 0)).toBe(1);
    // A running total never falls.
    expect(after.registrations.every((d, i, all) => i === 0 || (d.accounts >= all[i - 1].accounts && d.paid_tickets >= all[i - 1].paid_tickets))).toBe(true);

    const [sent, sentNow] = [before.proposals.at(-1), after.proposals.at(-1)!];
    expect(sentNow.day).toBe(venueToday());
    expect({
      submitted: sentNow.submitted - (sent?.submitted ?? 0),
      accepted: sentNow.accepted - (sent?.accepted ?? 0),
      rejected: sentNow.rejected - (sent?.rejected ?? 0),
    }).toEqual({ submitted: 3, accepted: 1, rejected: 1 });

    const research0 = typeRow(before, 'research_output');
    const research1 = typeRow(after, 'research_output');
    expect([research1.pending - research0.pending, research1.accepted - research0.accepted]).toEqual([1, 1]);
    expect(typeRow(after, 'technology_spotlight').rejected - typeRow(before, 'technology_spotlight').rejected).toBe(1);
    // The one still pending has no review yet.
    expect(after.review.unreviewed - before.review.unreviewed).toBe(1);
  });

  it("sets each room's most saved session against what the room holds", async () => {
    const room = `Overview Hall ${Date.now()}`;
    const made = async (title: string, hh: string) =>
      (
        await asAdmin('POST', '/api/admin/sessions', {
          title,
          description: 'x',
          startTime: `2031-05-01T${hh}:00:00.000Z`,
          endTime: `2031-05-01T${hh}:45:00.000Z`,
          room,
        })
      ).body as { id: number };
    const [first, second] = [await made('Busy talk', '09'), await made('Quiet talk', '10')];
    expect((await asAdmin('PUT', '/api/admin/rooms', { rooms: [{ name: room, capacity: 2 }] })).status).toBe(200);
    const savers = await Promise.all([0, 1, 2].map(() => registerUser(app)));
    for (const saver of savers) expect((await api(app, 'POST', `/api/user/schedule/${first.id}`, { token: saver.token })).status).toBeLessThan(300);
    expect((await api(app, 'POST', `/api/user/schedule/${second.id}`, { token: savers[0].token })).status).toBeLessThan(300);
    const rooms = (await overview()).rooms;
    expect(rooms.find((r) => r.room === room)).toEqual({ room, capacity: 2, most_saved: 3, saved: 4 });
    // Not a room: sessions without one are left out.
    expect(rooms.some((r) => r.room.toLowerCase() === 'tba')).toBe(false);
  });
});
