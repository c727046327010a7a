import LinearProgress from '@mui/material/LinearProgress';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReviewState } from '../api/types';

/** Each committee member's reviews submitted against what is still assigned to them. */
export function CommitteeProgress({ committee }: { committee: ReviewState['committee'] }) {
  if (committee.length === 0) return <Typography color="text.secondary">No reviewers yet.</Typography>;
  return (
    <Box component="ul" aria-label="Committee progress" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {committee.map((member) => {
        const total = member.reviewed + member.assigned;
        const percent = total ? Math.round((member.reviewed / total) * 100) : 0;
        return (
          <Box component="li" key={member.id} sx={{ py: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {member.full_name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {member.reviewed} reviewed, {member.assigned} to go
              </Typography>
            </Box>
            <LinearProgress variant="determinate" value={percent} aria-label={`${member.full_name}: ${percent}% reviewed`} sx={{ mt: 0.5 }} />
          </Box>
        );
      })}
    </Box>
  );
}
