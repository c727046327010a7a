// Beginning the next edition (issue 29): the programme, proposals, reviews, ratings and saved sessions move to the
// archive with every row kept (the counts before are the archive's after); accounts stay; the past edition is read
// at /public/editions and in its own feeds, as visitors last read it.
import { spawnSync } from 'node:child_process';
import { api, newSpeakerAccount, registerUser, useAdminApp } from './harness.js';

describe('test/editions.e2e-spec.ts', () => {
  const context = useAdminApp({ PRODUCT_NAME: 'LT-Summit', PUBLIC_URL: 'https://summit.example' });
  const next = { event_starts_on: '2026-11-16', event_ends_on: '2026-11-18' };

  async function fillEdition() {
    const { app, asAdmin } = context;
    const speaker = (await asAdmin('POST', '/api/admin/speakers', { name: 'Ada Lovelace', bio: 'Counts.', translations: { de: { bio: 'Zählt.' } } })).body;
    const session = async (title: string, start: string, end: string) =>
      (
        await asAdmin('POST', '/api/admin/sessions', {
          title,
          description: 'About it',
          type: 'talk',
          startTime: start,
          endTime: end,
          room: 'Hall A',
          speaker_ids: [speaker.id],
        })
      ).body;
    const keynote = await session('Keynote', '2025-11-17T08:00:00Z', '2025-11-17T09:00:00Z');
    await session('Closing', '2025-11-19T15:00:00Z', '2025-11-19T16:00:00Z');
    await asAdmin('PUT', `/api/admin/sessions/${keynote.id}`, { translations: { de: { title: 'Eröffnung' } } });
    const { proposalId } = await newSpeakerAccount(app, 'speaker@editions.example');
    const attendee = await registerUser(app, { email: 'attendee@editions.example' });
    expect((await api(app, 'POST', `/api/user/schedule/${keynote.id}`, { token: attendee.token })).status).toBe(200);
    // A reviewer's work on the proposal, written as the committee's routes would.
    const reviewer = await app.database.prisma.user.findUniqueOrThrow({ where: { email: 'attendee@editions.example' } });
    await app.database.prisma.reviewAssignment.create({ data: { proposal_id: proposalId, reviewer_id: reviewer.id } });
    await app.database.prisma.review.create({ data: { proposal_id: proposalId, reviewer_id: reviewer.id, scores: { relevance: 4 } } });
    return { keynote, speaker, attendee };
  }

  it('moves the edition to the archive, keeping every row, and starts the next with its days', async () => {
    const { app, asAdmin } = context;
    const { keynote, attendee } = await fillEdition();
    const users = await app.database.prisma.user.count();

    const preview = await asAdmin('POST', '/api/admin/editions/preview', next);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ archived_year: 2025, archived_name: 'LT-Summit 2025', next_year: 2026, public_sessions: 2, public_speakers: 1 });
    expect(preview.body.moves).toMatchObject({ sessions: 2, session_speakers: 2, proposals: 1, saved_sessions: 1, review_assignments: 1, reviews: 1 });
    // The preview changed nothing.
    expect((await api(app, 'GET', '/public/sessions')).body.sessions).toHaveLength(2);

    const ticket = await api(app, 'POST', '/api/payment/process', { token: attendee.token, body: {} });
    expect(ticket.body).toEqual({ success: true, payment_status: 'paid' });
    const lastYearsTicket = (await api(app, 'GET', '/api/user/ticket', { token: attendee.token })).body.token as string;

    const begun = await asAdmin('POST', '/api/admin/editions', next);
    expect(begun.status).toBe(201);
    expect(begun.body).toMatchObject({
      year: 2025,
      name: 'LT-Summit 2025',
      starts_on: '2025-11-17',
      ends_on: '2025-11-19',
      session_count: 2,
      speaker_count: 1,
    });
    expect(begun.body.moved).toEqual(preview.body.moves);

    // Every row that left a table is in the archive, as it was.
    const archived = await app.database.prisma.archivedRecord.groupBy({ by: ['kind'], where: { edition_year: 2025 }, _count: true });
    const archivedCounts = Object.fromEntries(archived.map((a) => [a.kind, a._count]));
    for (const [table, count] of Object.entries(preview.body.moves as Record<string, number>))
      expect([table, archivedCounts[table] ?? 0]).toEqual([table, count]);
    const keptSession = await app.database.prisma.archivedRecord.findFirst({
      where: { edition_year: 2025, kind: 'sessions', data: { path: ['id'], equals: keynote.id } },
    });
    expect(keptSession?.data).toMatchObject({ id: keynote.id, title: 'Keynote', room: 'Hall A' });

    // The new edition starts empty, with its days; accounts stay.
    expect((await api(app, 'GET', '/public/sessions')).body.sessions).toEqual([]);
    expect((await api(app, 'GET', '/public/speakers')).body).toEqual([]);
    expect(await app.database.prisma.proposal.count()).toBe(0);
    expect(await app.database.prisma.user.count()).toBe(users);
    expect((await api(app, 'GET', '/api/user/schedule', { token: attendee.token })).status).toBe(200);
    expect((await api(app, 'GET', '/public/conference-settings')).body).toMatchObject({ ...next, review_phase: 'submission', cfp_closes_at: null });

    // A ticket is for one edition (issue 43, item 2): the attendee begins the next one unpaid (so rates none of its
    // sessions), last year's payment stays with its receipt, and the next ticket is a new payment, charged.
    const me = async () => (await api(app, 'GET', '/api/auth/me', { token: attendee.token })).body;
    expect((await me()).payment_status).toBe('pending');
    expect((await api(app, 'GET', '/api/payment/options', { token: attendee.token })).body.payment_status).toBe('pending');
    const lastYear = await app.database.prisma.payment.findMany({ where: { user_id: attendee.user.id } });
    expect(lastYear).toEqual([expect.objectContaining({ status: 'paid', idempotency_key: `edition-2025:ticket:${attendee.user.id}` })]);
    // The account is kept for that record.
    expect((await asAdmin('DELETE', `/api/admin/users/${attendee.user.id}`)).status).toBe(409);
    const receipts = () => app.database.prisma.mailOutbox.count({ where: { to: attendee.email, template: 'payment-receipt' } });
    expect(await receipts()).toBe(1);
    expect((await api(app, 'POST', '/api/payment/process', { token: attendee.token, body: {} })).body).toEqual({ success: true, payment_status: 'paid' });
    expect(await app.database.prisma.payment.count({ where: { user_id: attendee.user.id, status: 'paid' } })).toBe(2);
    expect(await receipts()).toBe(2);
    expect((await me()).payment_status).toBe('paid');
    // Last year's ticket was revoked with its edition; the new payment brought a new one.
    expect(await app.database.prisma.ticket.findUnique({ where: { token: lastYearsTicket } })).toMatchObject({ revoked_at: expect.any(Date) });
    const newTicket = (await api(app, 'GET', '/api/user/ticket', { token: attendee.token })).body.token as string;
    expect(newTicket).toMatch(/^[\w-]{22}$/);
    expect(newTicket).not.toBe(lastYearsTicket);

    // A year is archived once: with the settings put back on 2025, beginning 2027 is refused.
    await asAdmin('PATCH', '/api/admin/conference-settings', { event_starts_on: '2025-11-17', event_ends_on: '2025-11-19' });
    const again = await asAdmin('POST', '/api/admin/editions', { event_starts_on: '2027-11-15', event_ends_on: '2027-11-17' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('The edition of 2025 is already in the archive');
    await asAdmin('PATCH', '/api/admin/conference-settings', next);
  });

  it('serves the past edition as visitors last read it, in each language, with its own feeds', async () => {
    const { app } = context;
    const list = await api(app, 'GET', '/public/editions');
    expect(list.status).toBe(200);
    expect(list.body.editions).toEqual([
      expect.objectContaining({ year: 2025, name: 'LT-Summit 2025', session_count: 2, speaker_count: 1, time_zone: 'Europe/Vienna' }),
    ]);

    const edition = await api(app, 'GET', '/public/editions/2025');
    expect(edition.body.sessions.map((s: { title: string }) => s.title)).toEqual(['Keynote', 'Closing']);
    expect(edition.body.sessions[0].speakers.map((s: { name: string }) => s.name)).toEqual(['Ada Lovelace']);
    expect(edition.body.speakers).toEqual([expect.objectContaining({ name: 'Ada Lovelace', bio: 'Counts.' })]);
    const german = await api(app, 'GET', '/public/editions/2025?lang=de');
    expect(german.body.sessions[0].title).toBe('Eröffnung');
    expect(german.body.speakers[0].bio).toBe('Zählt.');
    expect((await api(app, 'GET', '/public/editions/2025/sessions')).body.sessions).toHaveLength(2);

    const ics = await fetch(`${app.url}/public/editions/2025/schedule.ics`);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const calendar = await ics.text();
    expect(calendar).toContain('SUMMARY:Keynote');
    expect(calendar).toContain('LT-Summit 2025 programme');
    const frab = await (await fetch(`${app.url}/public/editions/2025/schedule.json`)).json();
    expect(frab.schedule.conference).toMatchObject({ start: '2025-11-17', end: '2025-11-19', daysCount: 3, time_zone_name: 'Europe/Vienna' });
    expect(frab.schedule.conference.days[0].rooms['Hall A'][0]).toMatchObject({ title: 'Keynote', start: '09:00' });
    const xml = await fetch(`${app.url}/public/editions/2025/schedule.xml`);
    expect(xml.headers.get('content-type')).toContain('application/xml');
    expect(await xml.text()).toContain('<title>Keynote</title>');

    // The language came from Accept-Language: a shared cache keeps one copy per language (issue 43, item 4).
    for (const route of ['', '/sessions', '/schedule.ics', '/schedule.json', '/schedule.xml']) {
      const answer = await fetch(`${app.url}/public/editions/2025${route}`, { headers: { 'accept-language': 'de' } });
      expect([route, answer.headers.get('vary')]).toEqual([route, expect.stringMatching(/(^|, *)Accept-Language(,|$)/i)]);
    }
    expect((await fetch(`${app.url}/public/editions/2025/schedule.ics?lang=de`)).headers.get('vary') ?? '').not.toMatch(/Accept-Language/i);

    expect((await api(app, 'GET', '/public/editions/1999')).status).toBe(404);
    // One address per edition: the year in decimal digits, no other spelling of the number (issue 43, item 5).
    for (const alias of ['0x7e9', '2025.0', '2025e0', '2.025e3', '+2025', '02025x', ' 2025'])
      expect([alias, (await api(app, 'GET', `/public/editions/${encodeURIComponent(alias)}`)).status]).toEqual([alias, 404]);
  });

  it('refuses a next edition that does not come after the current one, with the field named', async () => {
    const { asAdmin } = context;
    const earlier = await asAdmin('POST', '/api/admin/editions/preview', { event_starts_on: '2026-01-10', event_ends_on: '2026-01-12' });
    expect(earlier.status).toBe(400);
    expect(earlier.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'event_starts_on'] })]);
    const backwards = await asAdmin('POST', '/api/admin/editions/preview', { event_starts_on: '2027-11-17', event_ends_on: '2027-11-15' });
    expect(backwards.status).toBe(400);
    expect((await asAdmin('POST', '/api/admin/editions/preview', { event_starts_on: 'soon' })).status).toBe(400);
  });

  it("tells search engines every public page in each language, the archived edition's too, and what not to crawl", async () => {
    const { app } = context;
    const sitemap = await fetch(`${app.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining(['https://summit.example/', 'https://summit.example/de', 'https://summit.example/schedule', 'https://summit.example/de/schedule']),
    );
    expect(locs).toEqual(expect.arrayContaining(['https://summit.example/archive/2025', 'https://summit.example/de/archive/2025']));
    expect(locs.some((loc) => /admin|dashboard/.test(loc))).toBe(false);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de" href="https://summit.example/de/archive/2025"/>');
    const wellFormed = spawnSync('xmllint', ['--noout', '-'], { input: xml, encoding: 'utf8' });
    expect(wellFormed.error).toBeUndefined();
    expect(wellFormed.status).toBe(0);

    const robots = await (await fetch(`${app.url}/robots.txt`)).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/de\/dashboard$/m);
    expect(robots).toContain('Sitemap: https://summit.example/sitemap.xml');
  });

  it('begins the next edition once when organisers ask at the same moment, and tells the others so (issue 43, item 6)', async () => {
    const { app, asAdmin } = context;
    const editions = await app.database.prisma.edition.count();
    const body = { event_starts_on: '2027-11-15', event_ends_on: '2027-11-17' };
    const answers = await Promise.all([1, 2, 3].map(() => asAdmin('POST', '/api/admin/editions', body)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body).toEqual({ detail: 'Another organiser is beginning the next edition right now' });
    expect(await app.database.prisma.edition.count()).toBe(editions + 1);
    // Asked again once it is done, the same days are no longer later than the current edition's.
    expect((await asAdmin('POST', '/api/admin/editions', body)).status).toBe(400);
  });
});
