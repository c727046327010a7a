import { z } from 'zod';
import { ReviewPhase } from '../generated/prisma/enums.js';

export const ReviewPhaseView = z
  .enum(ReviewPhase)
  .meta({ id: 'ReviewPhase', description: "Where the committee's review stands: submission, then review, then decision." });

export const SettingsView = z
  .object({ accepting_cfp: z.boolean(), accepting_sponsors: z.boolean(), review_phase: ReviewPhaseView })
  .meta({ id: 'ConferenceSettings', description: "Which calls are open, and the committee's review phase." });
export type PublicSettings = z.output<typeof SettingsView>;
