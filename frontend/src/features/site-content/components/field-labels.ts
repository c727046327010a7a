import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each content key as organisers read it, with the page it shows on (the Site tab's preview opens it). */
export const KEYS: Record<string, { title: MessageDescriptor; page: string; entries?: MessageDescriptor }> = {
  hero: { title: msg`Home page: date, tagline and venue`, page: '/' },
  why_join: { title: msg`Home page: why join`, page: '/', entries: msg`Reasons` },
  testimonials: { title: msg`Home page: testimonials`, page: '/', entries: msg`Testimonials` },
  recap_2024: { title: msg`Home page: recap of the last edition`, page: '/' },
  videos: { title: msg`Home page: videos`, page: '/' },
  documents: { title: msg`Documents (programme, guidelines, sponsorship pack)`, page: '/' },
  notice: { title: msg`Notice above every page`, page: '/' },
  venue: { title: msg`Venue`, page: '/location' },
  hotels: { title: msg`Hotels`, page: '/location', entries: msg`Hotels` },
  garages: { title: msg`Garages`, page: '/location', entries: msg`Garages` },
  calls: { title: msg`Call deadlines as written`, page: '/cfp' },
  ticket_url: { title: msg`External ticket shop (empty: tickets are sold here)`, page: '/' },
  ticket_includes: { title: msg`What a ticket includes`, page: '/payment', entries: msg`Included` },
  sponsorship_packages: { title: msg`Sponsorship packages`, page: '/sponsorship' },
  contact_email: { title: msg`Contact address`, page: '/' },
  accessibility: { title: msg`Accessibility statement: enforcement procedure`, page: '/accessibility' },
};

/** Field names as organisers read them; a name not here reads as its words. */
export const FIELDS: Record<string, MessageDescriptor> = {
  date_label: msg`Date label`,
  tagline: msg`Tagline`,
  enforcement_body: msg`Enforcement body`,
  enforcement_url: msg`Enforcement body's address (link)`,
  venue_label: msg`Venue label`,
  name: msg`Name`,
  address: msg`Address`,
  maps_url: msg`Map link`,
  url: msg`Link`,
  distance: msg`Distance`,
  quote: msg`Quote`,
  title: msg`Title`,
  image: msg`Image link`,
  linkedInUrl: msg`LinkedIn link`,
  alt: msg`Image description`,
  photos: msg`Photos`,
  highlights: msg`Key highlights`,
  programme: msg`Programme by day (shown until the edition is in the archive)`,
  day: msg`Day`,
  items: msg`Sessions`,
  previous_sponsors: msg`Previous sponsors`,
  logo_url: msg`Logo link`,
  video_id: msg`Video id`,
  description: msg`Description`,
  video_url: msg`Video link`,
  playlist_url: msg`Playlist link`,
  video1: msg`First video`,
  video2: msg`Second video`,
  cfp_closes: msg`Call for speakers closes`,
  sponsors_closes: msg`Sponsorship applications close`,
  programme_2024_pdf: msg`Last programme (PDF link)`,
  speaker_guidelines_pdf: msg`Speaker guidelines (PDF link)`,
  sponsorship_pack_pdf: msg`Sponsorship pack (PDF link)`,
  discount_percent: msg`Member discount (%)`,
  packages: msg`Packages`,
  tier: msg`Tier`,
  full_price: msg`Full price`,
  member_regular: msg`Regular member price`,
  member_premium: msg`Premium member price`,
  passes: msg`Passes`,
  discount_codes: msg`Discount codes`,
  speaker_slot: msg`Speaker slot`,
  social_blasts: msg`Social media posts`,
  id: msg`Number`,
};

/**
 * What a text field's name alone does not say, shown under the field (its helper text). Not in the name: a label is
 * one line inside the field's outline, and a long one was cut off on a phone (WCAG 1.4.10, 1.4.12). A list's name
 * is its group's legend, which wraps.
 */
export const HINTS: Record<string, MessageDescriptor> = {
  date_label: msg`Empty: the edition's days from Settings.`,
  enforcement_body: msg`Where visitors turn when our answer does not satisfy them.`,
};

/** Choice values as organisers read them; a value not here reads as its words. */
export const CHOICES: Record<string, MessageDescriptor> = {
  gold: msg`Gold`,
  silver: msg`Silver`,
  bronze: msg`Bronze`,
};
