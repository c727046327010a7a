// The public API of spec section 7: shapes, filters and defaults, as an anonymous visitor gets them.
import { api, connectSocket, nextPublicChange, recordPublicChanges, type TestApp, upserts, useAdminApp, FRESH_INSTALL_SETTINGS } from './harness.js';

describe('test/public-api.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  beforeAll(() => ({ app } = context));

  const { asAdmin } = context;

  describe('speakers', () => {
    it('lists only speakers shown on the public site, with image and image_url', async () => {
      const shown = await asAdmin('POST', '/api/admin/speakers', {
        name: '  Grace Hopper ',
        title: 'Rear Admiral',
        linkedin_url: 'https://www.linkedin.com/in/grace',
        display_on_public: true,
      });
      expect(shown.status).toBe(201);
      expect(shown.body.name).toBe('Grace Hopper');
      const hidden = await asAdmin('POST', '/api/admin/speakers', { name: 'Hidden Person', display_on_public: false });
      await app.database.prisma.speaker.update({ where: { id: shown.body.id }, data: { image_url: '/uploads/speakers/1.webp' } });
      await recordPublicChanges(app);

      const list = await api(app, 'GET', '/public/speakers?limit=1000');
      expect(list.status).toBe(200);
      expect(Array.isArray(list.body)).toBe(true);
      const ids = list.body.map((s: { id: number }) => s.id);
      expect(ids).toContain(shown.body.id);
      expect(ids).not.toContain(hidden.body.id);
      const grace = list.body.find((s: { id: number }) => s.id === shown.body.id);
      expect(grace).toEqual({
        id: shown.body.id,
        name: 'Grace Hopper',
        title: 'Rear Admiral',
        company: null,
        image: '/uploads/speakers/1.webp',
        image_url: '/uploads/speakers/1.webp',
        bio: null,
        bio_short: null,
        linkedin_url: 'https://www.linkedin.com/in/grace',
        talk_title: null,
        talk_abstract: null,
      });
      expect(grace).not.toHaveProperty('display_on_public');
    });

    it('honours limit and refuses a nonsensical one', async () => {
      await asAdmin('POST', '/api/admin/speakers', { name: 'Second Speaker' });
      expect((await api(app, 'GET', '/public/speakers?limit=1')).body).toHaveLength(1);
      const bad = await api(app, 'GET', '/public/speakers?limit=-3');
      expect(bad.status).toBe(400);
      expect(bad.body.detail[0].loc).toEqual(['query', 'limit']);
    });

    it('hides a speaker from sessions too once hidden, and pushes the change', async () => {
      const s = await asAdmin('POST', '/api/admin/speakers', { name: 'Session Speaker' });
      const session = await app.database.prisma.session.create({
        data: {
          title: 'With a speaker',
          start_time: new Date('2025-11-17T08:00:00Z'),
          end_time: new Date('2025-11-17T09:00:00Z'),
          speakers: { create: [{ speaker_id: s.body.id, display_order: 0 }] },
        },
      });
      await recordPublicChanges(app);
      const socket = await connectSocket(app.url);
      try {
        // One push carries both: the speaker leaves the public list, and the session shows no speaker any more.
        const pushed = nextPublicChange(socket, (d) => d.collections.speakers?.remove.includes(s.body.id) ?? false);
        expect((await asAdmin('PUT', `/api/admin/speakers/${s.body.id}`, { display_on_public: false })).status).toBe(200);
        const delta = await pushed;
        expect(upserts(delta, 'sessions')).toEqual([expect.objectContaining({ id: session.id, speakers: [] })]);
      } finally {
        socket.disconnect();
      }
      const sessions = (await api(app, 'GET', '/public/sessions')).body.sessions;
      expect(sessions.find((x: { id: number }) => x.id === session.id).speakers).toEqual([]);
    });
  });

  describe('sessions and schedule', () => {
    it('answers {sessions} and {schedule} sorted by start, with the spec defaults and speakers in display order', async () => {
      const [a, b] = await Promise.all([
        app.database.prisma.speaker.create({ data: { name: 'Second In Order' } }),
        app.database.prisma.speaker.create({ data: { name: 'First In Order' } }),
      ]);
      const late = await app.database.prisma.session.create({
        data: { title: 'Late', start_time: new Date('2025-11-19T15:00:00Z'), end_time: new Date('2025-11-19T15:00:00Z'), room: '', track: '' },
      });
      const early = await app.database.prisma.session.create({
        data: {
          title: 'Early',
          type: 'keynote',
          room: 'Plenary Hall',
          status: 'cancelled',
          start_time: new Date('2025-11-17T07:30:00Z'),
          end_time: new Date('2025-11-17T08:15:00Z'),
          speakers: {
            create: [
              { speaker_id: a.id, display_order: 1 },
              { speaker_id: b.id, display_order: 0 },
            ],
          },
        },
      });
      await recordPublicChanges(app);

      const sessions = (await api(app, 'GET', '/public/sessions')).body.sessions;
      const schedule = (await api(app, 'GET', '/public/schedule')).body.schedule;
      expect(schedule).toEqual(sessions);
      const starts = sessions.map((s: { startTime: string }) => s.startTime);
      expect([...starts].sort()).toEqual(starts);

      const e = sessions.find((s: { id: number }) => s.id === early.id);
      expect(e).toMatchObject({
        title: 'Early',
        date: '2025-11-17',
        time: '07:30',
        startTime: '2025-11-17T07:30:00.000Z',
        endTime: '2025-11-17T08:15:00.000Z',
        duration: 45,
        room: 'Plenary Hall',
        type: 'keynote',
        status: 'cancelled',
      });
      expect(e.speakers.map((s: { name: string; display_order: number }) => [s.name, s.display_order])).toEqual([
        ['First In Order', 0],
        ['Second In Order', 1],
      ]);
      const l = sessions.find((s: { id: number }) => s.id === late.id);
      expect(l).toMatchObject({ room: 'TBA', track: 'Main Track', duration: 60, type: 'talk', speakers: [] });
    });
  });

  describe('sponsors', () => {
    const sponsorFields = { description: 'Supports the event.', website: 'https://sponsor.example', logo_url: '/images/demo/elra.svg', contribution: 1000 };

    it('lists sponsors tier by tier with the spec fields only', async () => {
      await asAdmin('POST', '/api/admin/sponsors', { ...sponsorFields, name: 'Bronze Co', tier: 'bronze', website: 'bronze.example' });
      await asAdmin('POST', '/api/admin/sponsors', { ...sponsorFields, name: 'Partner Org', tier: 'partner' });
      const plat = await asAdmin('POST', '/api/admin/sponsors', { ...sponsorFields, name: 'Plat Inc', tier: 'PLATINUM', contribution: 12000 });
      expect(plat.status).toBe(201);
      const gold = await asAdmin('POST', '/api/admin/sponsors', { ...sponsorFields, name: 'Default Tier' });
      expect(gold.body.tier).toBe('gold');

      const list = (await api(app, 'GET', '/public/sponsors?limit=1000')).body;
      expect(list.map((s: { tier: string }) => s.tier)).toEqual(['platinum', 'gold', 'bronze', 'partner']);
      expect(list[0]).toEqual({
        id: plat.body.id,
        name: 'Plat Inc',
        description: 'Supports the event.',
        website: 'https://sponsor.example',
        logo_url: '/images/demo/elra.svg',
        tier: 'platinum',
      });
      expect(list[2].website).toBe('bronze.example');
    });
  });

  describe('news', () => {
    it('shows only published items dated now or earlier, newest first, with the spec defaults', async () => {
      const day = 86_400_000;
      const post = (body: object) => asAdmin('POST', '/api/admin/news', body);
      const old = await post({ title: 'Old', content: '<p>old</p>', status: 'published', published_date: new Date(Date.now() - 3 * day).toISOString() });
      const fresh = await post({ title: 'Fresh', content: '<p>fresh</p>', status: 'published', featured: true });
      const draft = await post({ title: 'Draft', content: '<p>draft</p>' });
      const future = await post({ title: 'Future', content: '<p>soon</p>', status: 'published', published_date: new Date(Date.now() + day).toISOString() });
      expect(draft.body.status).toBe('draft');

      const response = await api(app, 'GET', '/public/news');
      expect(response.status).toBe(200);
      const ids = response.body.news.map((n: { id: number }) => n.id);
      expect(ids).toEqual([fresh.body.id, old.body.id]);
      expect(ids).not.toContain(draft.body.id);
      expect(ids).not.toContain(future.body.id);
      expect(response.body.news[0]).toMatchObject({ author: 'Conference Team', category: 'announcement', featured: true, status: 'published' });
    });

    it('stores organiser HTML sanitised: no script, event handler or javascript: URL survives', async () => {
      const created = await asAdmin('POST', '/api/admin/news', {
        title: 'Unsafe',
        status: 'published',
        content:
          '<p onclick="steal()">Hello <strong>world</strong><script>alert(1)</script>' +
          '<a href="javascript:alert(1)">bad</a> <a href="https://example.org">good</a>' +
          '<img src="https://example.org/x.png" onerror="alert(1)"><iframe src="https://evil.example"></iframe></p>',
      });
      const stored = created.body.content as string;
      expect(stored).toContain('<strong>world</strong>');
      expect(stored).toContain('href="https://example.org"');
      expect(stored).toContain('<img src="https://example.org/x.png" />');
      for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', 'alert(1)']) expect(stored).not.toContain(bad);

      const updated = await asAdmin('PUT', `/api/admin/news/${created.body.id}`, { content: '<svg onload="x()"></svg><p>ok</p>' });
      expect(updated.body.content).toBe('<p>ok</p>');
    });
  });

  describe('settings, content and logo', () => {
    it('serves the call switches, the overview block, the site content and the videos', async () => {
      expect((await api(app, 'GET', '/public/conference-settings')).body).toEqual({
        accepting_cfp: true,
        accepting_sponsors: true,
        review_phase: 'submission',
        ...FRESH_INSTALL_SETTINGS,
      });
      const hero = await api(app, 'GET', '/public/hero-content');
      expect(hero.body.content).toContain('LT-Summit brings together');

      const content = (await api(app, 'GET', '/public/site-content')).body;
      expect(content.product_name).toBe('LT-Summit');
      expect(content.notice).toBeNull();
      expect(content.testimonials).toHaveLength(5);
      expect(content.hotels.map((h: { distance: string }) => h.distance)).toEqual(['1.6 km', '0.4 km', '1.1 km', '0.3 km', '1.1 km', '0.7 km']);
      expect(content.garages.map((g: { name: string }) => g.name)).toEqual(['Rathauspark', 'Schmerlingplatz']);
      expect(content.calls).toEqual({ cfp_closes: '15 July 2025', sponsors_closes: '31 August 2025' });
      expect(content.venue.address).toBe('Dr. Karl Renner-Ring 3, A-1017 Wien, Austria');

      const videos = (await api(app, 'GET', '/public/videos')).body;
      expect(Object.keys(videos).sort()).toEqual(['playlist_url', 'video1', 'video2']);
      expect(videos.video1.title).toContain('LT-Summit 2024');
      expect(Object.keys(videos.video1).sort()).toEqual(['description', 'title', 'video_id', 'video_url']);
    });

    it('lets organisers change a content key, validates it and pushes the change', async () => {
      const socket = await connectSocket(app.url);
      try {
        const changed = nextPublicChange(socket, (d) => d.collections.content !== undefined);
        const hotels = [{ name: 'Hotel {product}', distance: '0.2 km', url: 'https://hotel.example' }];
        const put = await asAdmin('PUT', '/api/admin/site-content/hotels', { value: hotels });
        expect(put.status).toBe(200);
        expect(upserts(await changed, 'content')[0].hotels).toEqual([{ ...hotels[0], name: 'Hotel LT-Summit' }]);
        expect((await api(app, 'GET', '/public/site-content')).body.hotels).toEqual([{ ...hotels[0], name: 'Hotel LT-Summit' }]);
      } finally {
        socket.disconnect();
      }
      const invalid = await asAdmin('PUT', '/api/admin/site-content/hotels', { value: [{ name: '', url: 'javascript:alert(1)' }] });
      expect(invalid.status).toBe(400);
      expect(invalid.body.detail.map((d: { loc: string[] }) => d.loc.join('.'))).toEqual(
        expect.arrayContaining(['body.value.0.name', 'body.value.0.url', 'body.value.0.distance']),
      );
      expect((await asAdmin('PUT', '/api/admin/site-content/nope', { value: 1 })).status).toBe(404);
      expect((await api(app, 'PUT', '/api/admin/site-content/hotels', { body: { value: [] } })).status).toBe(401);
    });

    it('draws the logo as SVG, small or full', async () => {
      const full = await fetch(`${app.url}/public/logo`);
      expect(full.headers.get('content-type')).toContain('image/svg+xml');
      expect(await full.text()).toContain('LT-Summit</text>');
      const small = await (await fetch(`${app.url}/public/logo?small=true`)).text();
      expect(small).toContain('viewBox="0 0 64 64"');
      expect(small).not.toContain('LT-Summit</text>');
    });
  });
});
