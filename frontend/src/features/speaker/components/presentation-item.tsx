import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { errorMessage } from '@/lib/api-errors';
import { useConfirmProposalMutation } from '../api/speaker-api';
import type { Proposal } from '../api/types';
import { abstractPreview, canConfirm, canWithdraw, isDecided, isScheduled, scheduledWhen } from '../lib/proposal-status';
import { StatusBadge } from './status-badge';
import { WithdrawButton } from './withdraw-button';

interface PresentationItemProps {
  proposal: Proposal;
  /** The /presentations page shows the whole abstract and the review notes. */
  full?: boolean;
}

export function PresentationItem({ proposal, full = false }: PresentationItemProps) {
  const [confirm, { isLoading, error }] = useConfirmProposalMutation();
  const scheduled = isScheduled(proposal);

  return (
    <Box component="li" sx={{ listStyle: 'none', py: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere', flex: '1 1 240px' }}>
          {proposal.title}
        </Typography>
        <StatusBadge status={proposal.status} />
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere', whiteSpace: full ? 'pre-line' : undefined }}>
        {full ? proposal.abstract : abstractPreview(proposal.abstract)}
      </Typography>
      {scheduled && (
        <Typography sx={{ mt: 1 }}>
          <strong>When:</strong> {scheduledWhen(proposal)} · <strong>Room:</strong> {proposal.scheduled_room || 'TBA'}
        </Typography>
      )}
      {full && isDecided(proposal) && proposal.review_notes && (
        <Typography sx={{ mt: 1 }}>
          <strong>Review notes:</strong> {proposal.review_notes}
        </Typography>
      )}
      {canConfirm(proposal) && (
        <Box sx={{ mt: 1.5 }}>
          {proposal.confirmed_at ? (
            <Chip
              icon={<CheckCircleIcon />}
              label="Confirmed"
              variant="outlined"
              sx={{ color: '#1b5e20', borderColor: '#1b5e20', '& .MuiChip-icon': { color: '#1b5e20' } }}
            />
          ) : (
            <Button variant="outlined" size="small" loading={isLoading} onClick={() => void confirm(proposal.id)}>
              Confirm my talk
            </Button>
          )}
          {error && (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
              {errorMessage(error, 'Failed to confirm your talk')}
            </Typography>
          )}
        </Box>
      )}
      {full && canWithdraw(proposal) && <WithdrawButton proposal={proposal} />}
    </Box>
  );
}
