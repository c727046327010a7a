import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Review } from '../api/types';

/** The rest of the committee's reviews, shown once this reviewer has submitted their own (null before). */
export function OtherReviews({ reviews }: { reviews: Review[] | null }) {
  return (
    <Box component="section" aria-labelledby="others-heading">
      <Typography id="others-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        Other reviews
      </Typography>
      {reviews === null ? (
        <Typography color="text.secondary">The other reviews show once you have submitted yours.</Typography>
      ) : reviews.length === 0 ? (
        <Typography color="text.secondary">No one else has reviewed this proposal yet.</Typography>
      ) : (
        <Box component="ul" aria-label="Other reviews" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {reviews.map((r) => (
            <Box component="li" key={r.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}>
              <Typography sx={{ fontWeight: 600 }}>
                {r.reviewer_name} · Score {r.score === null ? '–' : Math.round(r.score)} / 100
              </Typography>
              {r.comment && <Typography sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>{r.comment}</Typography>}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
