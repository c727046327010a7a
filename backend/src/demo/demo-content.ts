// DEMO_CONTENT=true (the default) fills an empty database with a clearly-marked example programme, so a first run
// shows a living site: speakers, three days of sessions in several rooms, sponsors of every tier, news and a notice.
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { sanitizeHtml } from '../common/html.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Changes } from '../events/changes.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { START_UP_TRANSACTION, takeStartUpLock } from '../prisma/start-up-lock.js';
import { addDays, venueInstant } from '../common/event-time.js';
import { publicSettings, settingsRow } from '../settings/settings.service.js';
import { DEMO_NOTICE } from '../content/site-content.defaults.js';
import { DEMO_NOTICE_DE } from '../content/site-content.defaults.de.js';

const DAY_MS = 86_400_000;
/** The demo edition runs three days. */
const EDITION_DAYS = 3;

/**
 * The demo edition's first day: the configured one (the spec's 17 November 2025 in tests), else the first Monday at
 * least eight weeks after `today`, so a new install shows a coherent upcoming event with its call still ahead of it.
 */
export function demoEditionStart(today: Date, configured?: string): string {
  if (configured) return configured;
  const day = new Date(today.getTime() + 56 * DAY_MS);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

/** A venue-time slot of the edition: its first (0), second (1) or third (2) day, at hh:mm. */
type Slot = (day: 0 | 1 | 2, hh: number, mm?: number) => Date;

const SPEAKERS = [
  {
    name: 'Ana Kovač',
    title: 'Head of Language Technology',
    company: 'EuroLingua',
    bio_short: 'Builds machine translation for public institutions.',
    bio: 'Ana leads the language technology unit of EuroLingua, where her team runs neural machine translation for 24 official languages. Before that she worked on terminology at a European agency.',
    talk_title: 'Translation at parliament scale',
    talk_abstract: 'What it takes to translate every debate, motion and report of a parliament within hours, and where humans stay in the loop.',
    translations: {
      de: {
        title: 'Leiterin Sprachtechnologie',
        bio_short: 'Entwickelt maschinelle Übersetzung für öffentliche Einrichtungen.',
        bio: 'Ana leitet die Abteilung Sprachtechnologie von EuroLingua, wo ihr Team neuronale maschinelle Übersetzung für 24 Amtssprachen betreibt. Davor war sie im Terminologiebereich einer europäischen Agentur tätig.',
        talk_title: 'Übersetzung im Parlamentsmaßstab',
        talk_abstract:
          'Was es braucht, um jede Debatte, jeden Antrag und jeden Bericht eines Parlaments binnen Stunden zu übersetzen – und wo Menschen eingebunden bleiben.',
      },
    },
    linkedin_url: 'https://www.linkedin.com/',
  },
  {
    name: 'Jonas Weber',
    title: 'Chief Interpreter',
    company: 'Vienna Interpreting',
    bio_short: 'Twenty years in conference interpreting.',
    bio: 'Jonas has interpreted at summits, courts and parliaments for twenty years and now tests how AI tools support interpreters in the booth.',
    talk_title: 'AI in the interpreting booth',
    talk_abstract: 'Live glossaries, speech-to-text prompts and what interpreters actually want from machines.',
    translations: {
      de: {
        title: 'Chefdolmetscher',
        bio_short: 'Zwanzig Jahre Erfahrung im Konferenzdolmetschen.',
        bio: 'Jonas dolmetscht seit zwanzig Jahren bei Gipfeltreffen, vor Gericht und in Parlamenten und testet heute, wie KI-Werkzeuge Dolmetscher*innen in der Kabine unterstützen.',
        talk_title: 'KI in der Dolmetschkabine',
        talk_abstract: 'Live-Glossare, Speech-to-Text-Hilfen und was sich Dolmetscher*innen wirklich von Maschinen wünschen.',
      },
    },
  },
  {
    name: 'Mira Lindqvist',
    title: 'AI Policy Advisor',
    company: 'Nordic AI Office',
    bio_short: 'Works on how the EU AI Act meets language data.',
    translations: { de: { title: 'KI-Politikberaterin', bio_short: 'Beschäftigt sich damit, was der EU AI Act für Sprachdaten bedeutet.' } },
    linkedin_url: 'https://www.linkedin.com/',
  },
  {
    name: 'Luca Bianchi',
    title: 'Director of Localisation',
    company: 'Farmaco Group',
    bio_short: 'Runs regulated translation for clinical documents.',
    bio: 'Luca runs the localisation of clinical and regulatory documents in 30 markets and has introduced machine translation with human review across the group.',
    talk_title: 'Machine translation in pharma: validated, audited, in production',
    talk_abstract: 'How a regulated industry brought machine translation into validated processes.',
    translations: {
      de: {
        title: 'Leiter Lokalisierung',
        bio_short: 'Verantwortet regulierte Übersetzungen klinischer Dokumente.',
        bio: 'Luca leitet die Lokalisierung klinischer und regulatorischer Dokumente in 30 Märkten und hat in der gesamten Gruppe maschinelle Übersetzung mit menschlicher Prüfung eingeführt.',
        talk_title: 'Maschinelle Übersetzung in der Pharmabranche: validiert, auditiert, im Produktivbetrieb',
        talk_abstract: 'Wie eine regulierte Branche maschinelle Übersetzung in validierte Prozesse gebracht hat.',
      },
    },
  },
  {
    name: 'Sara Haddad',
    title: 'Speech Scientist',
    company: 'Speechworks',
    bio_short: 'Speech recognition for under-resourced languages.',
    bio: 'Sara researches speech recognition for languages with little training data and leads data collection projects with public broadcasters.',
    translations: {
      de: {
        title: 'Wissenschaftlerin für Spracherkennung',
        bio_short: 'Spracherkennung für ressourcenarme Sprachen.',
        bio: 'Sara erforscht Spracherkennung für Sprachen mit wenig Trainingsdaten und leitet Projekte zur Datensammlung gemeinsam mit öffentlich-rechtlichen Rundfunkanstalten.',
      },
    },
  },
  {
    name: 'Tomasz Nowak',
    title: 'Product Lead, Terminology',
    company: 'Lexicon Labs',
    bio_short: 'Terminology tools that people like to use.',
    talk_title: 'Terminology tools in practice',
    talk_abstract: 'A hands-on look at terminology extraction, validation and sharing across teams.',
    translations: {
      de: {
        title: 'Produktverantwortlicher Terminologie',
        bio_short: 'Terminologie-Tools, mit denen man gerne arbeitet.',
        talk_title: 'Terminologie-Tools in der Praxis',
        talk_abstract: 'Ein praxisnaher Blick darauf, wie Terminologie extrahiert, validiert und teamübergreifend geteilt wird.',
      },
    },
  },
  {
    name: 'Helena Fischer',
    title: 'Head of Data',
    company: 'Austrian Broadcasting Archive',
    bio_short: 'Opens media archives to language technology.',
    bio: 'Helena opens decades of broadcast archives to subtitling, search and research while keeping rights and privacy in order.',
    translations: {
      de: {
        title: 'Leiterin Daten',
        bio_short: 'Öffnet Medienarchive für die Sprachtechnologie.',
        bio: 'Helena öffnet jahrzehntealte Rundfunkarchive für Untertitelung, Suche und Forschung – und sorgt dafür, dass Rechte und Datenschutz gewahrt bleiben.',
      },
    },
  },
  {
    name: 'Pieter de Vries',
    title: 'Security Language Analyst',
    company: 'Defence Language Centre',
    bio_short: 'Language technology for security and defence.',
    translations: { de: { title: 'Sprachanalyst für Sicherheitsfragen', bio_short: 'Sprachtechnologie für Sicherheit und Verteidigung.' } },
  },
  {
    name: 'Nora Berg',
    title: 'Research Fellow',
    company: 'University of Vienna',
    bio_short: 'Evaluation of large language models for translation.',
    translations: { de: { title: 'Wissenschaftliche Mitarbeiterin', bio_short: 'Evaluiert große Sprachmodelle für die Übersetzung.' } },
    display_on_public: false,
  },
] satisfies Prisma.SpeakerCreateInput[];

/** A session's German texts; without a description it gets a generated one, as in English. */
type SessionGerman = { de: { title: string; description?: string } };

type DemoSession = Omit<Prisma.SessionCreateInput, 'description' | 'translations'> & {
  speakers: number[];
  description?: string;
  translations: SessionGerman;
};

const sessions = (at: Slot): DemoSession[] => [
  {
    title: 'Opening panel: the year in language technology',
    translations: { de: { title: 'Eröffnungspanel: das Jahr in der Sprachtechnologie' } },
    type: 'panel',
    room: 'Plenary Hall',
    start_time: at(0, 9),
    end_time: at(0, 10),
    speakers: [0, 1, 2],
  },
  {
    title: 'Keynote: translation at parliament scale',
    translations: { de: { title: 'Keynote: Übersetzung im Parlamentsmaßstab' } },
    type: 'keynote',
    room: 'Plenary Hall',
    start_time: at(0, 10, 30),
    end_time: at(0, 11, 15),
    speakers: [0],
  },
  {
    title: 'Technology trends outlook',
    translations: { de: { title: 'Ausblick auf Technologietrends' } },
    type: 'presentation',
    room: 'Plenary Hall',
    start_time: at(0, 11, 30),
    end_time: at(0, 12, 0),
    speakers: [4],
  },
  {
    title: 'Use cases: pharma and automotive',
    translations: { de: { title: 'Praxisbeispiele: Pharma- und Automobilbranche' } },
    type: 'presentation',
    room: 'Room 2',
    start_time: at(0, 13, 30),
    end_time: at(0, 14, 30),
    speakers: [3],
  },
  {
    title: 'Lunch and networking',
    translations: { de: { title: 'Mittagessen und Networking' } },
    type: 'networking',
    room: 'Foyer',
    start_time: at(0, 12, 15),
    end_time: at(0, 13, 15),
    speakers: [],
  },
  {
    title: 'Workshop: terminology tools in practice',
    translations: { de: { title: 'Workshop: Terminologie-Tools in der Praxis' } },
    type: 'workshop',
    room: 'Room 3',
    start_time: at(1, 9),
    end_time: at(1, 10, 30),
    speakers: [5],
  },
  {
    title: 'Retail and healthcare applications',
    translations: { de: { title: 'Anwendungen in Handel und Gesundheitswesen' } },
    type: 'talk',
    room: 'Room 2',
    start_time: at(1, 9, 30),
    end_time: at(1, 10, 15),
    speakers: [3, 4],
  },
  {
    title: 'Keynote: opening media archives to AI',
    translations: { de: { title: 'Keynote: Medienarchive für KI öffnen' } },
    type: 'keynote',
    room: 'Plenary Hall',
    start_time: at(1, 11),
    end_time: at(1, 11, 45),
    speakers: [6],
  },
  {
    title: 'AI in the interpreting industry',
    translations: { de: { title: 'KI in der Dolmetschbranche' } },
    type: 'talk',
    room: 'Plenary Hall',
    start_time: at(1, 14),
    end_time: at(1, 14, 40),
    speakers: [1],
  },
  {
    title: 'Speech recognition for small languages (cancelled)',
    type: 'presentation',
    room: 'Room 3',
    start_time: at(1, 15),
    end_time: at(1, 15, 30),
    speakers: [4],
    status: 'cancelled',
    description: 'This session is cancelled; the speaker joins the panel on 19 November instead.',
    translations: {
      de: {
        title: 'Spracherkennung für kleine Sprachen (abgesagt)',
        description: 'Diese Session entfällt; die Vortragende nimmt stattdessen am Panel am 19. November teil.',
      },
    },
  },
  {
    title: 'Security and defence use cases',
    translations: { de: { title: 'Anwendungsfälle in Sicherheit und Verteidigung' } },
    type: 'presentation',
    room: 'Room 2',
    start_time: at(2, 9, 30),
    end_time: at(2, 10, 15),
    speakers: [7],
  },
  {
    title: 'Panel: the EU AI Act and language resources',
    translations: { de: { title: 'Panel: der EU AI Act und Sprachressourcen' } },
    type: 'panel',
    room: 'Plenary Hall',
    start_time: at(2, 14),
    end_time: at(2, 15),
    speakers: [2, 0, 4],
  },
  {
    title: 'Closing remarks',
    translations: { de: { title: 'Schlussworte' } },
    type: 'talk',
    room: 'Plenary Hall',
    start_time: at(2, 15, 15),
    end_time: at(2, 15, 45),
    speakers: [],
  },
];

const SPONSORS: Prisma.SponsorCreateInput[] = [
  {
    name: 'Polyglot AI',
    tier: 'platinum',
    description: 'Enterprise machine translation and language AI.',
    translations: { de: { description: 'Maschinelle Übersetzung und Sprach-KI für Unternehmen.' } },
    website: 'https://polyglot.example',
    logo_url: '/images/demo/polyglot.svg',
    contribution: 12000,
  },
  {
    name: 'EuroLex',
    tier: 'platinum',
    description: 'Legal translation platform for European institutions.',
    translations: { de: { description: 'Plattform für Rechtsübersetzungen für europäische Institutionen.' } },
    website: 'eurolex.example',
    logo_url: '/images/demo/eurolex.svg',
    contribution: 10000,
  },
  {
    name: 'Lexicon Labs',
    tier: 'gold',
    description: 'Terminology management for regulated industries.',
    translations: { de: { description: 'Terminologiemanagement für regulierte Branchen.' } },
    website: 'https://lexicon.example',
    logo_url: '/images/demo/lexicon.svg',
    contribution: 6500,
  },
  {
    name: 'Speechworks',
    tier: 'gold',
    description: 'Speech recognition for many languages.',
    translations: { de: { description: 'Spracherkennung für viele Sprachen.' } },
    website: 'https://speechworks.example',
    logo_url: '/images/demo/speechworks.svg',
    contribution: 6500,
  },
  {
    name: 'TMX Cloud',
    tier: 'silver',
    description: 'Translation memories in the cloud.',
    translations: { de: { description: 'Translation Memorys in der Cloud.' } },
    website: 'https://tmx.example',
    logo_url: '/images/demo/tmx.svg',
    contribution: 5300,
  },
  {
    name: 'Verba',
    tier: 'silver',
    description: 'Subtitling and captioning services.',
    translations: { de: { description: 'Dienstleistungen für Untertitelung und Live-Untertitel.' } },
    website: null,
    logo_url: '/images/demo/verba.svg',
    contribution: 5300,
  },
  {
    name: 'Glossa',
    tier: 'bronze',
    description: 'Glossaries for small teams.',
    translations: { de: { description: 'Glossare für kleine Teams.' } },
    website: 'https://glossa.example',
    logo_url: '/images/demo/glossa.svg',
    contribution: 2500,
  },
  {
    name: 'Interpreta',
    tier: 'bronze',
    description: 'Remote interpreting platform.',
    translations: { de: { description: 'Plattform für Ferndolmetschen.' } },
    website: 'https://interpreta.example',
    logo_url: null,
    contribution: 2500,
  },
  {
    name: 'LT-Innovate',
    tier: 'partner',
    description: 'The forum for Europe’s language technology industry.',
    translations: { de: { description: 'Das Forum der europäischen Sprachtechnologiebranche.' } },
    website: 'https://lt-innovate.example',
    logo_url: '/images/demo/ltinnovate.svg',
  },
  {
    name: 'Language Resources Association',
    tier: 'partner',
    description: 'Shares language data for research and industry.',
    translations: { de: { description: 'Stellt Sprachdaten für Forschung und Wirtschaft bereit.' } },
    website: 'https://elra.example',
    logo_url: '/images/demo/elra.svg',
  },
];

/** A news item's German title and HTML (sanitised when stored, as the English). */
type NewsGerman = { de: { title: string; content: string } };

function news(now: Date): (Omit<Prisma.NewsItemCreateInput, 'translations'> & { translations: NewsGerman })[] {
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
  return [
    {
      title: 'Programme published',
      translations: {
        de: {
          title: 'Programm veröffentlicht',
          content: '<p>Das vollständige Programm ist online. <strong>Speichern Sie die Sessions</strong>, die Sie besuchen möchten, in Ihrem Dashboard.</p>',
        },
      },
      status: 'published',
      featured: true,
      category: 'announcement',
      published_date: daysAgo(2),
      content: '<p>The full programme is online. <strong>Save the sessions</strong> you want to attend in your dashboard.</p>',
    },
    {
      title: 'Early-bird tickets end soon',
      translations: {
        de: { title: 'Frühbucher-Tickets nur noch kurze Zeit', content: '<p>Melden Sie sich bis Monatsende an und sichern Sie sich den Frühbucherpreis.</p>' },
      },
      status: 'published',
      featured: false,
      category: 'update',
      published_date: daysAgo(5),
      content: '<p>Register before the end of the month to get the early-bird price.</p>',
    },
    {
      title: 'Keynote speakers announced',
      translations: {
        de: {
          title: 'Keynote-Vortragende stehen fest',
          content:
            '<p>Unsere Keynotes widmen sich der Übersetzung im Parlamentsmaßstab und der Öffnung von Medienarchiven für KI.</p><ul><li>Ana Kovač</li><li>Helena Fischer</li></ul>',
        },
      },
      status: 'published',
      featured: true,
      category: 'highlight',
      published_date: daysAgo(9),
      content: '<p>Our keynotes cover translation at parliament scale and opening media archives to AI.</p><ul><li>Ana Kovač</li><li>Helena Fischer</li></ul>',
    },
    {
      title: 'Venue guide for first-time visitors',
      translations: {
        de: {
          title: 'Wegweiser für alle, die zum ersten Mal dabei sind',
          content:
            '<p>Das Parlament liegt nur wenige Gehminuten von den U-Bahn-Stationen der U2 und U3 entfernt. Bitte nehmen Sie für die Sicherheitskontrolle einen Lichtbildausweis mit.</p>',
        },
      },
      status: 'published',
      featured: false,
      category: 'update',
      published_date: daysAgo(14),
      content: '<p>The Parliament is a short walk from the U2 and U3 stations. Bring a photo ID for the security check.</p>',
    },
    {
      title: 'Call for speakers now open',
      translations: {
        de: { title: 'Call for Speakers ist eröffnet', content: '<p>Schicken Sie uns Ihren Vorschlag für einen Einzelvortrag von 20 Minuten.</p>' },
      },
      status: 'published',
      featured: false,
      category: 'announcement',
      published_date: daysAgo(30),
      content: '<p>Send us your proposal for an individual presentation of 20 minutes.</p>',
    },
    {
      title: 'Recap of the 2024 edition',
      translations: {
        de: {
          title: 'Rückblick auf 2024',
          content: '<p>Zwei Tage, zwölf Praxisbeispiele und ein lebhaftes Panel zum EU AI Act: Lesen Sie, was 2024 geschah.</p>',
        },
      },
      status: 'published',
      featured: false,
      category: 'highlight',
      published_date: daysAgo(60),
      content: '<p>Two days, twelve use cases and a lively EU AI Act panel: read what happened in 2024.</p>',
    },
    {
      title: 'Draft: sponsor spotlight',
      translations: { de: { title: 'Entwurf: Sponsor im Porträt', content: '<p>Noch nicht veröffentlicht.</p>' } },
      status: 'draft',
      featured: false,
      category: 'highlight',
      published_date: daysAgo(1),
      content: '<p>Not published yet.</p>',
    },
    {
      title: 'Coming soon: speaker interviews',
      translations: { de: { title: 'Demnächst: Interviews mit Vortragenden', content: '<p>Für nächste Woche geplant.</p>' } },
      status: 'published',
      featured: true,
      category: 'announcement',
      published_date: new Date(now.getTime() + 7 * DAY_MS),
      content: '<p>Scheduled for next week.</p>',
    },
  ];
}

@Injectable()
export class DemoContent implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly changes: Changes,
  ) {}

  async onApplicationBootstrap() {
    if (!this.config.demoContent) return;
    // The public read model records the new programme, speakers, sponsors, news and notice.
    const filled = await this.changes.commit(async (tx, announce) => {
      // Replicas starting together on an empty database take turns here; the second finds the first one's programme.
      await takeStartUpLock(tx);
      if (await isFilled(tx)) return false;
      const speakers: { id: number }[] = [];
      for (const data of SPEAKERS) speakers.push(await tx.speaker.create({ data }));
      // The edition's days and its sessions at the venue's clock, in its zone (the settings of a fresh install).
      const settings = await settingsRow(tx);
      const starts = demoEditionStart(new Date(), this.config.demoEditionStarts);
      const at: Slot = (day, hh, mm = 0) =>
        venueInstant(addDays(starts, day), `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`, settings.time_zone);
      await tx.conferenceSettings.update({ where: { id: settings.id }, data: { event_starts_on: starts, event_ends_on: addDays(starts, EDITION_DAYS - 1) } });
      for (const { speakers: order, description, translations, ...data } of sessions(at)) {
        const { de } = translations;
        await tx.session.create({
          data: {
            ...data,
            description: description ?? `${data.title}: a session of the ${this.config.productName} programme (demo content).`,
            translations: {
              de: { title: de.title, description: de.description ?? `${de.title}: eine Session im Programm von ${this.config.productName} (Demo-Inhalt).` },
            },
            speakers: { create: order.map((index, display_order) => ({ speaker_id: speakers[index].id, display_order })) },
          },
        });
      }
      await tx.sponsor.createMany({ data: SPONSORS });
      await tx.newsItem.createMany({
        data: news(new Date()).map(({ translations: { de }, ...n }) => ({
          ...n,
          content: sanitizeHtml(n.content ?? ''),
          translations: { de: { title: de.title, content: sanitizeHtml(de.content) } },
        })),
      });
      await tx.siteContent.upsert({
        where: { key: 'notice' },
        create: { key: 'notice', value: DEMO_NOTICE, translations: { de: DEMO_NOTICE_DE } },
        update: {},
      });
      announce('speakers.changed', { ids: [] });
      announce('sessions.changed', { ids: [] });
      announce('sponsors.changed', { ids: [] });
      announce('news.changed', { ids: [] });
      announce('content.changed', { keys: ['notice'] });
      announce('settings.updated', { settings: publicSettings(await settingsRow(tx), new Date()) });
      return true;
    }, START_UP_TRANSACTION);
    if (filled) new Logger('DemoContent').log('Filled the empty database with demo content (DEMO_CONTENT=false turns this off)');
  }
}

/** Demo content goes only into a database without a programme of its own. */
async function isFilled(tx: Prisma.TransactionClient) {
  const counts = await Promise.all([tx.session.count(), tx.speaker.count(), tx.sponsor.count(), tx.newsItem.count()]);
  return counts.some((n) => n > 0);
}
