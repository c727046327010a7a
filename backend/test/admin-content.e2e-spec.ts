// Organisers' speaker, sponsor and news routes: who may call them, and what bad input gets.
import { api, connectSocket, nextPublicChange, recordPublicChanges, registerUser, type TestApp, upserts, useAdminApp } from './harness.js';

describe('test/admin-content.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  let admin: string;
  beforeAll(() => ({ app, admin } = context));

  const ROUTES = [
    ['GET', '/api/admin/speakers'],
    ['POST', '/api/admin/speakers'],
    ['PUT', '/api/admin/speakers/1'],
    ['DELETE', '/api/admin/speakers/1'],
    ['GET', '/api/admin/sponsors'],
    ['POST', '/api/admin/sponsors'],
    ['PUT', '/api/admin/sponsors/1'],
    ['DELETE', '/api/admin/sponsors/1'],
    ['GET', '/api/admin/news'],
    ['POST', '/api/admin/news'],
    ['PUT', '/api/admin/news/1'],
    ['DELETE', '/api/admin/news/1'],
    ['GET', '/api/admin/site-content'],
    ['GET', '/api/admin/site-content/schema'],
    ['PUT', '/api/admin/site-content/notice'],
  ] as const;

  it('refuses anonymous callers (401) and attendees (403) on every admin content route', async () => {
    const user = await registerUser(app);
    for (const [method, route] of ROUTES) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { name: 'x', title: 'x', content: 'x', value: null };
      expect([method, route, (await api(app, method, route, { body })).status]).toEqual([method, route, 401]);
      expect([method, route, (await api(app, method, route, { body, token: user.token })).status]).toEqual([method, route, 403]);
    }
  });

  it('answers bad input with a 4xx and a detail, never a 500', async () => {
    const cases: [string, string, unknown][] = [
      ['POST', '/api/admin/speakers', {}],
      ['POST', '/api/admin/speakers', { name: '   ' }],
      ['POST', '/api/admin/speakers', { name: 'x', linkedin_url: 'not a url' }],
      ['POST', '/api/admin/speakers', { name: 'x', display_on_public: null }],
      ['POST', '/api/admin/speakers', { name: ['x'] }],
      ['POST', '/api/admin/sponsors', { name: 'x', tier: 'diamond' }],
      ['POST', '/api/admin/sponsors', { name: 'Only a name' }],
      ['POST', '/api/admin/sponsors', { name: 'x', description: 'd', website: 'x.example', logo_url: '/l.svg', contribution: 1.5 }],
      ['POST', '/api/admin/sponsors', { name: 'x', description: '  ', website: 'x.example', logo_url: '/l.svg', contribution: 100 }],
      ['POST', '/api/admin/sponsors', { name: 'x', description: 'd', website: null, logo_url: '/l.svg', contribution: 100 }],
      ['POST', '/api/admin/sponsors', { name: 'x', contribution: -100 }],
      ['POST', '/api/admin/sponsors', { name: 'x', contribution: 'lots' }],
      ['POST', '/api/admin/sponsors', { name: 'x', website: 'not a site' }],
      ['POST', '/api/admin/sponsors', { name: 'x', logo_url: 'javascript:alert(1)' }],
      ['POST', '/api/admin/news', { title: 'x' }],
      ['POST', '/api/admin/news', { title: 'x', content: 'y', status: 'archived' }],
      ['POST', '/api/admin/news', { title: 'x', content: 'y', published_date: 'yesterday' }],
      ['POST', '/api/admin/news', { title: 'x', content: 'y', author: null }],
      ['POST', '/api/admin/news', '{"title": '],
      ['POST', '/api/admin/news', '[1,2]'],
    ];
    for (const [method, route, body] of cases) {
      const response = await api(app, method, route, { token: admin, body });
      expect([route, JSON.stringify(body), response.status]).toEqual([route, JSON.stringify(body), 400]);
      expect(response.body.detail).toBeTruthy();
    }
    for (const route of [
      '/api/admin/speakers/0',
      '/api/admin/speakers/abc',
      '/api/admin/speakers/99999999999',
      '/api/admin/news/424242',
      '/api/admin/sponsors/424242',
    ]) {
      const response = await api(app, 'PUT', route, { token: admin, body: { name: 'x' } });
      expect([route, response.status]).toEqual([route, 404]);
      expect((await api(app, 'DELETE', route, { token: admin })).status).toBe(404);
    }
  });

  it('drops fields a caller may not set (no mass assignment)', async () => {
    const created = await api(app, 'POST', '/api/admin/speakers', {
      token: admin,
      body: { name: 'Mass Assign', id: 9999, user_id: 1, created_at: '2000-01-01', image_url: 'https://evil.example/x.png' },
    });
    expect(created.status).toBe(201);
    expect(created.body.id).not.toBe(9999);
    expect(created.body.user_id).toBeNull();
    expect(created.body.image_url).toBeNull();
  });

  it('deleting a speaker removes it from its sessions; every change reaches open pages', async () => {
    const speaker = (await api(app, 'POST', '/api/admin/speakers', { token: admin, body: { name: 'To Delete' } })).body;
    const session = await app.database.prisma.session.create({
      data: {
        title: 'Linked',
        start_time: new Date('2025-11-18T09:00:00Z'),
        end_time: new Date('2025-11-18T10:00:00Z'),
        speakers: { create: [{ speaker_id: speaker.id }] },
      },
    });
    await recordPublicChanges(app);
    const socket = await connectSocket(app.url);
    try {
      const sessionChanged = nextPublicChange(socket, (d) => upserts(d, 'sessions').some((x) => x.id === session.id));
      expect((await api(app, 'DELETE', `/api/admin/speakers/${speaker.id}`, { token: admin })).status).toBe(204);
      expect(upserts(await sessionChanged, 'sessions')).toEqual([expect.objectContaining({ id: session.id, speakers: [] })]);
      expect(await app.database.prisma.sessionSpeaker.count({ where: { session_id: session.id } })).toBe(0);

      const sponsorAdded = nextPublicChange(socket, (d) => d.collections.sponsors !== undefined);
      const sponsor = await api(app, 'POST', '/api/admin/sponsors', {
        token: admin,
        body: {
          name: 'Live Sponsor',
          description: 'Supports the event.',
          website: 'https://sponsor.example',
          logo_url: '/images/demo/elra.svg',
          contribution: 1000,
        },
      });
      expect(upserts(await sponsorAdded, 'sponsors')).toEqual([expect.objectContaining({ id: sponsor.body.id, name: 'Live Sponsor' })]);

      // A draft is not public: nothing a visitor sees changes until it is published.
      const item = await api(app, 'POST', '/api/admin/news', { token: admin, body: { title: 'Live', content: '<p>x</p>' } });
      const newsPublished = nextPublicChange(socket, (d) => d.collections.news !== undefined);
      await api(app, 'PUT', `/api/admin/news/${item.body.id}`, { token: admin, body: { status: 'published' } });
      expect(upserts(await newsPublished, 'news')).toEqual([expect.objectContaining({ id: item.body.id, title: 'Live' })]);
    } finally {
      socket.disconnect();
    }
  });

  it("describes every content key's shape for the Site tab's forms, as the server checks it", async () => {
    const schema = await api(app, 'GET', '/api/admin/site-content/schema', { token: context.admin });
    expect(schema.status).toBe(200);
    const content = await api(app, 'GET', '/api/admin/site-content', { token: context.admin });
    expect(Object.keys(schema.body.properties).sort()).toEqual(Object.keys(content.body).sort());
    // What the forms draw: a list of groups of texts, an optional text, a choice, an optional number.
    expect(schema.body.properties.hotels).toMatchObject({ type: 'array', maxItems: 20, items: { type: 'object', properties: { name: { type: 'string' } } } });
    expect(schema.body.properties.notice.anyOf).toEqual(expect.arrayContaining([{ type: 'null' }]));
    const pack = schema.body.properties.sponsorship_packages.properties.packages.items.properties;
    expect(pack.tier.enum).toEqual(['gold', 'silver', 'bronze']);
    expect(pack.member_premium.anyOf).toEqual(expect.arrayContaining([{ type: 'null' }]));
  });

  it("keeps a recap stored before it had highlights and a programme, reading the spec's for them", async () => {
    const photos = [{ url: '/images/recap-2024/1.svg', alt: 'The plenary hall' }];
    // As stored by an earlier version: only the photos and the sponsors.
    await app.database.prisma.siteContent.upsert({
      where: { key: 'recap_2024' },
      create: { key: 'recap_2024', value: { photos, previous_sponsors: [] } },
      update: { value: { photos, previous_sponsors: [] } },
    });
    try {
      const { recap_2024: recap } = (await api(app, 'GET', '/api/admin/site-content', { token: admin })).body;
      expect(recap.photos).toEqual(photos);
      expect(recap.title).toBe('');
      expect(recap.highlights[0]).toBe('Opening panel on highlights of the year');
      expect(recap.programme.map((day: { day: string }) => day.day)).toEqual(['Day 1 (Nov 19)', 'Day 2 (Nov 20)']);

      const saved = await api(app, 'PUT', '/api/admin/site-content/recap_2024', {
        token: admin,
        body: { value: { ...recap, title: 'LT-Summit 2025 in pictures', highlights: ['A full plenary hall'], programme: [] } },
      });
      expect(saved.status).toBe(200);
      const read = (await api(app, 'GET', '/public/site-content')).body.recap_2024;
      expect(read).toMatchObject({ title: 'LT-Summit 2025 in pictures', highlights: ['A full plenary hall'], programme: [] });
    } finally {
      await app.database.prisma.siteContent.deleteMany({ where: { key: 'recap_2024' } });
    }
  });
});
