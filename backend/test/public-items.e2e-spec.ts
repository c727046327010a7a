// One session, speaker or article by id, a speaker's sessions and the home page's first sessions (issue 45): what an
// item's page and the home page read instead of the whole programme.
import { api, recordPublicChanges, type TestApp, useAdminApp } from './harness.js';

describe('test/public-items.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  beforeAll(() => ({ app } = context));
  const { asAdmin } = context;

  const session = (title: string, start: string, speaker_ids: number[] = []) =>
    asAdmin('POST', '/api/admin/sessions', {
      title,
      description: `About ${title}`,
      startTime: start,
      endTime: new Date(new Date(start).getTime() + 3_600_000).toISOString(),
      room: 'Room 1',
      speaker_ids,
    });

  it('answers one session as the list has it, and 404 with detail for an id the programme does not have', async () => {
    const created = await session('Item keynote', '2031-11-17T09:00:00Z');
    expect(created.status).toBe(201);
    await recordPublicChanges(app);

    const one = await api(app, 'GET', `/public/sessions/${created.body.id}`);
    expect(one.status).toBe(200);
    const listed = (await api(app, 'GET', '/public/sessions')).body.sessions.find((s: { id: number }) => s.id === created.body.id);
    expect(one.body).toEqual(listed);
    expect(Number(one.headers.get('x-public-version'))).toBeGreaterThan(0);

    // Revalidated like the lists: the same ETag until the sessions change.
    const again = await api(app, 'GET', `/public/sessions/${created.body.id}`, { headers: { 'if-none-match': one.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);

    for (const id of ['999999', '0', 'abc', '1.5', '99999999999']) {
      const missing = await api(app, 'GET', `/public/sessions/${id}`);
      expect(missing.status).toBe(404);
      expect(typeof missing.body.detail).toBe('string');
    }

    await asAdmin('DELETE', `/api/admin/sessions/${created.body.id}`);
    await recordPublicChanges(app);
    expect((await api(app, 'GET', `/public/sessions/${created.body.id}`)).status).toBe(404);
  });

  it('answers a public speaker and their sessions in start order, and hides a speaker who is not shown', async () => {
    const shown = await asAdmin('POST', '/api/admin/speakers', { name: 'Item Speaker', display_on_public: true });
    const hidden = await asAdmin('POST', '/api/admin/speakers', { name: 'Hidden Item Speaker', display_on_public: false });
    const late = await session('Speaker late', '2031-11-18T14:00:00Z', [shown.body.id]);
    const early = await session('Speaker early', '2031-11-17T08:00:00Z', [shown.body.id]);
    await session('Someone else', '2031-11-17T10:00:00Z');
    await recordPublicChanges(app);

    const speaker = await api(app, 'GET', `/public/speakers/${shown.body.id}`);
    expect(speaker.status).toBe(200);
    expect(speaker.body).toMatchObject({ id: shown.body.id, name: 'Item Speaker' });
    expect(speaker.body).not.toHaveProperty('display_on_public');

    const theirs = await api(app, 'GET', `/public/speakers/${shown.body.id}/sessions`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.sessions.map((s: { id: number }) => s.id)).toEqual([early.body.id, late.body.id]);

    for (const path of [`/public/speakers/${hidden.body.id}`, `/public/speakers/${hidden.body.id}/sessions`, '/public/speakers/999999']) {
      const missing = await api(app, 'GET', path);
      expect(missing.status).toBe(404);
      expect(missing.body.detail).toBe('Speaker not found');
    }
  });

  it('answers a published article, and not a draft or one dated later', async () => {
    const post = (body: object) => asAdmin('POST', '/api/admin/news', body);
    const published = await post({ title: 'Item news', content: '<p>Out now</p>', status: 'published' });
    const draft = await post({ title: 'Item draft', content: '<p>Not yet</p>' });
    const later = await post({
      title: 'Item later',
      content: '<p>Soon</p>',
      status: 'published',
      published_date: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await recordPublicChanges(app);

    const article = await api(app, 'GET', `/public/news/${published.body.id}`);
    expect(article.status).toBe(200);
    expect(article.body).toMatchObject({ id: published.body.id, title: 'Item news', content: '<p>Out now</p>' });
    for (const id of [draft.body.id, later.body.id]) {
      const missing = await api(app, 'GET', `/public/news/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.detail).toBe('News item not found');
    }
  });

  it("answers the home page's first sessions in start order with how many there are, and refuses a bad limit", async () => {
    await recordPublicChanges(app);
    const all = (await api(app, 'GET', '/public/sessions')).body.sessions as { id: number }[];
    expect(all.length).toBeGreaterThan(2);

    const first = await api(app, 'GET', '/public/sessions/first?limit=2');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ sessions: all.slice(0, 2), total: all.length });
    expect((await api(app, 'GET', '/public/sessions/first')).body.sessions).toEqual(all.slice(0, 50));

    const bad = await api(app, 'GET', '/public/sessions/first?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.detail[0].loc).toEqual(['query', 'limit']);
  });

  it('answers what /schedule opens with: each day by its first start, and the first day up to the limit with its count', async () => {
    await recordPublicChanges(app);
    const all = (await api(app, 'GET', '/public/sessions')).body.sessions as { id: number; startTime: string }[];
    const dayOf = (s: { startTime: string }) => new Date(s.startTime).toLocaleDateString('en-CA', { timeZone: 'Europe/Vienna' });
    const days = [...new Set(all.map(dayOf))];
    const firstDay = all.filter((s) => dayOf(s) === days[0]);

    const opening = await api(app, 'GET', '/public/schedule/opening?limit=1');
    expect(opening.status).toBe(200);
    expect(opening.body.days).toEqual(days.map((day) => all.find((s) => dayOf(s) === day)!.startTime));
    expect(opening.body.total).toBe(firstDay.length);
    expect(opening.body.schedule).toEqual(firstDay.slice(0, 1));
    expect((await api(app, 'GET', '/public/schedule/opening?limit=x')).status).toBe(400);
  });
});
