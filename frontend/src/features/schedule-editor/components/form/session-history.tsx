import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '@/components/page-spinner';
import { errorMessage } from '@/lib/api-errors';
import { formatDate, formatTime } from '@/lib/format';
import { useGetSessionHistoryQuery } from '../../api/audit-session-api';
import { historyAction, historyChanges } from './history-format';
import { Trans, useLingui } from '@lingui/react/macro';

/** Who changed the session, when (venue time) and what, newest first; updated live like the rest of the editor. */
export function SessionHistory({ sessionId }: { sessionId: number }) {
  const { data: entries, isLoading, error } = useGetSessionHistoryQuery(sessionId);
  const { t } = useLingui();

  if (isLoading) return <PageSpinner label={t`Loading history`} />;
  if (error && !entries) return <Alert severity="error">{errorMessage(error, t`Failed to load the history.`)}</Alert>;
  if (!entries?.length)
    return (
      <Typography color="text.secondary">
        <Trans>No changes recorded yet</Trans>
      </Typography>
    );
  return (
    <Box component="ol" aria-label={t`Changes to this session, newest first`} sx={{ m: 0, p: 0 }}>
      {entries.map((entry) => {
        const changes = historyChanges(entry);
        const action = historyAction(entry.action);
        const email = entry.actor.email;
        return (
          <Box
            component="li"
            key={entry.id}
            data-testid="history-entry"
            sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }} sx={{ alignItems: { sm: 'baseline' }, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <Trans>
                  <Box component="span" sx={{ fontWeight: 700 }}>
                    {action}
                  </Box>{' '}
                  by {email}
                </Trans>
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
