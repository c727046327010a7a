// The audit trail: every admin change is recorded with who, when, what, before and after; refused changes are not.
import { ADMIN, api, connectSocket, nextEvent, registerUser, type TestApp, useAdminApp } from './harness.js';

describe('test/audit-trail.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  let admin: string;
  beforeAll(() => ({ app, admin } = context));

  const { asAdmin } = context;

  interface Entry {
    id: number;
    at: string;
    actor: { id: number; email: string };
    action: string;
    entity: string;
    entity_id: string;
    summary: string;
    changed_fields: string[];
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }

  async function history(entity: string, id: number | string): Promise<Entry[]> {
    const response = await asAdmin('GET', `/api/admin/audit?entity=${entity}&entity_id=${id}`);
    expect(response.status).toBe(200);
    return response.body.entries;
  }

  it('records creating, editing and deleting a speaker with who did it and the record before and after', async () => {
    const created = (await asAdmin('POST', '/api/admin/speakers', { name: 'Audited Speaker', company: 'Old Co' })).body;
    await asAdmin('PUT', `/api/admin/speakers/${created.id}`, { company: 'New Co' });
    await asAdmin('DELETE', `/api/admin/speakers/${created.id}`);
    const entries = await history('speaker', created.id);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, updated, made] = entries;
    expect(made).toMatchObject({
      actor: { email: ADMIN.email },
      summary: "Speaker 'Audited Speaker'",
      before: null,
      after: { name: 'Audited Speaker', company: 'Old Co' },
    });
    expect(updated.before).toMatchObject({ company: 'Old Co' });
    expect(updated.after).toMatchObject({ company: 'New Co' });
    expect(updated.changed_fields).toEqual(['company']);
    expect(deleted).toMatchObject({ before: { company: 'New Co' }, after: null });
    expect(Date.parse(made.at)).toBeLessThanOrEqual(Date.parse(deleted.at));
  });

  it('records sponsors, news, settings, site content, sessions, reviews and user changes', async () => {
    const sponsor = (
      await asAdmin('POST', '/api/admin/sponsors', {
        name: 'Audit Sponsor',
        description: 'Supports the event.',
        website: 'https://sponsor.example',
        logo_url: '/images/demo/elra.svg',
        contribution: 1000,
      })
    ).body;
    await asAdmin('PUT', `/api/admin/sponsors/${sponsor.id}`, { tier: 'platinum' });
    expect((await history('sponsor', sponsor.id))[0]).toMatchObject({
      action: 'update',
      changed_fields: ['tier'],
      before: { tier: 'gold' },
      after: { tier: 'platinum' },
    });

    const news = (await asAdmin('POST', '/api/admin/news', { title: 'Audit News', content: '<p>x</p>' })).body;
    expect((await history('news', news.id))[0]).toMatchObject({ action: 'create', after: { title: 'Audit News', status: 'draft' } });

    await asAdmin('PATCH', '/api/admin/conference-settings', { accepting_cfp: false, accepting_sponsors: true });
    await asAdmin('PATCH', '/api/admin/conference-settings', { accepting_cfp: true, accepting_sponsors: true });
    const settings = await history('settings', 1);
    expect(settings[1]).toMatchObject({ before: { accepting_cfp: true }, after: { accepting_cfp: false }, changed_fields: ['accepting_cfp'] });

    await asAdmin('PUT', '/api/admin/site-content/notice', { value: 'Doors open at 8' });
    expect((await history('site_content', 'notice'))[0]).toMatchObject({ after: { value: 'Doors open at 8' } });

    const session = (
      await asAdmin('POST', '/api/admin/sessions', {
        title: 'Audit Talk',
        description: 'd',
        type: 'talk',
        startTime: '2025-11-18T09:00:00Z',
        endTime: '2025-11-18T10:00:00Z',
        room: 'Hall A',
      })
    ).body;
    await asAdmin('PUT', `/api/admin/sessions/${session.id}`, { room: 'Hall B', version: session.version });
    const sessionHistory = await history('session', session.id);
    expect(sessionHistory.map((e) => e.action)).toEqual(['update', 'create']);
    expect(sessionHistory[0].changed_fields).toEqual(['room']);

    const proposal = await app.database.prisma.proposal.create({
      data: { title: 'Audit Proposal', abstract: 'a', speaker_name: 'S', email: 'audit-proposal@test.example' },
    });
    await asAdmin('PATCH', `/cfp/submissions/${proposal.id}/status`, { status: 'accepted', notes: 'Great' });
    expect((await history('proposal', proposal.id))[0]).toMatchObject({
      action: 'review',
      before: { status: 'pending' },
      after: { status: 'accepted', review_notes: 'Great' },
    });

    const attendee = await registerUser(app);
    await asAdmin('POST', `/api/admin/users/${attendee.user.id}/promote`);
    await asAdmin('DELETE', `/api/admin/users/${attendee.user.id}`);
    const userHistory = await history('user', attendee.user.id);
    expect(userHistory.map((e) => e.action)).toEqual(['delete', 'promote']);
    expect(JSON.stringify(userHistory)).not.toMatch(/password_hash|calendar_token|argon2/);
  });

  it('records nothing for refused changes', async () => {
    const speaker = (await asAdmin('POST', '/api/admin/speakers', { name: 'Refused' })).body;
    const count = async () => (await history('speaker', speaker.id)).length;
    expect(await count()).toBe(1);
    expect((await asAdmin('PUT', `/api/admin/speakers/${speaker.id}`, { linkedin_url: 'nope' })).status).toBe(400);
    expect((await asAdmin('PUT', '/api/admin/speakers/999999', { name: 'x' })).status).toBe(404);
    expect(await count()).toBe(1);
    expect((await history('speaker', 999999)).length).toBe(0);
    const me = (await api(app, 'GET', '/api/auth/me', { token: admin })).body;
    expect((await asAdmin('DELETE', `/api/admin/users/${me.id}`)).status).toBe(409);
    expect((await history('user', me.id)).length).toBe(0);
  });

  it('pages newest first, filters by entity, refuses bad queries and is pushed to admins only', async () => {
    for (const name of ['Page A', 'Page B', 'Page C'])
      await asAdmin('POST', '/api/admin/sponsors', {
        name,
        description: 'Supports the event.',
        website: 'https://sponsor.example',
        logo_url: '/images/demo/elra.svg',
        contribution: 1000,
      });
    const first = await asAdmin('GET', '/api/admin/audit?entity=sponsor&limit=2');
    expect(first.body.entries).toHaveLength(2);
    expect(first.body.entries[0].id).toBeGreaterThan(first.body.entries[1].id);
    expect(first.body.entries.every((e: Entry) => e.entity === 'sponsor')).toBe(true);
    const next = await asAdmin('GET', `/api/admin/audit?entity=sponsor&limit=2&before=${first.body.next_before}`);
    expect(next.body.entries[0].id).toBeLessThan(first.body.entries[1].id);

    for (const query of ['entity=planet', 'entity_id=3', 'entity=user&entity_id=%27%3B--', 'before=-1', 'before=abc', 'limit=0', 'limit=x']) {
      const response = await asAdmin('GET', `/api/admin/audit?${query}`);
      expect([query, response.status]).toEqual([query, 400]);
      expect(response.body.detail).toBeTruthy();
    }

    const adminSocket = await connectSocket(app.url, admin);
    const publicSocket = await connectSocket(app.url);
    try {
      let publicHeard = false;
      publicSocket.on('audit.recorded', () => (publicHeard = true));
      const recorded = nextEvent<{ entities: string[] }>(adminSocket, 'audit.recorded');
      await asAdmin('POST', '/api/admin/news', { title: 'Pushed', content: 'x' });
      expect(await recorded).toEqual({ entities: ['news'] });
      expect(publicHeard).toBe(false);
    } finally {
      adminSocket.disconnect();
      publicSocket.disconnect();
    }
  });
});
