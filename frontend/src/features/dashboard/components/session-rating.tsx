import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-errors';
import type { ConferenceSession, MyFeedback } from '@/types/api';
import { useRateSessionMutation } from '../api/feedback-api';
import { Trans, useLingui } from '@lingui/react/macro';

const MAX_COMMENT = 2000;

interface SessionRatingProps {
  userId: number;
  session: ConferenceSession;
  /** The attendee's rating of this session, if any. */
  feedback: MyFeedback | undefined;
  /** Why this account may not rate (the server's words), shown instead of the control; null when it may. */
  refusal: string | null;
}

const sectionSx = { mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' } as const;

/**
 * 'Rate this session' under a saved session that has ended: 1 to 5 stars and an optional comment; then 'Your rating:
 * N/5'. Someone who may not rate (no confirmed address, no paid registration) reads why instead.
 */
export function SessionRating({ userId, session, feedback, refusal }: SessionRatingProps) {
  const { t } = useLingui();
  const title = session.title;
  const [editing, setEditing] = useState(false);
  const [rating, setRating] = useState<number | null>(feedback?.rating ?? null);
  const [comment, setComment] = useState(feedback?.comment ?? '');
  const [rate, { isLoading, error, reset }] = useRateSessionMutation();
  // Where the focus goes when one of the two views replaces the other (the focused control goes away with its view,
  // and the focus would fall to the page): Change after a save or a cancel, the stars after Change.
  const focusNext = useRef<'change' | 'stars' | null>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const target =
      focusNext.current === 'change'
        ? changeButton.current
        : focusNext.current === 'stars'
          ? (form.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ?? null)
          : null;
    if (!target) return;
    focusNext.current = null;
    const active = document.activeElement;
    if (active === null || active === document.body || form.current?.contains(active)) target.focus();
  });

  const reason = refusal ? (
    <Alert severity="info" variant="outlined" role="note" data-testid="rating-refusal" sx={{ mt: feedback ? 1 : 0, py: 0 }}>
      {refusal}
    </Alert>
  ) : null;

  if (refusal && !feedback) {
    return (
      <Box data-testid="session-rating" sx={sectionSx}>
        {reason}
      </Box>
    );
  }

  if (feedback && (!editing || refusal)) {
    const stars = feedback.rating;
    return (
      <Box data-testid="session-rating" sx={sectionSx}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Rating value={feedback.rating} readOnly size="small" />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            <Trans>Your rating: {stars}/5</Trans>
          </Typography>
          {!refusal && (
            <Button
              ref={changeButton}
              size="small"
              onClick={() => {
                setRating(feedback.rating);
                setComment(feedback.comment ?? '');
                reset();
                focusNext.current = 'stars';
                setEditing(true);
              }}
              aria-label={t`Change your rating for ${title}`}
            >
              <Trans>Change</Trans>
            </Button>
          )}
        </Box>
        {feedback.comment && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {feedback.comment}
          </Typography>
        )}
        {reason}
      </Box>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rating) return;
    const trimmed = comment.trim();
    const result = await rate({ userId, sessionId: session.id, rating, comment: trimmed ? trimmed : null });
    if (!('error' in result)) {
      focusNext.current = 'change';
      setEditing(false);
    }
  };

  return (
    <Box
      component="form"
      ref={form}
      onSubmit={onSubmit}
      aria-label={t`Rate ${title}`}
      data-testid="session-rating"
      sx={{ mt: 1.5, pt: 1.5, borderTop: '1px solid', borderColor: 'divider', display: 'grid', gap: 1 }}
    >
      <Typography variant="subtitle2" component="h5">
        <Trans>Rate this session</Trans>
      </Typography>
      <Box role="radiogroup" aria-label={t`Your rating for ${title}`}>
        <Rating name={`rating-${session.id}`} value={rating} onChange={(_event, value) => setRating(value)} />
      </Box>
      <TextField
        label={t`Comment (optional)`}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={2}
        size="small"
        slotProps={{ htmlInput: { maxLength: MAX_COMMENT } }}
      />
      {error && (
        <Alert severity="error" role="alert">
          {errorMessage(error, t`Your rating could not be saved. Please try again.`)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" size="small" variant="contained" disabled={!rating || isLoading}>
          {isLoading ? t`Saving...` : t`Save rating`}
        </Button>
        {feedback && (
          <Button
            size="small"
            onClick={() => {
              focusNext.current = 'change';
              setEditing(false);
            }}
          >
            <Trans>Cancel</Trans>
          </Button>
        )}
      </Box>
    </Box>
  );
}
