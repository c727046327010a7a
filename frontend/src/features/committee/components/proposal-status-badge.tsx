import Chip from '@mui/material/Chip';
import { capitalize } from '@/lib/format';
import type { ProposalStatus } from '@/lib/admin/cfp-admin-api';

// Dark text on light tints: MUI's filled warning/info chips fall below the contrast axe requires.
const COLORS: Record<ProposalStatus, { bg: string; fg: string }> = {
  pending: { bg: '#fff4e5', fg: '#663c00' },
  accepted: { bg: '#e8f5e9', fg: '#1b5e20' },
  rejected: { bg: '#fdecea', fg: '#8a1c1c' },
  scheduled: { bg: '#e3f2fd', fg: '#0d47a1' },
  approved_scheduled: { bg: '#e3f2fd', fg: '#0d47a1' },
  approved_unscheduled: { bg: '#e8f5e9', fg: '#1b5e20' },
  withdrawn: { bg: '#f0f0f0', fg: '#424242' },
};

export function statusLabel(status: ProposalStatus): string {
  return capitalize(status.replace(/_/g, ' '));
}

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const { bg, fg } = COLORS[status] ?? COLORS.pending;
  return (
    <Chip size="small" label={statusLabel(status)} data-testid="proposal-status" sx={{ bgcolor: bg, color: fg, fontWeight: 600, border: 1, borderColor: fg }} />
  );
}
