// The shape of every organiser-editable content key. The admin API validates against it; the public API serves it.
import { z } from 'zod';
import { RECAP_HIGHLIGHTS, RECAP_PROGRAMME } from './recap-defaults.js';
import { ENFORCEMENT_BODY, ENFORCEMENT_URL } from './accessibility-defaults.js';

const text = z.string().trim().min(1).max(2000);
const isLink = (v: string) => /^(https?:\/\/|\/|mailto:)/i.test(v);
const url = z.string().trim().max(2000).refine(isLink, /*i18n*/ 'must be an http(s) URL or a site path');
const image = url;

const count = z.number().int().min(0).max(100);
const amount = z.number().min(0).max(1_000_000);
export const PACKAGE_TIERS = ['gold', 'silver', 'bronze'] as const;

/** One sponsorship package (spec section 9): prices in the packages' currency (settings), null where none is offered. */
const sponsorshipPackage = z.object({
  tier: z.enum(PACKAGE_TIERS),
  name: z.string().trim().min(1).max(60),
  full_price: amount,
  member_regular: amount.nullable(),
  member_premium: amount.nullable(),
  passes: count,
  discount_codes: count,
  speaker_slot: text,
  social_blasts: count,
});

export const siteContentSchema = z.object({
  notice: z.string().trim().max(500).nullable(),
  contact_email: z.email(),
  // The accessibility statement's enforcement procedure (issue 49): the body a visitor turns to when the organisers'
  // answer to a reported barrier does not satisfy them, and where to reach it. Stored before it existed: the default.
  accessibility: z.object({ enforcement_body: text, enforcement_url: url }).default({ enforcement_body: ENFORCEMENT_BODY, enforcement_url: ENFORCEMENT_URL }),
  // '' when tickets are sold here (registration, then payment).
  ticket_url: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => v === '' || isLink(v), /*i18n*/ 'must be an http(s) URL or a site path'),
  // What the ticket includes, as /payment lists it; its price is a setting (ticket_price, ticket_currency).
  ticket_includes: z.array(text).min(1).max(12),
  // The packages a sponsor applies for, in the order shown; each tier at most once.
  sponsorship_packages: z.object({
    discount_percent: z.number().int().min(0).max(100),
    packages: z
      .array(sponsorshipPackage)
      .min(1)
      .max(PACKAGE_TIERS.length)
      .refine((packages) => new Set(packages.map((p) => p.tier)).size === packages.length, /*i18n*/ 'each tier may appear once'),
  }),
  // date_label '': the edition's days from the settings (event_starts_on to event_ends_on), in the page's language.
  hero: z.object({ date_label: z.string().trim().max(200), tagline: text, venue_label: text }),
  why_join: z.array(text).min(1).max(12),
  venue: z.object({ name: text, address: text, maps_url: url }),
  calls: z.object({ cfp_closes: text, sponsors_closes: text }),
  testimonials: z.array(z.object({ id: z.number().int(), quote: text, name: text, title: text, image, linkedInUrl: url })).max(20),
  hotels: z.array(z.object({ name: text, distance: text, url })).max(20),
  garages: z.array(z.object({ name: text, url })).max(10),
  documents: z.object({ programme_2024_pdf: url, speaker_guidelines_pdf: url, sponsorship_pack_pdf: url }),
  // The last edition's recap on the home page: its title ('' for the name of the last edition in the archive), what
  // stood out, and (until an edition is in the archive, whose programme is linked instead) its programme by day. A
  // value stored before these fields existed reads the spec's.
  recap_2024: z.object({
    title: z.string().trim().max(200).default(''),
    highlights: z.array(text).max(12).default(RECAP_HIGHLIGHTS),
    programme: z
      .array(z.object({ day: text, items: z.array(text).max(12) }))
      .max(7)
      .default(RECAP_PROGRAMME),
    photos: z.array(z.object({ url: image, alt: text })).max(12),
    previous_sponsors: z.array(z.object({ name: text, logo_url: image })).max(20),
  }),
  videos: z.object({
    video1: z.object({ video_id: z.string().regex(/^[\w-]{6,20}$/), title: text, description: z.string().max(2000), video_url: url }),
    video2: z.object({ video_id: z.string().regex(/^[\w-]{6,20}$/), title: text, description: z.string().max(2000), video_url: url }),
    playlist_url: url,
  }),
});

export type SiteContent = z.infer<typeof siteContentSchema>;

/** What GET /public/site-content answers: every key, `{product}` replaced by the event's name. */
export const SiteContentView = siteContentSchema.extend({ product_name: z.string() }).meta({ id: 'SiteContent' });
export type SiteContentKey = keyof SiteContent;
export const SITE_CONTENT_KEYS = Object.keys(siteContentSchema.shape) as SiteContentKey[];

/**
 * The same shape as JSON Schema, for the console's Site tab: it draws each key's form from it (texts, lists, numbers,
 * choices, optional values), and the server still checks every value against the schema above.
 */
export const SITE_CONTENT_FORM_SCHEMA = z.toJSONSchema(siteContentSchema, { io: 'input', unrepresentable: 'any' });
