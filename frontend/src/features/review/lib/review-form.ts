import { errorDetail } from '@/lib/api-errors';
import type { Review, ReviewCriterion, ReviewPhase, ReviewSubmission } from '../api/types';
import { t } from '@lingui/core/macro';

/** The banner above the queue: what the committee's phase means for a reviewer. */
export function phaseMessage(phase: ReviewPhase): { severity: 'success' | 'info' | 'warning'; text: string } {
  switch (phase) {
    case 'review':
      return { severity: 'success', text: t`Review phase: scores are open` };
    case 'submission':
      return { severity: 'info', text: t`Submission phase: reviewing opens when the call closes` };
    default:
      return { severity: 'warning', text: t`Decision phase: reviews are closed` };
  }
}

/** Why Submit is disabled, or null in the review phase. */
export function submitBlockedReason(phase: ReviewPhase): string | null {
  if (phase === 'review') return null;
  return phase === 'submission'
    ? t`Reviews are accepted only in the review phase; it has not started yet.`
    : t`Reviews are accepted only in the review phase; the committee is deciding now.`;
}

export interface ReviewFormValues {
  /** Keyed by criterion id; 0 while not chosen. */
  scores: Record<string, number>;
  comment: string;
  speakerNote: string;
}

export function initialValues(criteria: readonly ReviewCriterion[], review: Review | null): ReviewFormValues {
  return {
    scores: Object.fromEntries(criteria.map((c) => [String(c.id), review?.scores[String(c.id)] ?? 0])),
    comment: review?.comment ?? '',
    speakerNote: review?.speaker_note ?? '',
  };
}

/** Field errors keyed by criterion id ('comment', 'speaker_note' for those fields); empty when the form may be sent. */
export function validateReview(criteria: readonly ReviewCriterion[], values: ReviewFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const c of criteria) {
    const score = values.scores[String(c.id)] ?? 0;
    if (!Number.isInteger(score) || score < 1 || score > c.scale_max) {
      const max = c.scale_max;
      errors[String(c.id)] = t`Choose a score from 1 to ${max}`;
    }
  }
  return errors;
}

export function toSubmission(values: ReviewFormValues): ReviewSubmission {
  const note = values.speakerNote.trim();
  return { scores: values.scores, comment: values.comment.trim(), speaker_note: note ? note : null };
}

/**
 * A failed submit as field errors (a validation list: `loc` ['body','scores','<id>'] under that criterion,
 * ['body','comment'] under the comment) and a general message for the rest (409 outside the review phase).
 */
export function submitErrors(error: unknown): { fields: Record<string, string>; general: string | null } {
  const detail = errorDetail(error);
  if (typeof detail === 'string') return { fields: {}, general: detail };
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  if (Array.isArray(detail)) {
    for (const issue of detail) {
      const loc = Array.isArray(issue?.loc) ? issue.loc.map(String) : [];
      const msg = typeof issue?.msg === 'string' ? issue.msg : t`Invalid value`;
      if (loc[1] === 'scores' && loc[2]) fields[loc[2]] = msg;
      else if (loc[1] === 'comment' || loc[1] === 'speaker_note') fields[loc[1]] = msg;
      else rest.push(msg);
    }
  }
  const general = rest.length ? rest.join('\n') : Object.keys(fields).length ? null : t`The review could not be saved. Please try again.`;
  return { fields, general };
}
