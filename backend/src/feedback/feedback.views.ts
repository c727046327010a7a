import { z } from 'zod';
import { dateTime, id } from '../views/fields.js';

export const MyFeedbackView = z
  .object({ session_id: id(), rating: z.number().int(), comment: z.string().nullable(), updated_at: dateTime() })
  .meta({ id: 'MyFeedback', description: 'Your rating of a session.' });
export type MyFeedback = z.output<typeof MyFeedbackView>;

export const FeedbackEligibilityView = z
  .object({
    can_rate: z.boolean(),
    detail: z.string().nullable().meta({ description: 'Why not (the same text a refused rating answers with); null when you may rate.' }),
  })
  .meta({
    id: 'FeedbackEligibility',
    description: 'Whether you may rate sessions: a confirmed address and, unless organisers waived it, a paid registration.',
  });
export type FeedbackEligibility = z.output<typeof FeedbackEligibilityView>;

/** What speakers and organisers see of a session's feedback: the aggregate and the comments, never who rated. */
export const SessionFeedbackView = z
  .object({
    session_id: id(),
    title: z.string(),
    start_time: dateTime(),
    ratings: z.number().int(),
    average: z.number().nullable().meta({ description: 'Mean rating, 1 to 5, one decimal; null without ratings.' }),
    distribution: z.array(z.number().int()).meta({ description: 'How many rated 1, 2, 3, 4 and 5.' }),
    comments: z.array(z.object({ rating: z.number().int(), comment: z.string(), created_at: dateTime() })),
  })
  .meta({ id: 'SessionFeedback', description: "A session's ratings and comments, without the attendees' identities." });
export type SessionFeedbackSummary = z.output<typeof SessionFeedbackView>;
