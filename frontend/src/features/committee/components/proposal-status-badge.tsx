import Chip from '@mui/material/Chip';
import type { ProposalStatus } from '@/lib/admin/cfp-admin-api';
import { t } from '@lingui/core/macro';

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
  switch (status) {
    case 'pending':
      return t`Pending`;
    case 'accepted':
      return t`Accepted`;
    case 'rejected':
      return t`Rejected`;
    case 'scheduled':
      return t`Scheduled`;
    case 'approved_scheduled':
      return t`Approved scheduled`;
    case 'approved_unscheduled':
      return t`Approved unscheduled`;
    case 'withdrawn':
      return t`Withdrawn`;
  }
}

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const { bg, fg } = COLORS[status] ?? COLORS.pending;
  return (
    <Chip size="small" label={statusLabel(status)} data-testid="proposal-status" sx={{ bgcolor: bg, color: fg, fontWeight: 600, border: 1, borderColor: fg }} />
  );
}
