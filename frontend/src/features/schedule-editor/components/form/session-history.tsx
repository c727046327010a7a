import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '@/components/page-spinner';
import { errorMessage } from '@/lib/api-errors';
import { formatDate, formatTime } from '@/lib/format';
import { useGetSessionHistoryQuery } from '../../api/audit-session-api';
import { historyAction, historyChanges } from './history-format';

/** Who changed the session, when (venue time) and what, newest first; updated live like the rest of the editor. */
export function SessionHistory({ sessionId }: { sessionId: number }) {
  const { data: entries, isLoading, error } = useGetSessionHistoryQuery(sessionId);

  if (isLoading) return <PageSpinner label="Loading history" />;
  if (error && !entries) return <Alert severity="error">{errorMessage(error, 'Failed to load the history.')}</Alert>;
  if (!entries?.length) return <Typography color="text.secondary">No changes recorded yet</Typography>;
  return (
    <Box component="ol" aria-label="Changes to this session, newest first" sx={{ m: 0, p: 0 }}>
      {entries.map((entry) => {
        const changes = historyChanges(entry);
        return (
          <Box
            component="li"
            key={entry.id}
            data-testid="history-entry"
            sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }} sx={{ alignItems: { sm: 'baseline' }, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {historyAction(entry.action)}
                </Box>{' '}
                by {entry.actor.email}
              </Typography>
              <Typography variant="body2" color="text.secondary" component="time" dateTime={entry.at}>
                {formatDate(entry.at)}, {formatTime(entry.at)}
              </Typography>
            </Stack>
            {changes.length > 0 && (
              <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
                {changes.map((c) => (
                  <Typography component="li" variant="body2" key={c.field} data-testid="history-change" sx={{ overflowWrap: 'anywhere' }}>
                    <strong>{c.field}:</strong> {c.before} → {c.after}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
