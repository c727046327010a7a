// Shapes of what the backend sends, shared by every feature: names for the schemas generated from the server's
// OpenAPI description (openapi.ts, `npm run api:types`), so that there is one source. A call's answer, body, path
// values and query by its path: lib/api-routes.ts (Answer, Body, PathParams, Query).
import type { components } from './openapi';

export type Schemas = components['schemas'];

export type Role = Schemas['Role'];
export type User = Schemas['User'];
/** GET /api/user/ticket: the signed-in user's ticket to the event. */
export type Ticket = Schemas['Ticket'];
export type TicketKind = Schemas['TicketKind'];
/** What /api/auth/login, /register and /refresh answer. */
export type AuthResponse = Schemas['AuthResponse'];

export type ValidationIssue = Schemas['FieldError'];
/**
 * The error body (Schemas['Error']), all optional: a failed call's body may not be the server's (a proxy's page, a
 * network error), and the registration form also reads the spec's `detail` keyed by field, which this server never sends.
 */
export interface ApiErrorBody {
  detail?: Schemas['Error']['detail'] | Record<string, unknown>;
}

export type ConferenceSettings = Schemas['ConferenceSettings'];
/** GET/PATCH /api/admin/conference-settings: the public switches and who may rate sessions. */
export type AdminConferenceSettings = Schemas['AdminConferenceSettings'];

export type SessionSpeaker = Schemas['SessionSpeaker'];
export type ConferenceSession = Schemas['Session'];

/** GET /public/speakers?limit=1000: only speakers shown on the public site. */
export type PublicSpeaker = Schemas['PublicSpeaker'];
/** GET /public/speakers/featured: the home page's pick (at most 6, chosen by the server) and how many there are. */
export type FeaturedSpeakers = Schemas['FeaturedSpeakers'];

export type SponsorTier = Schemas['SponsorTier'];
/** GET /public/sponsors?limit=1000. */
export type Sponsor = Schemas['Sponsor'];

/** GET /public/site-content: every text the spec leaves to the content owner; `{product}` already replaced. */
export type SiteContent = Schemas['SiteContent'];
export type Testimonial = SiteContent['testimonials'][number];
export type Hotel = SiteContent['hotels'][number];
export type NamedLink = SiteContent['garages'][number];
/** GET /public/videos (the organisers' own content, replacing the spec's third-party helper service). */
export type VideoPair = Schemas['Videos'];
export type FeaturedVideo = VideoPair['video1'];
/** GET /public/hero-content: the overview's server-supplied block (sanitised HTML). */
export type HeroContent = Schemas['HeroContent'];

/** POST /cfp/submit body (spec: speaker proposal payload). */
export type ProposalPayload = Schemas['ProposalDto'];

type SponsorshipDto = Schemas['SponsorshipApplicationDto'];
/**
 * POST /public/sponsorship/apply body, every field the form has sent. A non-member sends `member_type: ''`, which
 * the DTO takes (it checks the value only for members and stores it empty); the schema lists only members' values.
 */
export type SponsorshipPayload = Omit<SponsorshipDto, 'tier' | 'is_lt_innovate_member' | 'member_type'> &
  Required<Pick<SponsorshipDto, 'tier' | 'is_lt_innovate_member'>> & { member_type: NonNullable<SponsorshipDto['member_type']> | '' };

export type NewsItem = Schemas['NewsItem'];

export type AppNotification = Schemas['Notification'];
export type NotificationType = AppNotification['type'];

export type ProposalStatus = Schemas['ProposalStatus'];
/** A proposal as its speaker (GET /api/speaker/presentations) and the organisers (GET /cfp/submissions) get it. */
export type Proposal = Schemas['Proposal'];

/** GET /public/site-flags: what the navigation needs to decide its links. */
export type SiteFlags = Schemas['SiteFlags'];

/** The signed-in user's rating of a session (GET /api/user/feedback, PUT /api/user/feedback/:sessionId). */
export type MyFeedback = Schemas['MyFeedback'];
/** PUT /api/user/feedback/:sessionId body: a rating 1 to 5 and an optional comment. */
export type FeedbackInput = Schemas['FeedbackDto'];
/** A session's ratings and comments as speakers and organisers see them, never who rated. */
export type SessionFeedback = Schemas['SessionFeedback'];
/** GET /api/user/feedback/eligibility: whether the signed-in account may rate sessions, and if not why. */
export type FeedbackEligibility = Schemas['FeedbackEligibility'];
