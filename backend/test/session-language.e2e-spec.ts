// What a session is held in (English, German or both): set by organisers, shown to visitors, refused when it is none
// of those, part of a release like any other detail, and read as English from a release made before sessions had one.
import { Described } from './described.js';
import { api, type TestApp, useAdminApp } from './harness.js';

describe('test/session-language.e2e-spec.ts', () => {
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
  const publicSessions = async () => {
    const response = await api(app, 'GET', '/public/sessions');
    described.check('GET', '/public/sessions', response.status, response.body);
    return response.body.sessions as { id: number; title: string; language: string }[];
  };
  const languageOf = async (id: number) => (await publicSessions()).find((s) => s.id === id)?.language;

  let english: { id: number; version: number };
  let german: { id: number; version: number };

  it('lets organisers set the language, English unless they say otherwise, and shows it to visitors', async () => {
    const created = await asAdmin('POST', '/api/admin/sessions', talk('Opening', 9));
    described.check('POST', '/api/admin/sessions', created.status, created.body);
    expect(created.body.language).toBe('en');
    english = created.body;
    const inGerman = await asAdmin('POST', '/api/admin/sessions', talk('Sprachmodelle', 10, { language: 'DE' }));
    expect(inGerman.status).toBe(201);
    expect(inGerman.body.language).toBe('de');
    german = inGerman.body;

    const both = await asAdmin('PUT', `/api/admin/sessions/${english.id}`, { language: 'both', version: english.version });
    described.check('PUT', '/api/admin/sessions/{id}', both.status, both.body);
    expect(both.body).toMatchObject({ language: 'both', version: english.version + 1 });
    english = both.body;
    // An edit that does not name it keeps it.
    expect((await asAdmin('PUT', `/api/admin/sessions/${german.id}`, { title: 'Große Sprachmodelle' })).body.language).toBe('de');

    expect(await languageOf(english.id)).toBe('both');
    expect(await languageOf(german.id)).toBe('de');
    const admin = (await asAdmin('GET', '/api/admin/sessions')).body as { id: number; language: string }[];
    expect(admin.find((s) => s.id === german.id)?.language).toBe('de');
  });

  it('refuses a language it does not know with 400 and says which ones it knows', async () => {
    for (const language of ['fr', '', 'english', 3, null]) {
      const created = await asAdmin('POST', '/api/admin/sessions', talk('Unknown', 11, { language }));
      expect([language, created.status]).toEqual([language, 400]);
      expect(created.body.detail[0]).toMatchObject({ loc: ['body', 'language'], msg: 'language must be one of en, de, both' });
    }
    const edited = await asAdmin('PUT', `/api/admin/sessions/${german.id}`, { language: 'de-AT' });
    expect(edited.status).toBe(400);
    expect(edited.body.detail[0].msg).toBe('language must be one of en, de, both');
    expect(await languageOf(german.id)).toBe('de');
  });

  it('releases a new language like any other detail, and reads a release made before languages as English', async () => {
    expect((await asAdmin('PUT', '/api/admin/schedule/mode', { mode: 'release' })).status).toBe(200);
    const current = (await asAdmin('GET', '/api/admin/sessions')).body.find((s: { id: number }) => s.id === german.id);
    await asAdmin('PUT', `/api/admin/sessions/${german.id}`, { language: 'en', version: current.version });
    // A draft edit: visitors still see German, organisers see what is not released yet.
    expect(await languageOf(german.id)).toBe('de');
    const draft = (await asAdmin('GET', '/api/admin/sessions')).body.find((s: { id: number }) => s.id === german.id);
    expect(draft).toMatchObject({ language: 'en', unreleased: ['details'] });
    const released = await asAdmin('POST', '/api/admin/schedule/releases', { name: 'In English after all' });
    expect(released.status).toBe(201);
    expect(released.body.changes).toEqual([expect.objectContaining({ session_id: german.id, kinds: ['details'] })]);
    expect(await languageOf(german.id)).toBe('en');

    // Version 1 as it would have been stored before sessions had a language.
    const stored = await app.database.prisma.scheduleRelease.findUniqueOrThrow({ where: { number: 1 } });
    const withoutLanguage = (JSON.parse(stored.programme) as Record<string, unknown>[]).map(({ language: _language, ...session }) => session);
    await app.database.prisma.scheduleRelease.update({ where: { number: 1 }, data: { programme: JSON.stringify(withoutLanguage) } });
    const first = await api(app, 'GET', '/public/schedule/releases/1');
    described.check('GET', '/public/schedule/releases/{number}', first.status, first.body);
    expect(first.body.programme.map((s: { language: string }) => s.language)).toEqual(['en', 'en']);
  });
});
