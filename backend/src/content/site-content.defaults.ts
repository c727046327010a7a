// What the site says until the organisers change it through /api/admin/site-content/{key}. `{product}` is replaced
// by PRODUCT_NAME when served. Names of hotels and videos are placeholders for the content owner (spec: left to them).
import { RECAP_HIGHLIGHTS, RECAP_PROGRAMME } from './recap-defaults.js';
import { ENFORCEMENT_BODY, ENFORCEMENT_URL } from './accessibility-defaults.js';
import type { SiteContent } from './site-content.schema.js';

export const DEMO_NOTICE = 'This site shows demo content: the speakers, sessions, sponsors and news are examples.';

const youtube = (id: string) => `https://www.youtube.com/watch?v=${id}`;

export const SITE_CONTENT_DEFAULTS: SiteContent = {
  notice: null,
  contact_email: 'info@lt-summit.example.org',
  accessibility: { enforcement_body: ENFORCEMENT_BODY, enforcement_url: ENFORCEMENT_URL },
  // Empty: "Register Now" leads to the platform's own registration and payment; an address: that ticket shop.
  ticket_url: '',
  ticket_includes: ['Full conference access', 'Networking opportunities', 'Conference materials', 'Lunch and refreshments'],
  sponsorship_packages: {
    discount_percent: 40,
    packages: [
      {
        tier: 'gold',
        name: 'Gold',
        full_price: 6500,
        member_regular: 4500,
        member_premium: 4000,
        passes: 3,
        discount_codes: 5,
        speaker_slot: '30-minute speaker slot (or a 1-hour themed session)',
        social_blasts: 3,
      },
      {
        tier: 'silver',
        name: 'Silver',
        full_price: 5300,
        member_regular: 3000,
        member_premium: 2000,
        passes: 2,
        discount_codes: 3,
        speaker_slot: '20-minute speaker slot',
        social_blasts: 2,
      },
      {
        tier: 'bronze',
        name: 'Bronze',
        full_price: 2530,
        member_regular: 2000,
        member_premium: null,
        passes: 1,
        discount_codes: 1,
        speaker_slot: '10-minute speaker slot',
        social_blasts: 1,
      },
    ],
  },
  hero: {
    date_label: '',
    tagline: 'Where language technology meets policy, industry and research: three days at the Austrian Parliament.',
    venue_label: 'Austrian Parliament, Vienna',
  },
  why_join: [
    'Hear how public institutions and industry use AI for translation, interpretation and speech',
    'Meet the people who build language technology and those who buy it',
    'Learn what the EU AI Act means for language data and tools',
    'Exchange with researchers, language service providers and policy makers',
  ],
  venue: {
    name: 'Austrian Parliament',
    address: 'Dr. Karl Renner-Ring 3, A-1017 Wien, Austria',
    maps_url: 'https://www.google.com/maps/search/?api=1&query=Dr.+Karl+Renner-Ring+3,+1017+Wien',
  },
  calls: { cfp_closes: '15 July 2025', sponsors_closes: '31 August 2025' },
  testimonials: [
    {
      id: 1,
      quote: 'The best mix of research, industry and policy I have seen at a language technology event.',
      name: 'Elena Novak',
      title: 'Head of Localisation, Translation Centre',
      image: '/images/testimonials/1.svg',
      linkedInUrl: 'https://www.linkedin.com/',
    },
    {
      id: 2,
      quote: 'I came for the AI Act panel and left with three new partners for our speech project.',
      name: 'Markus Huber',
      title: 'CTO, Speech Analytics Start-up',
      image: '/images/testimonials/2.svg',
      linkedInUrl: 'https://www.linkedin.com/',
    },
    {
      id: 3,
      quote: 'Presenting in the Parliament was a unique experience, and the audience asked the right questions.',
      name: 'Sofia Marques',
      title: 'Research Lead, University Language Lab',
      image: '/images/testimonials/3.svg',
      linkedInUrl: 'https://www.linkedin.com/',
    },
    {
      id: 4,
      quote: 'Practical use cases from pharma to media: exactly what our procurement team needed to see.',
      name: 'Jan Kowalski',
      title: 'Digital Services Manager, Public Administration',
      image: '/images/testimonials/4.svg',
      linkedInUrl: 'https://www.linkedin.com/',
    },
    {
      id: 5,
      quote: 'Two days that set our roadmap for the year. We will be back with the whole team.',
      name: 'Claire Dubois',
      title: 'Founder, Terminology Software Company',
      image: '/images/testimonials/5.svg',
      linkedInUrl: 'https://www.linkedin.com/',
    },
  ],
  hotels: [
    { name: 'Hotel Ringstrasse', distance: '1.6 km', url: 'https://www.example.org/hotels/ringstrasse' },
    { name: 'Hotel am Parlament', distance: '0.4 km', url: 'https://www.example.org/hotels/am-parlament' },
    { name: 'Hotel Museumsquartier', distance: '1.1 km', url: 'https://www.example.org/hotels/museumsquartier' },
    { name: 'Hotel Rathauspark', distance: '0.3 km', url: 'https://www.example.org/hotels/rathauspark' },
    { name: 'Hotel Burgtheater', distance: '1.1 km', url: 'https://www.example.org/hotels/burgtheater' },
    { name: 'Hotel Volksgarten', distance: '0.7 km', url: 'https://www.example.org/hotels/volksgarten' },
  ],
  garages: [
    { name: 'Rathauspark', url: 'https://www.google.com/maps/search/?api=1&query=Garage+Rathauspark+Wien' },
    { name: 'Schmerlingplatz', url: 'https://www.google.com/maps/search/?api=1&query=Garage+Schmerlingplatz+Wien' },
  ],
  documents: {
    programme_2024_pdf: '/files/programme-2024.pdf',
    speaker_guidelines_pdf: '/files/speaker-guidelines.pdf',
    sponsorship_pack_pdf: '/files/sponsorship-pack.pdf',
  },
  recap_2024: {
    title: '',
    highlights: RECAP_HIGHLIGHTS,
    programme: RECAP_PROGRAMME,
    photos: [
      { url: '/images/recap-2024/1.svg', alt: 'Opening panel in the plenary hall' },
      { url: '/images/recap-2024/2.svg', alt: 'Audience during a use-case session' },
      { url: '/images/recap-2024/3.svg', alt: 'Networking in the parliament foyer' },
      { url: '/images/recap-2024/4.svg', alt: 'Closing panel on the EU AI Act' },
    ],
    previous_sponsors: [1, 2, 3, 4, 5].map((n) => ({ name: `2024 sponsor ${n}`, logo_url: `/images/recap-2024/sponsor-${n}.svg` })),
  },
  videos: {
    video1: {
      video_id: 'M7lc1UVf-VE',
      title: '{product} 2024: opening panel highlights',
      description: 'The year in language technology, discussed by speakers from institutions, industry and research.',
      video_url: youtube('M7lc1UVf-VE'),
    },
    video2: {
      video_id: 'M7lc1UVf-VE',
      title: '{product} 2024: the EU AI Act panel',
      description: 'What the AI Act means for language data, tools and the people who use them.',
      video_url: youtube('M7lc1UVf-VE'),
    },
    playlist_url: 'https://www.youtube.com/results?search_query=language+technology+conference',
  },
};

export const DEFAULT_HERO_CONTENT =
  '<p>{product} brings together the people who build, buy and regulate language technology: machine translation, ' +
  'interpretation, speech and text processing, and the language data behind them. Three days of keynotes, use cases, ' +
  'workshops and panels at the Austrian Parliament in Vienna.</p>';
