// Shapes of what the backend sends, shared by every feature.

export type Role = 'admin' | 'speaker' | 'user';

export interface User {
  id: number;
  full_name: string;
  email: string;
  is_active: boolean;
  is_speaker: boolean;
  is_admin: boolean;
  payment_status: string;
  role: Role;
  /** The owner opened a link mailed to `email`. */
  email_verified?: boolean;
  /** A new address asked for in the profile, waiting for its confirmation link. */
  pending_email?: string | null;
}

/** What /api/auth/login, /register and /refresh answer. */
export interface AuthResponse {
  user: User;
  access_token: string;
}

/** The error body every backend error has; `detail` is a string, a validation list or an object keyed by field. */
export interface ApiErrorBody {
  detail?: string | ValidationIssue[] | Record<string, unknown>;
}

export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export interface ConferenceSettings {
  accepting_cfp: boolean;
  accepting_sponsors: boolean;
}

export interface SessionSpeaker {
  id: number;
  name: string;
  title?: string | null;
  bio?: string | null;
  image?: string | null;
  display_order: number;
}

export interface ConferenceSession {
  id: number;
  title: string;
  description?: string | null;
  /** UTC date part of the start, YYYY-MM-DD. */
  date?: string | null;
  /** UTC time of the start, HH:MM. */
  time?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  /** Minutes, default 60. */
  duration?: number | null;
  room?: string | null;
  track?: string | null;
  type?: string | null;
  /** scheduled, cancelled or completed. Cancelled sessions stay in the lists, marked as cancelled. */
  status?: string | null;
  capacity?: number | null;
  version?: number;
  speakers?: SessionSpeaker[];
}

/** GET /public/speakers?limit=1000: only speakers shown on the public site. */
export interface PublicSpeaker {
  id: number;
  name: string;
  title?: string | null;
  company?: string | null;
  /** As stored: absolute URL, or a path on the backend such as /uploads/speakers/3.webp, or null. */
  image?: string | null;
  image_url?: string | null;
  bio?: string | null;
  bio_short?: string | null;
  linkedin_url?: string | null;
  talk_title?: string | null;
  talk_abstract?: string | null;
}

/** GET /public/speakers/featured: the home page's pick (at most 6, chosen by the server) and how many there are. */
export interface FeaturedSpeakers {
  speakers: PublicSpeaker[];
  total: number;
}

export type SponsorTier = 'platinum' | 'gold' | 'silver' | 'bronze' | 'partner';

/** GET /public/sponsors?limit=1000. */
export interface Sponsor {
  id: number;
  name: string;
  description?: string | null;
  /** May lack its scheme ('example.com'); links prepend https://. */
  website?: string | null;
  logo_url?: string | null;
  tier: SponsorTier | (string & {});
}

export interface Testimonial {
  id: number;
  quote: string;
  name: string;
  title: string;
  image: string;
  linkedInUrl: string;
}

export interface FeaturedVideo {
  video_id: string;
  title: string;
  description?: string | null;
  video_url: string;
}

/** GET /public/videos (the organisers' own content, replacing the spec's third-party helper service). */
export interface VideoPair {
  video1: FeaturedVideo;
  video2: FeaturedVideo;
  playlist_url: string;
}

export interface Hotel {
  name: string;
  /** e.g. '1.6 km' */
  distance: string;
  url: string;
}

export interface NamedLink {
  name: string;
  url: string;
}

/**
 * GET /public/site-content: every text the spec leaves to the content owner, with defaults on the server.
 * `{product}` is already replaced by the event's name.
 */
export interface SiteContent {
  product_name: string;
  /** Shown as a notice on every public page while demo content is loaded; null otherwise. */
  notice: string | null;
  contact_email: string;
  ticket_url: string;
  hero: { date_label: string; tagline: string; venue_label: string };
  why_join: string[];
  venue: { name: string; address: string; maps_url: string };
  calls: { cfp_closes: string; sponsors_closes: string };
  testimonials: Testimonial[];
  hotels: Hotel[];
  garages: NamedLink[];
  documents: {
    programme_2024_pdf: string;
    speaker_guidelines_pdf: string;
    sponsorship_pack_pdf: string;
  };
  recap_2024: { photos: { url: string; alt: string }[]; previous_sponsors: { name: string; logo_url: string }[] };
}

/** GET /public/hero-content: the overview's server-supplied block (sanitised HTML). */
export interface HeroContent {
  content: string;
}

/** POST /cfp/submit body (spec: speaker proposal payload). */
export interface ProposalPayload {
  title: string;
  abstract: string;
  speaker_name: string;
  speaker_bio: string;
  speaker_position: string;
  email: string;
  organization: string;
  presentation_type: 'technology_application' | 'technology_spotlight' | 'research_output';
}

/** POST /public/sponsorship/apply body (spec: sponsorship application payload). */
export interface SponsorshipPayload {
  company_name: string;
  contact_name: string;
  email: string;
  phone: string;
  tier: 'gold' | 'silver' | 'bronze';
  website?: string;
  message?: string;
  is_lt_innovate_member: boolean;
  member_type: 'regular' | 'premium' | '';
}

export interface NewsItem {
  id: number;
  title: string;
  content: string;
  published_date?: string | null;
  author?: string | null;
  category?: string | null;
  featured?: boolean;
  status?: string | null;
}

export type NotificationType = 'success' | 'error' | 'warning' | 'info' | (string & {});

export interface AppNotification {
  id: number;
  type: NotificationType;
  title: string;
  message: string;
  timestamp: string;
  read: boolean;
  /** Where the notification leads, when it is about something specific. */
  link?: string | null;
}

export type ProposalStatus = 'pending' | 'accepted' | 'rejected' | 'scheduled' | 'approved_scheduled' | 'approved_unscheduled';

/** A proposal as its speaker (GET /api/speaker/presentations) and the organisers (GET /cfp/submissions) get it. */
export interface Proposal {
  id: number;
  title: string;
  abstract: string;
  presentation_type: string;
  status: ProposalStatus;
  speaker_name: string;
  speaker_bio: string;
  speaker_position: string;
  email: string;
  organization: string;
  session_id: number | null;
  scheduled_time: string | null;
  scheduled_room: string | null;
  review_notes: string | null;
  reviewed_at: string | null;
  confirmed_at: string | null;
  created_at: string;
}

/** GET /public/site-flags: what the navigation needs to decide its links. */
export interface SiteFlags extends ConferenceSettings {
  has_sessions: boolean;
  has_news: boolean;
}
