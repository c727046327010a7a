// A session's track: 'Main Track' unless organisers name another, kept by edits that do not name it, shown to
// visitors in the public lists and both frab feeds, and refused with 400 when it is blank, not text or too long.
import { Described } from './described.js';
import { api, type TestApp, useAdminApp } from './harness.js';

describe('test/session-track.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  let described: Described;
  beforeAll(async () => {
    app = context.app;
    described = await Described.load(app);
  });
  const asAdmin = (method: string, route: string, body?: unknown) => context.asAdmin(method, route, body);

  const talk = (title: string, hour: number, extra: Record<string, unknown> = {}) => ({
    title,
    description: 'About it',
    startTime: `2031-03-10T${String(hour).padStart(2, '0')}:00:00.000Z`,
    endTime: `2031-03-10T${String(hour).padStart(2, '0')}:45:00.000Z`,
    room: 'Hall A',
    ...extra,
  });
  const trackOf = async (id: number) => {
    const response = await api(app, 'GET', '/public/sessions');
    described.check('GET', '/public/sessions', response.status, response.body);
    return (response.body.sessions as { id: number; track: string }[]).find((s) => s.id === id)?.track;
  };

  let main: { id: number; version: number };
  let industry: { id: number; version: number };

  it('lets organisers set a track, Main Track unless they name one, and shows it to visitors', async () => {
    const created = await asAdmin('POST', '/api/admin/sessions', talk('Opening', 9));
    described.check('POST', '/api/admin/sessions', created.status, created.body);
    expect(created.body.track).toBe('Main Track');
    main = created.body;
    const named = await asAdmin('POST', '/api/admin/sessions', talk('Speech in the call centre', 10, { track: '  Industry  ' }));
    expect(named.status).toBe(201);
    expect(named.body.track).toBe('Industry');
    industry = named.body;

    const moved = await asAdmin('PUT', `/api/admin/sessions/${main.id}`, { track: 'Research', version: main.version });
    described.check('PUT', '/api/admin/sessions/{id}', moved.status, moved.body);
    expect(moved.body).toMatchObject({ track: 'Research', version: main.version + 1 });
    // An edit that does not name the track keeps it.
    expect((await asAdmin('PUT', `/api/admin/sessions/${industry.id}`, { title: 'Speech in call centres' })).body.track).toBe('Industry');

    expect(await trackOf(main.id)).toBe('Research');
    expect(await trackOf(industry.id)).toBe('Industry');
    const day = await api(app, 'GET', '/public/schedule?day=2031-03-10');
    expect(day.status).toBe(200);
    expect(JSON.stringify(day.body)).toContain('"track":"Industry"');
  });

  it('carries the track in the frab feeds', async () => {
    const json = await api(app, 'GET', '/public/schedule.json');
    expect(json.status).toBe(200);
    const events = (json.body.schedule.conference.days as { rooms: Record<string, { id: number; track: string }[]> }[]).flatMap((d) =>
      Object.values(d.rooms).flat(),
    );
    expect(events.find((e) => e.id === main.id)?.track).toBe('Research');
    expect(events.find((e) => e.id === industry.id)?.track).toBe('Industry');
    const xml = await (await fetch(`${app.url}/public/schedule.xml`)).text();
    const event = new RegExp(`<event [^>]*id="${industry.id}"[^>]*>[\\s\\S]*?</event>`).exec(xml)?.[0];
    expect(event).toContain('<track>Industry</track>');
  });

  it('refuses a blank, missing, non-text or overlong track with 400 naming the field, and keeps the session as it was', async () => {
    for (const track of ['', '   ', null, 7, ['Industry']]) {
      const created = await asAdmin('POST', '/api/admin/sessions', talk('Bad track', 11, { track }));
      expect([track, created.status]).toEqual([track, 400]);
      expect(created.body.detail[0]).toMatchObject({ loc: ['body', 'track'], msg: 'track is required' });
    }
    const long = await asAdmin('POST', '/api/admin/sessions', talk('Bad track', 11, { track: 'x'.repeat(101) }));
    expect(long.status).toBe(400);
    expect(long.body.detail[0].loc).toEqual(['body', 'track']);
    const control = await asAdmin('PUT', `/api/admin/sessions/${industry.id}`, { track: 'Indus\u0007try' });
    expect(control.status).toBe(400);
    expect(control.body.detail[0]).toMatchObject({ loc: ['body', 'track'], msg: 'track must not contain control characters' });
    const blank = await asAdmin('PUT', `/api/admin/sessions/${industry.id}`, { track: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.detail[0].msg).toBe('track is required');
    // In German too.
    const german = await api(app, 'PUT', `/api/admin/sessions/${industry.id}?lang=de`, { token: context.admin, body: { track: '' } });
    expect(german.status).toBe(400);
    expect(german.body.detail[0].msg).not.toBe('track is required');
    expect(await trackOf(industry.id)).toBe('Industry');
    expect((await asAdmin('GET', '/api/admin/sessions')).body).toHaveLength(2);
  });
});
