import LinearProgress from '@mui/material/LinearProgress';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReviewState } from '../api/types';
import { Trans, useLingui } from '@lingui/react/macro';

/** Each committee member's reviews submitted against what is still assigned to them. */
export function CommitteeProgress({ committee }: { committee: ReviewState['committee'] }) {
  const { t } = useLingui();
  if (committee.length === 0)
    return (
      <Typography color="text.secondary">
        <Trans>No reviewers yet.</Trans>
      </Typography>
    );
  return (
    <Box component="ul" aria-label={t`Committee progress`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {committee.map((member) => {
        const total = member.reviewed + member.assigned;
        const percent = total ? Math.round((member.reviewed / total) * 100) : 0;
        const { full_name: name, reviewed, assigned } = member;
        return (
          <Box component="li" key={member.id} sx={{ py: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {member.full_name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <Trans>
                  {reviewed} reviewed, {assigned} to go
                </Trans>
              </Typography>
            </Box>
            <LinearProgress variant="determinate" value={percent} aria-label={t`${name}: ${percent}% reviewed`} sx={{ mt: 0.5 }} />
          </Box>
        );
      })}
    </Box>
  );
}
