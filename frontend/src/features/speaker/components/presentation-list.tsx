import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-errors';
import type { Proposal } from '../api/types';
import { PresentationItem } from './presentation-item';
import { Trans, useLingui } from '@lingui/react/macro';

interface PresentationListProps {
  proposals: Proposal[] | undefined;
  isLoading: boolean;
  error: unknown;
  full?: boolean;
}

/** The speaker's proposals with loading, error (spec: server detail or 'Failed to fetch presentations') and empty states. */
export function PresentationList({ proposals, isLoading, error, full }: PresentationListProps) {
  const { t } = useLingui();
  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label={t`Loading presentations`} />
      </Box>
    );
  }
  if (error && !proposals) return <Alert severity="error">{errorMessage(error, t`Failed to fetch presentations`)}</Alert>;
  if (!proposals || proposals.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        <Trans>You have no presentations yet. Submit a proposal to get started.</Trans>
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={t`My presentations`}>
      {proposals.map((p) => (
        <PresentationItem key={p.id} proposal={p} full={full} />
      ))}
    </Box>
  );
}
