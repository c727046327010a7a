// A session's questions as a page shows them (issue 47), and what each push does to them: pure, so the cache and the
// tests share one set of rules.
import type { Answer } from '@/lib/api-routes';
import type { Schemas } from '@/types/api';

export type QuestionList = Answer<'/public/sessions/{id}/questions', 'get'>;
export type Question = QuestionList['questions'][number];
export type QuestionPush = Schemas['QuestionPush'];
/** A question's count now: from a vote's answer, or one of a pushed tick's counts. */
export type QuestionVotes = Pick<Schemas['QuestionVote'], 'id' | 'session_id' | 'votes'>;
export type QuestionVoteCounts = Schemas['QuestionVoteCounts'];
export type QuestionRemoved = Schemas['QuestionRemoved'];

/**
 * The order a page lists them in: the one being answered now on top, then the open ones by votes (then the oldest
 * first, as the server sorts), then those answered, in the same order.
 */
export function ordered(questions: readonly Question[]): Question[] {
  const rank = (q: Question) => (q.pinned ? 0 : q.status === 'answered' ? 2 : 1);
  return [...questions].sort((a, b) => rank(a) - rank(b) || b.votes - a.votes || a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

/** A question asked or moderated: updated in place (the reader's own flags kept), or added. */
export function upsert(list: QuestionList, pushed: QuestionPush | Question): void {
  if (pushed.session_id !== list.session_id) return;
  const at = list.questions.findIndex((q) => q.id === pushed.id);
  const known = at >= 0 ? list.questions[at] : undefined;
  const next: Question = { mine: known?.mine ?? false, voted: known?.voted ?? false, ...pushed };
  // Only moderators and its author are pushed a waiting or hidden question; anyone else's page never lists one.
  if (!list.can_moderate && !next.mine && (next.status === 'pending' || next.status === 'hidden')) {
    if (at >= 0) list.questions.splice(at, 1);
    return;
  }
  if (at >= 0) list.questions[at] = next;
  else list.questions.push(next);
  if (next.mine) list.open_questions = list.questions.filter((q) => q.mine && (q.status === 'pending' || q.status === 'approved')).length;
}

/** Votes changed some of the session's questions (pushed at most once a tick per session). */
export function votesCounted(list: QuestionList, { session_id: sessionId, counts }: QuestionVoteCounts): void {
  for (const { id, votes } of counts) voted(list, { id, session_id: sessionId, votes });
}

/** A question's votes changed. */
export function voted(list: QuestionList, { id, session_id: sessionId, votes }: QuestionVotes): void {
  if (sessionId !== list.session_id) return;
  const question = list.questions.find((q) => q.id === id);
  if (question) question.votes = votes;
}

/** A question left attendees' view (hidden, or waiting again): gone, unless the reader moderates or asked it. */
export function removed(list: QuestionList, { id, session_id: sessionId }: QuestionRemoved): void {
  if (sessionId !== list.session_id || list.can_moderate) return;
  const at = list.questions.findIndex((q) => q.id === id);
  if (at >= 0 && !list.questions[at].mine) list.questions.splice(at, 1);
}
