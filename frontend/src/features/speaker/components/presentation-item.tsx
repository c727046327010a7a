import { useRef } from 'react';
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
import { Trans, useLingui } from '@lingui/react/macro';

interface PresentationItemProps {
  proposal: Proposal;
  /** The /presentations page shows the whole abstract and the review notes. */
  full?: boolean;
}

export function PresentationItem({ proposal, full = false }: PresentationItemProps) {
  const [confirm, { isLoading, error }] = useConfirmProposalMutation();
  const scheduled = isScheduled(proposal);
  const { t } = useLingui();
  const when = scheduledWhen(proposal);
  const room = proposal.scheduled_room || t`TBA`;
  const notes = proposal.review_notes;
  // Where the keyboard's place goes when the item's own controls go away (a withdrawal): its title.
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <Box component="li" sx={{ listStyle: 'none', py: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography ref={heading} tabIndex={-1} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere', flex: '1 1 240px' }}>
          {proposal.title}
        </Typography>
        <StatusBadge status={proposal.status} />
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere', whiteSpace: full ? 'pre-line' : undefined }}>
        {full ? proposal.abstract : abstractPreview(proposal.abstract)}
      </Typography>
      {scheduled && (
        <Typography sx={{ mt: 1 }}>
          <Trans>
            <strong>When:</strong> {when} · <strong>Room:</strong> {room}
          </Trans>
        </Typography>
      )}
      {full && isDecided(proposal) && proposal.review_notes && (
        <Typography sx={{ mt: 1 }}>
          <Trans>
            <strong>Review notes:</strong> {notes}
          </Trans>
        </Typography>
      )}
      {canConfirm(proposal) && (
        <Box sx={{ mt: 1.5 }}>
          {proposal.confirmed_at ? (
            <Chip
              icon={<CheckCircleIcon />}
              label={t`Confirmed`}
              variant="outlined"
              sx={{ color: '#1b5e20', borderColor: '#1b5e20', '& .MuiChip-icon': { color: '#1b5e20' } }}
            />
          ) : (
            <Button variant="outlined" size="small" loading={isLoading} onClick={() => void confirm(proposal.id)}>
              <Trans>Confirm my talk</Trans>
            </Button>
          )}
          {error && (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
              {errorMessage(error, t`Failed to confirm your talk`)}
            </Typography>
          )}
        </Box>
      )}
      {full && canWithdraw(proposal) && <WithdrawButton proposal={proposal} onWithdrawn={() => heading.current?.focus()} />}
    </Box>
  );
}
