import { z } from 'zod';
import { dateTime, day as calendarDay } from './fields.js';
import { ReviewPhase } from '../generated/prisma/enums.js';

export const ReviewPhaseView = z
  .enum(ReviewPhase)
  .meta({ id: 'ReviewPhase', description: "Where the committee's review stands: submission, then review, then decision." });

const instant = (description: string) => dateTime().nullable().meta({ description });
const day = (description: string) => calendarDay().meta({ description });

export const SettingsView = z
  .object({
    accepting_cfp: z.boolean().meta({ description: 'Whether the call for speakers accepts proposals now.' }),
    accepting_sponsors: z.boolean().meta({ description: 'Whether the call for sponsors accepts applications now.' }),
    review_phase: ReviewPhaseView,
    cfp_opens_at: instant('When the call for speakers opens; null: open as soon as it is switched on.'),
    cfp_closes_at: instant('When the call for speakers closes by itself; null: only when it is switched off.'),
    sponsorship_opens_at: instant('When the call for sponsors opens; null: open as soon as it is switched on.'),
    sponsorship_closes_at: instant('When the call for sponsors closes by itself; null: only when it is switched off.'),
    event_starts_on: day("The edition's first day, in the venue's calendar."),
    event_ends_on: day("The edition's last day, in the venue's calendar."),
    time_zone: z.string().meta({ description: "The venue's time zone (IANA), in which the site shows every date and time." }),
    ticket_price: z.number().meta({ description: "The ticket's price (299.99): what /payment shows and every checkout charges." }),
    ticket_currency: z.string().meta({ description: "The ticket's currency, ISO 4217 (USD)." }),
    sponsorship_currency: z.string().meta({ description: "The sponsorship packages' currency, ISO 4217 (EUR); sponsors' contributions are in it." }),
    screens_show_questions: z.boolean().meta({ description: "Room screens show the current session's pinned and top questions." }),
  })
  .meta({
    id: 'ConferenceSettings',
    description: "Which calls accept now and when they open and close, the edition's dates, the review phase and the prices' currencies.",
  });
export type PublicSettings = z.output<typeof SettingsView>;

/** What organisers see and edit: the public switches and the rules that only they need to know. */
export const AdminSettingsView = SettingsView.extend({
  accepting_cfp: z.boolean().meta({ description: "The call for speakers' switch; it accepts while on and within its instants (cfp_accepting_now)." }),
  accepting_sponsors: z
    .boolean()
    .meta({ description: "The call for sponsors' switch; it accepts while on and within its instants (sponsorship_accepting_now)." }),
  cfp_accepting_now: z.boolean().meta({ description: 'Whether the call for speakers accepts proposals now: what the public sees as accepting_cfp.' }),
  sponsorship_accepting_now: z.boolean().meta({ description: 'Whether the call for sponsors accepts now: what the public sees as accepting_sponsors.' }),
  feedback_requires_payment: z.boolean().meta({
    description: 'Only accounts with a confirmed address and a paid registration rate sessions; false: every confirmed account.',
  }),
  questions_moderated: z.boolean().meta({ description: "Sessions' new questions wait for a moderator before attendees see them; false: shown at once." }),
  questions_from_visitors: z
    .boolean()
    .meta({ description: 'Visitors without an account may ask (with a display name) and vote; false: signed-in attendees only.' }),
  questions_open_before_min: z.number().int().meta({ description: "Questions open this many minutes before a session's start." }),
  questions_close_after_min: z.number().int().meta({ description: "Questions close this many minutes after a session's end." }),
}).meta({ id: 'AdminConferenceSettings', description: 'The conference settings as organisers edit them.' });
export type AdminSettings = z.output<typeof AdminSettingsView>;
