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
import { Trans, useLingui } from '@lingui/react/macro';
import { currentLocale } from '@/lib/i18n/active-locale';

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
  const { t, i18n } = useLingui();
  const label = entity === ALL ? '' : i18n._(ENTITY_LABELS[entity]);
  // English lower-cases the area inside the sentence; German keeps its nouns capitalised.
  const what = currentLocale() === 'en' ? label.toLowerCase() : label;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h2">
          <Trans>Activity</Trans>
        </Typography>
        <TextField
          select
          name="audit-entity"
          label={t`Show changes to`}
          size="small"
          value={entity}
          onChange={(e) => setEntity(e.target.value as AuditEntity | typeof ALL)}
          sx={{ width: { xs: '100%', sm: 240 } }}
        >
          <MenuItem value={ALL}>
            <Trans>Everything</Trans>
          </MenuItem>
          {AUDIT_ENTITIES.map((e) => (
            <MenuItem key={e} value={e}>
              {i18n._(ENTITY_LABELS[e])}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {isLoading ? (
        <PageSpinner label={t`Loading activity`} />
      ) : error && !data ? (
        <Alert severity="error">{errorMessage(error, t`Failed to load the activity.`)}</Alert>
      ) : !entries.length ? (
        <Typography color="text.secondary">
          {entity === ALL ? t`No changes recorded yet. Every change an admin makes appears here.` : t`No changes to ${what} recorded yet.`}
        </Typography>
      ) : (
        <>
          <Paper variant="outlined">
            <Box component="ul" aria-label={t`Recorded changes, newest first`} sx={{ m: 0, p: 0 }}>
              {entries.map((entry) => (
                <AuditEntryItem key={entry.id} entry={entry} />
              ))}
            </Box>
          </Paper>
          {isFetchNextPageError && (
            <Alert severity="error">
              <Trans>Failed to load more changes. Please try again.</Trans>
            </Alert>
          )}
          {hasNextPage && (
            <Button variant="outlined" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} sx={{ alignSelf: 'center' }}>
              {isFetchingNextPage ? t`Loading…` : t`Load more`}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
