// Calls that open and close at their instants (issue 29): a call accepts while its switch is on and now lies within
// its opening and closing instants; with none it follows the switch alone (the spec, and a fresh install). The
// app's clock is moved instead of waited for; open pages hear of a call closing at its instant.
import { Clock } from '../src/common/clock.js';
import {
  api,
  connectSocket,
  nextPublicChange,
  newSpeakerAccount,
  FRESH_INSTALL_SETTINGS,
  proposalBody,
  upserts,
  useAdminApp,
  type AdminCall,
  type TestApp,
} from './harness.js';
import { waitFor } from './smtp.js';

describe('test/call-windows.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  beforeAll(() => ({ app } = context));
  const asAdmin: AdminCall = (...args) => context.asAdmin(...args);
  const clock = () => app.app.get(Clock);
  afterEach(() => clock().reset());

  const publicSettings = async () => (await api(app, 'GET', '/public/conference-settings')).body;
  const inAMinute = () => new Date(clock().now().getTime() + 60_000).toISOString();
  let n = 0;
  const propose = () => api(app, 'POST', '/cfp/submit', { body: proposalBody(`speaker-${Date.now()}-${n++}@test.example`) });
  const applyToSponsor = () =>
    api(app, 'POST', '/public/sponsorship/apply', {
      body: { company_name: 'Acme', contact_name: 'Ann', email: `ann-${n++}@acme.example`, phone: '+43 1 234', sponsorship_level: 'Gold' },
    });

  it('a fresh install has no instants: the switches alone decide, and the edition is the spec\u2019s', async () => {
    expect(await publicSettings()).toEqual({ accepting_cfp: true, accepting_sponsors: true, review_phase: 'submission', ...FRESH_INSTALL_SETTINGS });
  });

  it('closes the call for speakers at its instant, server-side and on open pages; a later date reopens it; the switch still closes it early', async () => {
    const closesAt = inAMinute();
    const set = await asAdmin('PATCH', '/api/admin/conference-settings', { cfp_closes_at: closesAt });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ accepting_cfp: true, cfp_accepting_now: true, cfp_closes_at: closesAt });
    expect((await propose()).status).toBe(201);

    const visitor = await connectSocket(app.url);
    try {
      const closed = nextPublicChange(visitor, (delta) => upserts(delta, 'settings').some((s) => (s as { accepting_cfp: boolean }).accepting_cfp === false));
      clock().shift(61_000);
      await closed;
    } finally {
      visitor.disconnect();
    }
    expect(await publicSettings()).toMatchObject({ accepting_cfp: false, cfp_closes_at: closesAt });
    const late = await propose();
    expect(late.status).toBe(403);
    expect(late.body.detail).toBe('The call for speakers is closed.');
    // Organisers see their switch as they left it, and that the call no longer accepts.
    expect((await asAdmin('GET', '/api/admin/conference-settings')).body).toMatchObject({ accepting_cfp: true, cfp_accepting_now: false });
    // The nav's flags follow too: the Call for Speakers link goes.
    expect((await api(app, 'GET', '/public/site-flags')).body).toMatchObject({ accepting_cfp: false });

    const extended = await asAdmin('PATCH', '/api/admin/conference-settings', { cfp_closes_at: new Date(clock().now().getTime() + 3_600_000).toISOString() });
    expect(extended.body).toMatchObject({ cfp_accepting_now: true });
    await waitFor(async () => (await publicSettings()).accepting_cfp === true);
    expect((await propose()).status).toBe(201);

    const speaker = await newSpeakerAccount(app, `speaker-area-${Date.now()}@test.example`);
    await asAdmin('PATCH', '/api/admin/conference-settings', { accepting_cfp: false });
    expect((await propose()).status).toBe(403);
    // A speaker's next proposal from their area is refused the same way, with the reason their modal shows.
    const fromArea = await api(app, 'POST', '/api/speaker/proposals', { token: speaker.token, body: { title: 'A second idea', abstract: 'Short abstract' } });
    expect(fromArea.status).toBe(403);
    expect(fromArea.body.detail).toBe('The call for speakers is closed.');
    await asAdmin('PATCH', '/api/admin/conference-settings', { accepting_cfp: true, cfp_closes_at: null });
    expect(
      (await api(app, 'POST', '/api/speaker/proposals', { token: speaker.token, body: { title: 'A second idea', abstract: 'Short abstract' } })).status,
    ).toBe(201);
    expect((await publicSettings()).accepting_cfp).toBe(true);
  });

  it('opens a call at its opening instant, and the sponsors\u2019 call follows the same rule', async () => {
    const opensAt = inAMinute();
    await asAdmin('PATCH', '/api/admin/conference-settings', { sponsorship_opens_at: opensAt, sponsorship_closes_at: null });
    expect((await publicSettings()).accepting_sponsors).toBe(false);
    const early = await applyToSponsor();
    expect(early.status).toBe(403);
    expect(early.body.detail).toBe('We are currently not accepting new sponsorship applications.');

    clock().shift(60_000);
    await waitFor(async () => (await publicSettings()).accepting_sponsors === true);
    expect((await applyToSponsor()).status).toBe(201);
    await asAdmin('PATCH', '/api/admin/conference-settings', { sponsorship_opens_at: null });
  });

  it('refuses instants out of order, unknown dates and time zones with a detail, and keeps the settings as they were', async () => {
    const before = (await asAdmin('GET', '/api/admin/conference-settings')).body;
    const refusals: [object, string][] = [
      [{ cfp_opens_at: '2026-03-01T10:00:00Z', cfp_closes_at: '2026-02-01T10:00:00Z' }, 'cfp_closes_at must be after cfp_opens_at'],
      [{ cfp_closes_at: 'next Tuesday' }, 'cfp_closes_at must be a date and time, or null'],
      [{ event_starts_on: '2026-02-30' }, 'event_starts_on must be a date as YYYY-MM-DD'],
      [{ event_starts_on: '2026-11-20', event_ends_on: '2026-11-18' }, 'event_ends_on must be on or after event_starts_on'],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone must be a time zone such as Europe/Vienna'],
      [{ time_zone: '+01:00' }, 'time_zone must be a time zone such as Europe/Vienna'],
      // Days a conference can fall on (issue 43, item 10).
      [{ event_starts_on: '0000-01-01', event_ends_on: '0000-01-02' }, 'event_starts_on must be a day from 2000-01-01 to 2100-12-31'],
      [{ event_starts_on: '2026-11-16', event_ends_on: '9999-12-31' }, 'event_ends_on must be a day from 2000-01-01 to 2100-12-31'],
    ];
    for (const [body, detail] of refusals) {
      const refused = await asAdmin('PATCH', '/api/admin/conference-settings', body);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body.detail)).toContain(detail);
    }
    expect((await asAdmin('GET', '/api/admin/conference-settings')).body).toEqual(before);

    const edition = await asAdmin('PATCH', '/api/admin/conference-settings', {
      event_starts_on: '2026-11-16',
      event_ends_on: '2026-11-18',
      time_zone: 'Europe/Berlin',
    });
    expect(edition.status).toBe(200);
    expect(await publicSettings()).toMatchObject({ event_starts_on: '2026-11-16', event_ends_on: '2026-11-18', time_zone: 'Europe/Berlin' });
    // A zone typed in another case is stored by its canonical name.
    expect((await asAdmin('PATCH', '/api/admin/conference-settings', { time_zone: 'europe/vienna' })).body).toMatchObject({ time_zone: 'Europe/Vienna' });
    expect(await publicSettings()).toMatchObject({ time_zone: 'Europe/Vienna' });
  });
});
