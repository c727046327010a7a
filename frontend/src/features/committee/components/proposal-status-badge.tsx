import Chip from '@mui/material/Chip';
import type { ProposalStatus } from '@/lib/admin/cfp-admin-api';
import { proposalStatusLabel, proposalStatusTint } from '@/lib/proposal-status';

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const { bg, fg } = proposalStatusTint(status);
  return (
    <Chip
      size="small"
      label={proposalStatusLabel(status)}
      data-testid="proposal-status"
      sx={{ bgcolor: bg, color: fg, fontWeight: 600, border: 1, borderColor: fg }}
    />
  );
}
