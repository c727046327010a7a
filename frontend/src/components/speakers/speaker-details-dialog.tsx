import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { PublicSpeaker } from '@/types/api';
import { SpeakerDetails } from './speaker-details';
import { Trans } from '@lingui/react/macro';

interface SpeakerDetailsDialogProps {
  speaker: PublicSpeaker;
  open: boolean;
  onClose: () => void;
}

/** Spec: the Speaker Details modal (speaker-details.tsx), closed by its Close button. MUI's Dialog locks page scroll and closes on Escape. */
export function SpeakerDetailsDialog({ speaker, open, onClose }: SpeakerDetailsDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>
        <Trans>Speaker Details</Trans>
      </DialogTitle>
      <DialogContent dividers>
        <SpeakerDetails speaker={speaker} headings={{ name: 'h3', section: 'h4' }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
