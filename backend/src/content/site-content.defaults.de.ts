// The German defaults of the site content (issue 28): what /de pages say for a key the organisers have not stored.
// Only texts differ from the English defaults; addresses of links, images and files are the same (taken from them).
import { SITE_CONTENT_DEFAULTS } from './site-content.defaults.js';
import type { SiteContent } from './site-content.schema.js';
import { ENFORCEMENT_BODY_DE } from './accessibility-defaults.js';

export const DEMO_NOTICE_DE = 'Diese Website zeigt Demo-Inhalte: Vortragende, Sessions, Sponsoren und News sind Beispiele.';

const en = SITE_CONTENT_DEFAULTS;

/** The texts of a list in order, each over the English entry of the same place (so links and images stay its). */
const over = <T>(items: T[], texts: Partial<T>[]): T[] => items.map((item, index) => ({ ...item, ...texts[index] }));

export const SITE_CONTENT_DEFAULTS_DE: SiteContent = {
  ...en,
  accessibility: { ...en.accessibility, enforcement_body: ENFORCEMENT_BODY_DE },
  ticket_includes: ['Zugang zur gesamten Konferenz', 'Networking-Möglichkeiten', 'Konferenzunterlagen', 'Mittagessen und Erfrischungen'],
  sponsorship_packages: {
    ...en.sponsorship_packages,
    packages: over(en.sponsorship_packages.packages, [
      { speaker_slot: '30-minütiger Vortragsslot (oder eine einstündige Themen-Session)' },
      { name: 'Silber', speaker_slot: '20-minütiger Vortragsslot' },
      { speaker_slot: '10-minütiger Vortragsslot' },
    ]),
  },
  hero: {
    date_label: '',
    tagline: 'Wo Sprachtechnologie auf Politik, Wirtschaft und Forschung trifft: drei Tage im Österreichischen Parlament.',
    venue_label: 'Österreichisches Parlament, Wien',
  },
  why_join: [
    'Erfahren Sie, wie öffentliche Einrichtungen und Unternehmen KI für Übersetzen, Dolmetschen und Sprache einsetzen',
    'Lernen Sie die Menschen kennen, die Sprachtechnologie entwickeln, und jene, die sie einkaufen',
    'Hören Sie, was der EU AI Act für Sprachdaten und Sprachwerkzeuge bedeutet',
    'Tauschen Sie sich mit Forschenden, Sprachdienstleistern und politischen Entscheidungsträger*innen aus',
  ],
  venue: { ...en.venue, name: 'Österreichisches Parlament', address: 'Dr. Karl Renner-Ring 3, A-1017 Wien, Österreich' },
  calls: { cfp_closes: '15. Juli 2025', sponsors_closes: '31. August 2025' },
  testimonials: over(en.testimonials, [
    {
      quote: 'Die beste Mischung aus Forschung, Wirtschaft und Politik, die ich je bei einer Sprachtechnologie-Veranstaltung erlebt habe.',
      title: 'Leiterin Lokalisierung, Übersetzungszentrum',
    },
    {
      quote: 'Ich bin wegen des AI-Act-Panels gekommen und mit drei neuen Partnern für unser Sprachprojekt nach Hause gefahren.',
      title: 'CTO, Start-up für Sprachanalyse',
    },
    {
      quote: 'Im Parlament vorzutragen war ein einzigartiges Erlebnis, und das Publikum hat genau die richtigen Fragen gestellt.',
      title: 'Forschungsleiterin, universitäres Sprachlabor',
    },
    {
      quote: 'Praxisbeispiele von Pharma bis Medien: genau das, was unser Beschaffungsteam sehen musste.',
      title: 'Leiter Digitale Services, öffentliche Verwaltung',
    },
    {
      quote: 'Zwei Tage, die unsere Roadmap für das ganze Jahr bestimmt haben. Nächstes Mal kommen wir mit dem ganzen Team.',
      title: 'Gründerin, Softwareunternehmen für Terminologie',
    },
  ]),
  hotels: over(en.hotels, [
    { distance: '1,6 km' },
    { distance: '0,4 km' },
    { distance: '1,1 km' },
    { distance: '0,3 km' },
    { distance: '1,1 km' },
    { distance: '0,7 km' },
  ]),
  recap_2024: {
    title: '',
    highlights: [
      'Eröffnungspodium zu den Highlights des Jahres',
      'Anwendungsfälle aus Pharma, Automobilindustrie, Handel, Gesundheitswesen, Sicherheit und Medien',
      'Technische Sessions zu generativer KI, Terminologie-Tools und Sprachressourcen',
      'Abschließende Podiumsdiskussion zum EU AI Act',
    ],
    programme: [
      {
        day: 'Tag 1 (19. Nov.)',
        items: [
          'Eröffnungspodium',
          'Ausblick auf Technologietrends',
          'Anwendungsfälle aus Pharma und Automobilindustrie',
          'Anwendungen in Handel und Gesundheitswesen',
        ],
      },
      {
        day: 'Tag 2 (20. Nov.)',
        items: [
          'Anwendungsfälle aus Sicherheit und Verteidigung',
          'Anwendungen in den Medien',
          'KI in der Dolmetschbranche',
          'Podiumsdiskussion zum EU AI Act',
        ],
      },
    ],
    photos: over(en.recap_2024.photos, [
      { alt: 'Eröffnungspanel im Plenarsaal' },
      { alt: 'Publikum bei einer Session mit Praxisbeispielen' },
      { alt: 'Networking im Foyer des Parlaments' },
      { alt: 'Abschlusspanel zum EU AI Act' },
    ]),
    previous_sponsors: en.recap_2024.previous_sponsors.map((sponsor, index) => ({ ...sponsor, name: `Sponsor ${index + 1} (2024)` })),
  },
  videos: {
    ...en.videos,
    video1: {
      ...en.videos.video1,
      title: '{product} 2024: Highlights des Eröffnungspanels',
      description: 'Das Jahr in der Sprachtechnologie, diskutiert von Vortragenden aus Institutionen, Wirtschaft und Forschung.',
    },
    video2: {
      ...en.videos.video2,
      title: '{product} 2024: das Panel zum EU AI Act',
      description: 'Was der AI Act für Sprachdaten, Werkzeuge und die Menschen bedeutet, die damit arbeiten.',
    },
  },
};
