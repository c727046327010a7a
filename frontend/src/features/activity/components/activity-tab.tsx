import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageSpinner } from '@/components/page-spinner';
import { errorMessage } from '@/lib/api-errors';
import { AUDIT_ENTITIES, useGetAuditInfiniteQuery, type AuditEntity } from '@/lib/admin/audit-api';
import { AuditEntryItem } from './audit-entry-item';
import { ENTITY_LABELS } from './audit-format';

const ALL = 'all';

/**
 * The 'Activity' tab: the audit trail of every admin change, newest first, a page at a time. A change made anywhere
 * arrives as 'audit.recorded' and the loaded pages are fetched again.
 */
export function ActivityTab() {
  const [entity, setEntity] = useState<AuditEntity | typeof ALL>(ALL);
  const { data, isLoading, error, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useGetAuditInfiniteQuery(
    entity === ALL ? {} : { entity },
  );
  const entries = data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h2">
          Activity
        </Typography>
        <TextField
          select
          name="audit-entity"
          label="Show changes to"
          size="small"
          value={entity}
          onChange={(e) => setEntity(e.target.value as AuditEntity | typeof ALL)}
          sx={{ width: { xs: '100%', sm: 240 } }}
        >
          <MenuItem value={ALL}>Everything</MenuItem>
          {AUDIT_ENTITIES.map((e) => (
            <MenuItem key={e} value={e}>
              {ENTITY_LABELS[e]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {isLoading ? (
        <PageSpinner label="Loading activity" />
      ) : error && !data ? (
        <Alert severity="error">{errorMessage(error, 'Failed to load the activity.')}</Alert>
      ) : !entries.length ? (
        <Typography color="text.secondary">
          {entity === ALL
            ? 'No changes recorded yet. Every change an admin makes appears here.'
            : `No changes to ${ENTITY_LABELS[entity].toLowerCase()} recorded yet.`}
        </Typography>
      ) : (
        <>
          <Paper variant="outlined">
            <Box component="ul" aria-label="Recorded changes, newest first" sx={{ m: 0, p: 0 }}>
              {entries.map((entry) => (
                <AuditEntryItem key={entry.id} entry={entry} />
              ))}
            </Box>
          </Paper>
          {isFetchNextPageError && <Alert severity="error">Failed to load more changes. Please try again.</Alert>}
          {hasNextPage && (
            <Button variant="outlined" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} sx={{ alignSelf: 'center' }}>
              {isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
