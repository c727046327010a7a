import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n';
import { presentationTypeLabel } from '@/lib/presentation-type';
import { initialValues, phaseMessage, submitErrors, toSubmission, validateReview } from './review-form';

// The messages are Lingui's (lib/i18n): English, as a page at /… has them.
beforeAll(() => activateLocale('en'));

const criteria = [
  { id: 1, name: 'Relevance', weight: 2, scale_max: 5, position: 0 },
  { id: 2, name: 'Clarity', weight: 1, scale_max: 3, position: 1 },
];

describe('review form', () => {
  it('names each phase', () => {
    expect(phaseMessage('review').text).toBe('Review phase: scores are open');
    expect(phaseMessage('decision').text).toBe('Decision phase: reviews are closed');
  });

  it('asks for a whole score in range for every criterion', () => {
    const values = initialValues(criteria, null);
    expect(Object.keys(validateReview(criteria, values))).toEqual(['1', '2']);
    values.scores = { '1': 5, '2': 4 };
    expect(validateReview(criteria, values)).toEqual({ '2': 'Choose a score from 1 to 3' });
    values.scores['2'] = 3;
    expect(validateReview(criteria, values)).toEqual({});
    expect(toSubmission({ ...values, comment: ' ok ', speakerNote: '  ' })).toEqual({ scores: { '1': 5, '2': 3 }, comment: 'ok', speaker_note: null });
  });

  it('puts server errors under their criterion', () => {
    const error = { status: 400, data: { detail: [{ loc: ['body', 'scores', '2'], msg: 'must be at most 3', type: 'value_error' }] } };
    expect(submitErrors(error)).toEqual({ fields: { '2': 'must be at most 3' }, general: null });
    expect(submitErrors({ status: 409, data: { detail: 'Reviews are accepted only in the review phase' } }).general).toBe(
      'Reviews are accepted only in the review phase',
    );
  });

  it('labels presentation types', () => expect(presentationTypeLabel('research_output')).toBe('Research output'));
});
