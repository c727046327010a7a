import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { errorMessage } from '@/lib/api-errors';
import { useDeclareConflictMutation } from '../api/review-api';
import { Trans, useLingui } from '@lingui/react/macro';

/** 'Declare a conflict of interest', after a confirmation: the proposal leaves this reviewer's queue. */
interface ConflictButtonProps {
  proposalId: number;
  title: string;
  /** True while the declaration is under way, false again if it failed. */
  onDeclaring?: (busy: boolean) => void;
}

export function ConflictButton({ proposalId, title, onDeclaring }: ConflictButtonProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [declare, { isLoading }] = useDeclareConflictMutation();
  const navigate = useNavigate();
  const { t } = useLingui();

  async function confirm() {
    setError(null);
    onDeclaring?.(true);
    try {
      await declare(proposalId).unwrap();
      navigate('/review', { replace: true, state: { notice: t`You declared a conflict of interest with ''${title}''; it left your queue.` } });
    } catch (e) {
      onDeclaring?.(false);
      setError(errorMessage(e, t`The conflict could not be declared. Please try again.`));
    }
  }

  return (
    <>
      <Button color="warning" variant="outlined" onClick={() => setOpen(true)}>
        <Trans>Declare a conflict of interest</Trans>
      </Button>
      <Dialog open={open} onClose={() => !isLoading && setOpen(false)} aria-labelledby="conflict-title" aria-describedby="conflict-text">
        <DialogTitle id="conflict-title">
          <Trans>Declare a conflict of interest?</Trans>
        </DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <DialogContentText id="conflict-text">
            <Trans>
              You will no longer review ''{title}'', and it leaves your queue. This cannot be undone here; ask the organisers if you declared it by mistake.
            </Trans>
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)} disabled={isLoading}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="warning" variant="contained" loading={isLoading} onClick={() => void confirm()}>
            <Trans>Declare conflict</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
