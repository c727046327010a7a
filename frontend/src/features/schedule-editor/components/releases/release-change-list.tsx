import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { changeText } from '@/lib/schedule-change-text';
import type { ReleaseChange } from '../../api/schedule-releases-admin-api';

/** A release's (or the draft's) changes, one line per session: 'Keynote: moved from Mon 9:00 AM to Mon 10:00 AM'. */
export function ReleaseChangeList({ changes, label }: { changes: ReleaseChange[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5 }}>
      {changes.map((change) => (
        <Typography component="li" variant="body2" key={change.session_id} data-testid="release-change" sx={{ overflowWrap: 'anywhere', py: 0.25 }}>
          <strong>{change.title}</strong>: {changeText(change)}
        </Typography>
      ))}
    </Box>
  );
}
