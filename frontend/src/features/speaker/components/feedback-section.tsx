import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { averageText, FeedbackComments, RatingDistribution } from '@/components/feedback/feedback-summary';
import { errorMessage } from '@/lib/api-errors';
import { formatDate } from '@/lib/format';
import type { SessionFeedback } from '@/types/api';
import { useGetSpeakerFeedbackQuery } from '../api/speaker-api';
import { Trans, useLingui } from '@lingui/react/macro';

function SessionFeedbackItem({ feedback }: { feedback: SessionFeedback }) {
  const headingId = `feedback-session-${feedback.session_id}`;
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      data-testid="speaker-feedback-session"
      sx={{ listStyle: 'none', p: 2, border: '1px solid', borderColor: 'divider', borderRadius: 2 }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {feedback.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatDate(feedback.start_time)}
      </Typography>
      <Typography variant="body1" data-testid="feedback-average" sx={{ mt: 1, fontWeight: 600 }}>
        {averageText(feedback)}
      </Typography>
      {feedback.ratings > 0 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, gap: 2, mt: 1 }}>
          <RatingDistribution feedback={feedback} />
          <FeedbackComments feedback={feedback} />
        </Box>
      )}
    </Box>
  );
}

/**
 * Feedback: the speaker's sessions with their average rating, how the ratings spread and the attendees' comments
 * (never who wrote them). Live: `feedback.changed` refetches it.
 */
export function FeedbackSection({ userId }: { userId: number | undefined }) {
  const query = useGetSpeakerFeedbackQuery(userId ?? skipToken);
  const { t } = useLingui();

  let body;
  if (query.isLoading) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label={t`Loading feedback`} />
      </Box>
    );
  } else if (query.error && !query.data) {
    body = <Alert severity="error">{errorMessage(query.error, t`Could not load the feedback on your sessions.`)}</Alert>;
  } else if (!query.data || query.data.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        <Trans>Once your sessions are on the programme and have taken place, attendees' ratings and comments appear here.</Trans>
      </Typography>
    );
  } else {
    body = (
      <Box component="ul" aria-label={t`Feedback on my sessions`} sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
        {query.data.map((feedback) => (
          <SessionFeedbackItem key={feedback.session_id} feedback={feedback} />
        ))}
      </Box>
    );
  }

  return (
    <Paper component="section" aria-labelledby="feedback-heading" variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
      <Typography id="feedback-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        <Trans>Feedback</Trans>
      </Typography>
      {body}
    </Paper>
  );
}
