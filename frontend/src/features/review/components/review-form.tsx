import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSubmitReviewMutation } from '../api/review-api';
import type { Review, ReviewCriterion, ReviewPhase } from '../api/types';
import { initialValues, submitBlockedReason, submitErrors, toSubmission, validateReview, type ReviewFormValues } from '../lib/review-form';
import { ScoreField } from './score-field';
import { Trans, useLingui } from '@lingui/react/macro';

interface ReviewFormProps {
  proposalId: number;
  criteria: readonly ReviewCriterion[];
  phase: ReviewPhase;
  review: Review | null;
}

/** Scores for every criterion, a comment for the committee and a note for the speaker; Submit only in the review phase. */
export function ReviewForm({ proposalId, criteria, phase, review }: ReviewFormProps) {
  const [values, setValues] = useState<ReviewFormValues>(() => initialValues(criteria, review));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [submit, { isLoading }] = useSubmitReviewMutation();
  const { t } = useLingui();
  const blocked = submitBlockedReason(phase);
  const sorted = [...criteria].sort((a, b) => a.position - b.position);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setGeneral(null);
    setSaved(false);
    const problems = validateReview(criteria, values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await submit({ id: proposalId, body: toSubmission(values) }).unwrap();
      setSaved(true);
    } catch (error) {
      const result = submitErrors(error);
      setErrors(result.fields);
      setGeneral(result.general);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="review-form-heading">
      <Typography id="review-form-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        {review ? <Trans>Your review</Trans> : <Trans>Score this proposal</Trans>}
      </Typography>
      {general && (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {general}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          <Trans>Your review was saved.</Trans>
        </Alert>
      )}
      {sorted.map((criterion) => (
        <ScoreField
          key={criterion.id}
          criterion={criterion}
          value={values.scores[String(criterion.id)] ?? 0}
          error={errors[String(criterion.id)]}
          disabled={!!blocked}
          onChange={(score) => setValues((v) => ({ ...v, scores: { ...v.scores, [String(criterion.id)]: score } }))}
        />
      ))}
      <TextField
        name="comment"
        label={t`Comment for the committee`}
        value={values.comment}
        onChange={(e) => setValues((v) => ({ ...v, comment: e.target.value }))}
        disabled={!!blocked}
        fullWidth
        multiline
        // Both labels above their fields from the start: a floated label has a third more room, and this one is too
        // long to sit inside an empty field on a phone with wider text spacing (WCAG 1.4.12: it was cut off).
        slotProps={{ inputLabel: { shrink: true } }}
        minRows={3}
        margin="normal"
        error={!!errors.comment}
        helperText={errors.comment ?? t`Other reviewers see it once they have reviewed too.`}
      />
      <TextField
        name="speaker_note"
        label={t`Note for the speaker`}
        value={values.speakerNote}
        onChange={(e) => setValues((v) => ({ ...v, speakerNote: e.target.value }))}
        disabled={!!blocked}
        fullWidth
        multiline
        minRows={2}
        margin="normal"
        slotProps={{ inputLabel: { shrink: true } }}
        error={!!errors.speaker_note}
        helperText={errors.speaker_note ?? t`Optional; may be passed on to the speaker with the decision.`}
      />
      {blocked && (
        <Alert severity="info" sx={{ mt: 1 }} id="submit-blocked">
          {blocked}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        loading={isLoading}
        disabled={!!blocked}
        aria-describedby={blocked ? 'submit-blocked' : undefined}
        sx={{ mt: 2 }}
      >
        {review ? <Trans>Update review</Trans> : <Trans>Submit review</Trans>}
      </Button>
    </Box>
  );
}
