import Chip from '@mui/material/Chip';
import { speakerStatusFill, speakerStatusLabel } from '@/lib/proposal-status';
import type { ProposalStatus } from '../api/types';

export function StatusBadge({ status }: { status: ProposalStatus }) {
  const { bg, fg } = speakerStatusFill(status);
  return <Chip size="small" label={speakerStatusLabel(status)} sx={{ bgcolor: bg, color: fg, fontWeight: 600 }} />;
}
