import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-errors';
import { useWithdrawProposalMutation } from '../api/speaker-api';
import type { Proposal } from '../api/types';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * 'Withdraw' asks once more before taking the proposal back (it leaves the committee's queues at once). Once it is
 * withdrawn these buttons go away with the focus they had: `onWithdrawn` gives it a place to go.
 */
export function WithdrawButton({ proposal, onWithdrawn }: { proposal: Proposal; onWithdrawn?: () => void }) {
  const [asking, setAsking] = useState(false);
  const [withdraw, { isLoading, error }] = useWithdrawProposalMutation();
  const { t } = useLingui();
  const title = proposal.title;
  // The button pressed goes away with the question's turn: the focus moves to the question's safe answer, Keep it,
  // and back to Withdraw proposal after it or Escape (rather than falling to the page).
  const keep = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (asking ? keep : ask).current?.focus();
  }, [asking]);
  const turn = (value: boolean) => {
    moved.current = true;
    setAsking(value);
  };

  return (
    <Box sx={{ mt: 1.5 }}>
      {asking ? (
        <Box
          sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          // Escape answers Keep it, as it would close a dialog.
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !isLoading) turn(false);
          }}
        >
          <Typography variant="body2">
            <Trans>Withdraw “{title}”? The programme committee will no longer see it.</Trans>
          </Typography>
          <Button
            size="small"
            color="error"
            variant="contained"
            loading={isLoading}
            onClick={() =>
              void withdraw(proposal.id)
                .unwrap()
                .then(onWithdrawn, () => undefined)
            }
          >
            <Trans>Yes, withdraw</Trans>
          </Button>
          <Button ref={keep} size="small" onClick={() => turn(false)}>
            <Trans>Keep it</Trans>
          </Button>
        </Box>
      ) : (
        <Button ref={ask} size="small" color="error" variant="text" onClick={() => turn(true)}>
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
