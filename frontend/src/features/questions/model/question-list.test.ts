import { describe, expect, it } from 'vitest';
import { ordered, removed, upsert, voted, votesCounted, type Question, type QuestionList } from './question-list';

const q = (fields: Partial<Question>): Question => ({
  ...{ id: 1, session_id: 7, text: 'Why?', author: '', status: 'approved', pinned: false, votes: 0 },
  ...{ created_at: '2031-11-17T09:00:00.000Z', mine: false, voted: false },
  ...fields,
});
const list = (questions: Question[], fields: Partial<QuestionList> = {}): QuestionList => ({
  ...{ session_id: 7, questions, can_moderate: false, can_ask: true, signed_in_only: true, moderated: false },
  ...{ opens_at: '2031-11-17T08:45:00.000Z', closes_at: '2031-11-17T10:30:00.000Z', open_questions: 0, max_open_questions: 3, max_length: 280 },
  ...fields,
});

/** What a push carries: the question without the reader's own flags. */
const push = (fields: Partial<Question>) => {
  const { mine: _mine, voted: _voted, ...pushed } = q(fields);
  return pushed;
};

describe('questions as pushes change them', () => {
  it('orders the pinned one first, then by votes and age, answered ones last', () => {
    const shown = ordered([
      q({ id: 1, votes: 2, created_at: '2031-11-17T09:05:00.000Z' }),
      q({ id: 2, votes: 2, created_at: '2031-11-17T09:01:00.000Z' }),
      q({ id: 3, votes: 9, status: 'answered' }),
      q({ id: 4, votes: 0, pinned: true }),
      q({ id: 5, votes: 5 }),
    ]);
    expect(shown.map((x) => x.id)).toEqual([4, 5, 2, 1, 3]);
  });

  it('adds a pushed question, updates one in place keeping the reader’s flags, and ignores other sessions', () => {
    const state = list([q({ id: 1, mine: true, voted: true })]);
    upsert(state, push({ id: 1, votes: 4, pinned: true }));
    upsert(state, push({ id: 2 }));
    upsert(state, push({ id: 3, session_id: 8 }));
    expect(state.questions.map(({ id, mine, voted: v, votes, pinned }) => ({ id, mine, voted: v, votes, pinned }))).toEqual([
      { id: 1, mine: true, voted: true, votes: 4, pinned: true },
      { id: 2, mine: false, voted: false, votes: 0, pinned: false },
    ]);
  });

  it('drops a question hidden from attendees, keeps it for its author and moderators', () => {
    const attendee = list([q({ id: 1 }), q({ id: 2, mine: true })]);
    removed(attendee, { id: 1, session_id: 7 });
    removed(attendee, { id: 2, session_id: 7 });
    upsert(attendee, push({ id: 2, status: 'hidden' }));
    expect(attendee.questions.map((x) => [x.id, x.status])).toEqual([[2, 'hidden']]);
    // A hidden question pushed to a page that may not see it never shows.
    upsert(attendee, push({ id: 9, status: 'pending' }));
    expect(attendee.questions).toHaveLength(1);
    const moderator = list([q({ id: 1 })], { can_moderate: true });
    removed(moderator, { id: 1, session_id: 7 });
    upsert(moderator, push({ id: 1, status: 'hidden' }));
    expect(moderator.questions.map((x) => x.status)).toEqual(['hidden']);
  });

  it('takes pushed votes', () => {
    const state = list([q({ id: 1, votes: 1 })]);
    voted(state, { id: 1, session_id: 7, votes: 12 });
    expect(state.questions[0].votes).toBe(12);
  });

  it("takes a tick's counts for the session's questions it lists, and ignores another session's", () => {
    const state = list([q({ id: 1, votes: 1 }), q({ id: 2, votes: 5 })]);
    votesCounted(state, {
      session_id: 7,
      counts: [
        { id: 1, votes: 3 },
        { id: 2, votes: 4 },
        { id: 99, votes: 8 },
      ],
    });
    votesCounted(state, { session_id: 8, counts: [{ id: 1, votes: 50 }] });
    expect(state.questions.map((x) => x.votes)).toEqual([3, 4]);
  });
});
