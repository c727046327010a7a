// Content in two languages (issue 28): organisers enter sessions, speakers, sponsors, news and site content in
// English and German; the public reads answer each reader's language (`?lang=de` or Accept-Language) in the spec's
// shapes, falling back to the other language where a text is missing; organisers see what is missing; open pages get
// each language's records pushed; another instance serves the same.
import { api, connectSocket, nextPublicChange, type PublicDelta, useReplicas } from './harness.js';

describe('test/content-languages.e2e-spec.ts', () => {
  const replicas = useReplicas();
  const { asAdmin } = replicas;
  const read = (route: string, headers: Record<string, string> = {}, app = replicas.a) => api(app, 'GET', route, { headers });

  let minute = 0;
  const slot = () => {
    const start = new Date(Date.UTC(2025, 10, 17, 9, minute++));
    return { startTime: start.toISOString(), endTime: new Date(start.getTime() + 30 * 60_000).toISOString() };
  };

  it('serves a session in the language asked for, English by default, and marks what organisers have not translated', async () => {
    const created = await asAdmin('POST', '/api/admin/sessions', {
      title: 'Speech recognition today',
      description: 'Where it stands.',
      ...slot(),
      room: 'Hall L',
      translations: { de: { title: 'Spracherkennung heute' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.translations).toEqual({ de: { title: 'Spracherkennung heute' } });
    expect(created.body.missing_translations).toEqual(['de']);

    const titleIn = async (route: string, headers: Record<string, string> = {}) => {
      const answer = await read(route, headers);
      expect(answer.status).toBe(200);
      return (answer.body.sessions ?? answer.body.schedule).find((s: { id: number }) => s.id === created.body.id);
    };
    expect((await titleIn('/public/sessions')).title).toBe('Speech recognition today');
    const german = await titleIn('/public/sessions?lang=de');
    expect(german.title).toBe('Spracherkennung heute');
    // The description has no German: the English one stands in, said to be English (a page marks it with lang).
    expect(german.description).toBe('Where it stands.');
    expect(german.texts_in).toEqual({ description: 'en' });
    expect((await titleIn('/public/sessions')).texts_in).toBeUndefined();
    expect((await titleIn('/public/schedule', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' })).title).toBe('Spracherkennung heute');
    expect((await titleIn('/public/sessions?lang=en', { 'accept-language': 'de' })).title).toBe('Speech recognition today');

    const updated = await asAdmin('PUT', `/api/admin/sessions/${created.body.id}`, {
      translations: { de: { title: 'Spracherkennung heute', description: 'Wo sie steht.' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.missing_translations).toEqual([]);
    const translated = await titleIn('/public/sessions?lang=de');
    expect(translated.description).toBe('Wo sie steht.');
    expect(translated.texts_in).toBeUndefined();
  });

  it('keeps ETags apart per language and refuses an unknown language with a detail', async () => {
    const english = await read('/public/sessions');
    const german = await read('/public/sessions?lang=de');
    expect(english.headers.get('vary')).toBe('Accept-Encoding, Accept-Language');
    expect(german.headers.get('etag')).toMatch(/^"v\d+\.de(-gz|-br)?"$/);
    expect(german.headers.get('etag')).not.toBe(english.headers.get('etag'));
    expect((await read('/public/sessions?lang=de', { 'if-none-match': german.headers.get('etag')! })).status).toBe(304);
    expect((await read('/public/sessions', { 'if-none-match': german.headers.get('etag')! })).status).toBe(200);

    const refused = await read('/public/sessions?lang=fr');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.detail)).toContain('lang must be one of en, de');
    const badBody = await asAdmin('POST', '/api/admin/news', { title: 'x', content: 'y', translations: { fr: { title: 'z' } } });
    expect(badBody.status).toBe(400);
    expect(JSON.stringify(badBody.body.detail)).toContain('translations may hold only de');
  });

  it('translates news (sanitised), speakers and sponsors, with English filling in for a text entered only in German', async () => {
    const news = await asAdmin('POST', '/api/admin/news', {
      title: 'Programme online',
      content: '<p>Read it.</p>',
      status: 'published',
      published_date: '2025-01-01T00:00:00Z',
      translations: { de: { title: 'Programm online', content: '<p>Lesen!</p><script>alert(1)</script>' } },
    });
    expect(news.status).toBe(201);
    expect(news.body.translations.de.content).toBe('<p>Lesen!</p>');
    const speaker = await asAdmin('POST', '/api/admin/speakers', { name: 'Ada Sprach', translations: { de: { bio: 'Forscht an Sprache.' } } });
    expect(speaker.body.missing_translations).toEqual(['en']);
    const sponsor = await asAdmin('POST', '/api/admin/sponsors', {
      name: 'Wortwerk',
      description: 'Language tools.',
      website: 'https://wortwerk.example',
      logo_url: '/w.svg',
      contribution: 10,
      translations: { de: { description: 'Sprachwerkzeuge.' } },
    });
    expect(sponsor.status).toBe(201);

    const find = (list: { id: number }[], id: number) => list.find((item) => item.id === id) as unknown as Record<string, string>;
    expect(find((await read('/public/news?lang=de')).body.news, news.body.id).content).toBe('<p>Lesen!</p>');
    expect(find((await read('/public/news/latest?lang=de')).body.news, news.body.id).title).toBe('Programm online');
    expect(find((await read('/public/news')).body.news, news.body.id).title).toBe('Programme online');
    // Entered only in German: English readers get the German bio rather than none.
    expect(find((await read('/public/speakers')).body, speaker.body.id).bio).toBe('Forscht an Sprache.');
    expect(find((await read('/public/sponsors?lang=de')).body, sponsor.body.id).description).toBe('Sprachwerkzeuge.');
    expect(find((await read('/public/sponsors')).body, sponsor.body.id).description).toBe('Language tools.');
  });

  it('keeps site content per language: a key set in German reads German there and English elsewhere; null removes it', async () => {
    const hero = (await read('/public/site-content')).body.hero;
    const germanDefault = (await read('/public/site-content?lang=de')).body.hero;
    const german = { ...hero, tagline: 'Sprache trifft Technik' };
    const set = await asAdmin('PUT', '/api/admin/site-content/hero', { value: german, language: 'de' });
    expect(set.status).toBe(200);
    expect((await read('/public/site-content?lang=de')).body.hero.tagline).toBe('Sprache trifft Technik');
    expect((await read('/public/site-content')).body.hero).toEqual(hero);
    expect((await asAdmin('GET', '/api/admin/site-content?lang=de')).body.hero.tagline).toBe('Sprache trifft Technik');
    expect((await asAdmin('PUT', '/api/admin/site-content/hero', { value: german, language: 'fr' })).status).toBe(400);
    // Checked by the same schema as English.
    expect((await asAdmin('PUT', '/api/admin/site-content/hero', { value: { tagline: 'x' }, language: 'de' })).status).toBe(400);
    // Removed, German reads what it read before: the key's German default, as English never changed.
    await asAdmin('PUT', '/api/admin/site-content/hero', { value: null, language: 'de' });
    expect((await read('/public/site-content?lang=de')).body.hero).toEqual(germanDefault);
    expect((await read('/public/site-content')).body.hero).toEqual(hero);
  });

  it("pushes each language's records to open pages, and catches up in the language asked for, on either instance", async () => {
    const socket = await connectSocket(replicas.b.url);
    try {
      const created = await asAdmin('POST', '/api/admin/sessions', { title: 'Live talk', description: 'd', ...slot(), room: 'Hall P' });
      const since = Number((await read('/public/sessions', {}, replicas.b)).headers.get('x-public-version'));
      const named = (delta: PublicDelta) => delta.collections.sessions?.upsert.some((s: { id: number }) => s.id === created.body.id) ?? false;
      const pushed = nextPublicChange(socket, named);
      await asAdmin('PUT', `/api/admin/sessions/${created.body.id}`, { title: 'Live talk!', translations: { de: { title: 'Vortrag live' } } });
      const delta = (await pushed) as PublicDelta & { languages?: Record<string, PublicDelta['collections']> };
      expect(delta.collections.sessions!.upsert[0].title).toBe('Live talk!');
      expect(delta.languages?.de?.sessions?.upsert[0].title).toBe('Vortrag live');

      // A German-only edit reaches German readers and leaves English ones alone.
      const germanOnly = nextPublicChange(socket, (d) => Boolean((d as { languages?: object }).languages));
      await asAdmin('PUT', `/api/admin/sessions/${created.body.id}`, { translations: { de: { title: 'Vortrag, live' } } });
      const second = (await germanOnly) as PublicDelta & { languages?: Record<string, PublicDelta['collections']> };
      expect(second.languages?.de?.sessions?.upsert[0].title).toBe('Vortrag, live');

      const caughtUp = await read(`/public/changes?since=${since}&lang=de`, {}, replicas.b);
      expect(caughtUp.status).toBe(200);
      expect(caughtUp.body.collections.sessions.upsert.find((s: { id: number }) => s.id === created.body.id).title).toBe('Vortrag, live');
      expect(Object.keys(caughtUp.body.collections).every((name: string) => !name.includes('@'))).toBe(true);
      const english = await read(`/public/changes?since=${since}`, {}, replicas.b);
      expect(english.body.collections.sessions.upsert.find((s: { id: number }) => s.id === created.body.id).title).toBe('Live talk!');
    } finally {
      socket.disconnect();
    }
  });

  it('writes the calendar and frab feeds in the language asked for', async () => {
    const speaker = await asAdmin('POST', '/api/admin/speakers', { name: 'Feed Speaker' });
    const created = await asAdmin('POST', '/api/admin/sessions', {
      title: 'Feed talk',
      description: 'About feeds.',
      ...slot(),
      room: 'Hall F',
      speaker_ids: [speaker.body.id],
      translations: { de: { title: 'Vortrag über Feeds' } },
    });
    await asAdmin('PUT', `/api/admin/sessions/${created.body.id}`, { status: 'cancelled' });
    const ics = await fetch(`${replicas.a.url}/public/schedule.ics?lang=de`).then((r) => r.text());
    expect(ics).toContain('SUMMARY:Abgesagt: Vortrag über Feeds');
    expect(ics).toContain('Vortragende: Feed Speaker');
    expect(ics).toMatch(/URL(;[^:]*)?:http[^\r\n]*\/de\/schedule/);
    const english = await fetch(`${replicas.a.url}/public/schedule.ics`).then((r) => r.text());
    expect(english).toContain('SUMMARY:Cancelled: Feed talk');
    expect(english).toContain('Speakers: Feed Speaker');

    const frab = (await read('/public/schedule.json?lang=de')).body.schedule;
    const events = frab.conference.days.flatMap((d: { rooms: Record<string, { id: number; title: string }[]> }) => Object.values(d.rooms).flat());
    expect(events.find((e: { id: number }) => e.id === created.body.id).title).toBe('Abgesagt: Vortrag über Feeds');
    expect(frab.conference.url).toMatch(/\/de\/schedule$/);
    const xml = await fetch(`${replicas.a.url}/public/schedule.xml?lang=de`).then((r) => r.text());
    expect(xml).toContain('<title>Abgesagt: Vortrag über Feeds</title>');
  });
});
