import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Review } from '../api/types';
import { Trans, useLingui } from '@lingui/react/macro';

/** The rest of the committee's reviews, shown once this reviewer has submitted their own (null before). */
export function OtherReviews({ reviews }: { reviews: Review[] | null }) {
  const { t } = useLingui();
  return (
    <Box component="section" aria-labelledby="others-heading">
      <Typography id="others-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        <Trans>Other reviews</Trans>
      </Typography>
      {reviews === null ? (
        <Typography color="text.secondary">
          <Trans>The other reviews show once you have submitted yours.</Trans>
        </Typography>
      ) : reviews.length === 0 ? (
        <Typography color="text.secondary">
          <Trans>No one else has reviewed this proposal yet.</Trans>
        </Typography>
      ) : (
        <Box component="ul" aria-label={t`Other reviews`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {reviews.map((r) => {
            const reviewer = r.reviewer_name;
            const score = r.score === null ? '–' : Math.round(r.score);
            return (
              <Box component="li" key={r.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}>
                <Typography sx={{ fontWeight: 600 }}>
                  <Trans>
                    {reviewer} · Score {score} / 100
                  </Trans>
                </Typography>
                {r.comment && <Typography sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>{r.comment}</Typography>}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
