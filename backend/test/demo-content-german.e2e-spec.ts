// A fresh install in two languages (issue 28): the demo programme, the site's default texts and the seeded decision
// mails read German at /de, English stays as it was, and once organisers change an English text, German readers get
// that new text rather than an outdated German default.
import { api, useAdminApp } from './harness.js';

describe('test/demo-content-german.e2e-spec.ts', () => {
  const demo = useAdminApp({ DEMO_CONTENT: 'true' });
  const read = async (route: string) => {
    const answer = await api(demo.app, 'GET', route);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  type Titled = { title: string; description?: string | null; content?: string };

  it('serves the demo sessions, speakers, sponsors and news in German at ?lang=de and in English as before', async () => {
    const german: Titled[] = (await read('/public/sessions?lang=de')).sessions;
    const english: Titled[] = (await read('/public/sessions')).sessions;
    expect(german).toHaveLength(13);
    expect(english.map((s) => s.title)).toContain('Opening panel: the year in language technology');
    expect(german.map((s) => s.title)).toContain('Eröffnungspanel: das Jahr in der Sprachtechnologie');
    expect(german.every((s) => !english.some((e) => e.title === s.title))).toBe(true);
    const cancelled = german.find((s) => s.title === 'Spracherkennung für kleine Sprachen (abgesagt)')!;
    expect(cancelled.description).toBe('Diese Session entfällt; die Vortragende nimmt stattdessen am Panel am 19. November teil.');
    // A session without a written description gets a generated one in each language.
    const closing = german.find((s) => s.title === 'Schlussworte')!;
    expect(closing.description).toBe(`Schlussworte: eine Session im Programm von ${demo.app.config.productName} (Demo-Inhalt).`);
    expect(english.find((s) => s.title === 'Closing remarks')!.description).toBe(
      `Closing remarks: a session of the ${demo.app.config.productName} programme (demo content).`,
    );

    type Speaker = { name: string; title: string; bio_short: string; talk_title?: string | null };
    const speakers: Speaker[] = await read('/public/speakers?lang=de');
    const ana = speakers.find((s) => s.name === 'Ana Kovač')!;
    expect(ana).toMatchObject({ title: 'Leiterin Sprachtechnologie', talk_title: 'Übersetzung im Parlamentsmaßstab', company: 'EuroLingua' });
    expect(speakers.find((s) => s.name === 'Jonas Weber')!.bio_short).toBe('Zwanzig Jahre Erfahrung im Konferenzdolmetschen.');
    const englishSpeakers: Speaker[] = await read('/public/speakers');
    expect(englishSpeakers.find((s) => s.name === 'Ana Kovač')!.title).toBe('Head of Language Technology');
    expect(speakers.every((s) => !englishSpeakers.some((e) => e.bio_short === s.bio_short))).toBe(true);

    const sponsors: { name: string; description: string }[] = await read('/public/sponsors?lang=de');
    expect(sponsors.find((s) => s.name === 'Polyglot AI')!.description).toBe('Maschinelle Übersetzung und Sprach-KI für Unternehmen.');
    expect((await read('/public/sponsors')).find((s: { name: string }) => s.name === 'Polyglot AI').description).toBe(
      'Enterprise machine translation and language AI.',
    );

    const news: Titled[] = (await read('/public/news?lang=de')).news;
    expect(news).toHaveLength(6);
    const programme = news.find((n) => n.title === 'Programm veröffentlicht')!;
    expect(programme.content).toContain('<strong>Speichern Sie die Sessions</strong>');
    expect((await read('/public/news')).news.map((n: Titled) => n.title)).toContain('Programme published');
  });

  it('answers the German default site texts where organisers stored nothing, with the same links', async () => {
    const english = await read('/public/site-content');
    const german = await read('/public/site-content?lang=de');
    expect(english.hero.tagline).toBe('Where language technology meets policy, industry and research: three days at the Austrian Parliament.');
    expect(german.hero).toEqual({
      // Empty: the pages name the edition's days from the settings.
      date_label: '',
      tagline: 'Wo Sprachtechnologie auf Politik, Wirtschaft und Forschung trifft: drei Tage im Österreichischen Parlament.',
      venue_label: 'Österreichisches Parlament, Wien',
    });
    expect(german.notice).toBe('Diese Website zeigt Demo-Inhalte: Vortragende, Sessions, Sponsoren und News sind Beispiele.');
    expect(english.notice).toBe('This site shows demo content: the speakers, sessions, sponsors and news are examples.');
    expect(german.calls).toEqual({ cfp_closes: '15. Juli 2025', sponsors_closes: '31. August 2025' });
    expect(german.hotels.map((h: { distance: string }) => h.distance)).toContain('1,6 km');
    expect(german.hotels.map((h: { url: string }) => h.url)).toEqual(english.hotels.map((h: { url: string }) => h.url));
    expect(german.venue.maps_url).toBe(english.venue.maps_url);
    expect(german.videos.video1.title).toBe(`${demo.app.config.productName} 2024: Highlights des Eröffnungspanels`);
    expect(german.testimonials[0].name).toBe(english.testimonials[0].name);
    expect(german.testimonials[0].quote).not.toBe(english.testimonials[0].quote);
  });

  it('reads the new English text in German once organisers change a key, never the outdated German default', async () => {
    const before = await read('/public/site-content?lang=de');
    // Saving the English value as it was is no change: German keeps its default.
    const english = (await read('/public/site-content')).calls;
    expect((await demo.asAdmin('PUT', '/api/admin/site-content/calls', { value: english })).status).toBe(200);
    expect((await read('/public/site-content?lang=de')).calls).toEqual(before.calls);

    const changed = { cfp_closes: '1 August 2025', sponsors_closes: '15 September 2025' };
    expect((await demo.asAdmin('PUT', '/api/admin/site-content/calls', { value: changed })).status).toBe(200);
    expect((await read('/public/site-content')).calls).toEqual(changed);
    expect((await read('/public/site-content?lang=de')).calls).toEqual(changed);
    // Until they give the German too.
    const deutsch = { cfp_closes: '1. August 2025', sponsors_closes: '15. September 2025' };
    expect((await demo.asAdmin('PUT', '/api/admin/site-content/calls', { value: deutsch, language: 'de' })).status).toBe(200);
    expect((await read('/public/site-content?lang=de')).calls).toEqual(deutsch);
    expect((await read('/public/site-content')).calls).toEqual(changed);
    // Other keys keep their German defaults.
    expect((await read('/public/site-content?lang=de')).hero).toEqual(before.hero);
  });

  it('seeds the decision mails with German versions that keep every placeholder', async () => {
    type Template = { name: string; subject: string; body: string; translations: { de?: { subject: string; body: string } }; missing_translations: string[] };
    const templates: Template[] = (await demo.asAdmin('GET', '/api/admin/review/templates')).body;
    expect(templates.map((t) => t.name)).toEqual(['Acceptance', 'Rejection', 'Rejection, with an invitation to attend']);
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const template of templates) {
      expect(template.missing_translations).toEqual([]);
      const de = template.translations.de!;
      expect(placeholders(de.subject)).toEqual(placeholders(template.subject));
      expect(placeholders(de.body)).toEqual(placeholders(template.body));
      // The same paragraphs, so a paragraph without a value (no slot yet) is left out in German too.
      expect(de.body.split('\n\n')).toHaveLength(template.body.split('\n\n').length);
    }
    expect(templates[0].translations.de!.subject).toBe('Ihr Vorschlag wurde angenommen: {title}');
    expect(templates[0].subject).toBe('Your proposal was accepted: {title}');
  });
});
