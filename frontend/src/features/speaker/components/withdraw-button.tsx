import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-errors';
import { useWithdrawProposalMutation } from '../api/speaker-api';
import type { Proposal } from '../api/types';
import { Trans, useLingui } from '@lingui/react/macro';

/** 'Withdraw' asks once more before taking the proposal back (it leaves the committee's queues at once). */
export function WithdrawButton({ proposal }: { proposal: Proposal }) {
  const [asking, setAsking] = useState(false);
  const [withdraw, { isLoading, error }] = useWithdrawProposalMutation();
  const { t } = useLingui();
  const title = proposal.title;

  return (
    <Box sx={{ mt: 1.5 }}>
      {asking ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">
            <Trans>Withdraw “{title}”? The programme committee will no longer see it.</Trans>
          </Typography>
          <Button size="small" color="error" variant="contained" loading={isLoading} onClick={() => void withdraw(proposal.id)}>
            <Trans>Yes, withdraw</Trans>
          </Button>
          <Button size="small" onClick={() => setAsking(false)}>
            <Trans>Keep it</Trans>
          </Button>
        </Box>
      ) : (
        <Button size="small" color="error" variant="text" onClick={() => setAsking(true)}>
          <Trans>Withdraw proposal</Trans>
        </Button>
      )}
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {errorMessage(error, t`Failed to withdraw the proposal`)}
        </Typography>
      )}
    </Box>
  );
}
