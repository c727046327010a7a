// What the questions routes answer and what their pushes carry (issue 47). A pushed question is the same record every
// page shows; whether it is the reader's own and whether they voted for it stay with each reader's own answer.
import { z } from 'zod';
import { dateTime, id } from './fields.js';
import { QuestionStatus } from '../generated/prisma/enums.js';

export const QuestionStatusView = z
  .enum(QuestionStatus)
  .meta({ id: 'QuestionStatus', description: 'pending: waits for a moderator; approved: shown; hidden: by a moderator; answered: shown, marked so.' });

export const QuestionPushView = z
  .object({
    id: id(),
    session_id: id(),
    text: z.string(),
    author: z.string().meta({ description: "The asker's name (a visitor's display name); '' once anonymised." }),
    status: QuestionStatusView,
    pinned: z.boolean().meta({ description: '"Being answered now": at most one per session.' }),
    votes: z.number().int(),
    created_at: dateTime(),
  })
  .meta({ id: 'QuestionPush', description: 'A question as every page that may see it shows it.' });
export type QuestionPush = z.output<typeof QuestionPushView>;

export const QuestionView = QuestionPushView.extend({
  mine: z.boolean().meta({ description: 'Asked by you (your account, or this browser as a visitor).' }),
  voted: z.boolean().meta({ description: 'You voted for it.' }),
}).meta({ id: 'Question', description: 'A question as the reader sees it.' });
export type QuestionView = z.output<typeof QuestionView>;

export const QuestionListView = z
  .object({
    session_id: id(),
    questions: z.array(QuestionView).meta({ description: 'Most votes first, then the oldest; pending and hidden ones only for moderators and their authors.' }),
    can_moderate: z.boolean().meta({ description: 'You may approve, hide, mark answered and pin (an organiser, a speaker or the host of the session).' }),
    can_ask: z.boolean().meta({ description: 'You may ask now (signed in, or visitors allowed; within the window).' }),
    signed_in_only: z.boolean().meta({ description: 'Only signed-in attendees ask and vote (visitors are not allowed).' }),
    moderated: z.boolean().meta({ description: 'New questions wait for a moderator before others see them.' }),
    opens_at: dateTime().meta({ description: 'When questions open (some minutes before the start).' }),
    closes_at: dateTime().meta({ description: 'When questions close (some minutes after the end).' }),
    open_questions: z.number().int().meta({ description: 'Your open questions (waiting or shown, not answered) in this session.' }),
    max_open_questions: z.number().int(),
    max_length: z.number().int(),
  })
  .meta({ id: 'QuestionList', description: "A session's questions, as the reader may see them, and what the reader may do." });
export type QuestionListView = z.output<typeof QuestionListView>;

export const QuestionVoteView = z
  .object({ id: id(), session_id: id(), votes: z.number().int() })
  .meta({ id: 'QuestionVotes', description: "A question's votes now: what every open page is pushed when they change." });

export const QuestionVoteCountsView = z
  .object({ session_id: id(), counts: z.array(z.object({ id: id(), votes: z.number().int() })) })
  .meta({ id: 'QuestionVoteCounts', description: "The votes now of a session's questions that votes changed: pushed at most once a tick per session." });

export const MyVoteView = QuestionVoteView.extend({ voted: z.boolean() }).meta({ id: 'QuestionVote', description: 'Your vote, and the count now.' });

export const QuestionRemovedView = z
  .object({ id: id(), session_id: id() })
  .meta({ id: 'QuestionRemoved', description: 'A question is no longer shown to attendees (hidden, or back to waiting).' });
