import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Proposal, ReviewDecision } from '@/lib/admin/cfp-admin-api';
import { Trans, useLingui } from '@lingui/react/macro';

interface Props {
  proposal: Proposal;
  decision: ReviewDecision;
  onCancel: () => void;
  onConfirm: (notes: string) => void;
}

/** Confirms a decision and takes optional notes for the speaker. */
export function ReviewDialog({ proposal, decision, onCancel, onConfirm }: Props) {
  const [notes, setNotes] = useState('');
  const accept = decision === 'accepted';
  const { t } = useLingui();
  const title = proposal.title;
  const speaker = proposal.speaker_name;
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="review-dialog-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(notes.trim());
        }}
      >
        <DialogTitle id="review-dialog-title">{accept ? <Trans>Accept Proposal</Trans> : <Trans>Reject Proposal</Trans>}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            <Trans>
              {title} by {speaker}
            </Trans>
          </DialogContentText>
          <TextField
            name="notes"
            label={t`Notes for the speaker (optional)`}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" color={accept ? 'primary' : 'error'}>
            {accept ? <Trans>Accept</Trans> : <Trans>Reject</Trans>}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
