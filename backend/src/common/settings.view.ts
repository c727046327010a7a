import { z } from 'zod';
import { ReviewPhase } from '../generated/prisma/enums.js';

export const ReviewPhaseView = z
  .enum(ReviewPhase)
  .meta({ id: 'ReviewPhase', description: "Where the committee's review stands: submission, then review, then decision." });

export const SettingsView = z
  .object({ accepting_cfp: z.boolean(), accepting_sponsors: z.boolean(), review_phase: ReviewPhaseView })
  .meta({ id: 'ConferenceSettings', description: "Which calls are open, and the committee's review phase." });
export type PublicSettings = z.output<typeof SettingsView>;

/** What organisers see and edit: the public switches and the rules that only they need to know. */
export const AdminSettingsView = SettingsView.extend({
  feedback_requires_payment: z.boolean().meta({
    description: 'Only accounts with a confirmed address and a paid registration rate sessions; false: every confirmed account.',
  }),
}).meta({ id: 'AdminConferenceSettings', description: 'The conference settings as organisers edit them.' });
export type AdminSettings = z.output<typeof AdminSettingsView>;
