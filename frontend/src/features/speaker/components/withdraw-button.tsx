import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-errors';
import { useWithdrawProposalMutation } from '../api/speaker-api';
import type { Proposal } from '../api/types';

/** 'Withdraw' asks once more before taking the proposal back (it leaves the committee's queues at once). */
export function WithdrawButton({ proposal }: { proposal: Proposal }) {
  const [asking, setAsking] = useState(false);
  const [withdraw, { isLoading, error }] = useWithdrawProposalMutation();

  return (
    <Box sx={{ mt: 1.5 }}>
      {asking ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">Withdraw “{proposal.title}”? The programme committee will no longer see it.</Typography>
          <Button size="small" color="error" variant="contained" loading={isLoading} onClick={() => void withdraw(proposal.id)}>
            Yes, withdraw
          </Button>
          <Button size="small" onClick={() => setAsking(false)}>
            Keep it
          </Button>
        </Box>
      ) : (
        <Button size="small" color="error" variant="text" onClick={() => setAsking(true)}>
          Withdraw proposal
        </Button>
      )}
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {errorMessage(error, 'Failed to withdraw the proposal')}
        </Typography>
      )}
    </Box>
  );
}
