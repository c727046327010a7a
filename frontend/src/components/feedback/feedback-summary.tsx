import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatDate } from '@/lib/format';
import { intlLocale } from '@/lib/i18n/active-locale';
import type { SessionFeedback } from '@/types/api';
import { plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** '4.0 / 5 from 3 ratings', or 'No ratings yet'. */
export function averageText(feedback: Pick<SessionFeedback, 'average' | 'ratings'>): string {
  if (!feedback.ratings || feedback.average === null) return translate`No ratings yet`;
  const average = new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(feedback.average);
  const ratings = feedback.ratings;
  return translate`${average} / 5 from ${plural(ratings, { one: '# rating', other: '# ratings' })}`;
}

/** How many gave 5, 4, 3, 2 and 1 stars: a bar each, named for screen readers ('4 stars: 2 ratings'). */
export function RatingDistribution({ feedback }: { feedback: Pick<SessionFeedback, 'distribution' | 'ratings' | 'title'> }) {
  const { t } = useLingui();
  const title = feedback.title;
  const rows = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: feedback.distribution[stars - 1] ?? 0 }));
  return (
    <Box component="ul" aria-label={t`Rating distribution for ${title}`} sx={{ m: 0, p: 0, listStyle: 'none', maxWidth: 260 }}>
      {rows.map(({ stars, count }) => {
        const label = t`${plural(stars, { one: '# star', other: '# stars' })}: ${plural(count, { one: '# rating', other: '# ratings' })}`;
        return (
          <Box component="li" key={stars} aria-label={label} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="caption" aria-hidden sx={{ width: 24, flexShrink: 0 }}>
              {stars}★
            </Typography>
            <LinearProgress
              variant="determinate"
              value={feedback.ratings ? (count / feedback.ratings) * 100 : 0}
              aria-hidden
              sx={{ flexGrow: 1, height: 8, borderRadius: 1 }}
            />
            <Typography variant="caption" aria-hidden sx={{ width: 24, flexShrink: 0, textAlign: 'right' }}>
              {count}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** The written comments, newest first, each with its rating; who wrote them is never known here. */
export function FeedbackComments({ feedback }: { feedback: Pick<SessionFeedback, 'comments' | 'title'> }) {
  const { t } = useLingui();
  const title = feedback.title;
  if (feedback.comments.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        <Trans>No comments yet.</Trans>
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={t`Comments on ${title}`} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
      {feedback.comments.map((c, i) => (
        <Box component="li" key={`${c.created_at}-${i}`} data-testid="feedback-comment" sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {c.comment}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {c.rating}/5 · {formatDate(c.created_at)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
