import Chip from '@mui/material/Chip';
import type { ProposalStatus } from '../api/types';
import { statusColours, statusLabel } from '../lib/proposal-status';

export function StatusBadge({ status }: { status: ProposalStatus }) {
  const { bg, fg } = statusColours(status);
  return <Chip size="small" label={statusLabel(status)} sx={{ bgcolor: bg, color: fg, fontWeight: 600 }} />;
}
