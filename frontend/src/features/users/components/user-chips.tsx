import Chip from '@mui/material/Chip';
import { capitalize } from '@/lib/format';
import type { AdminUser } from '@/lib/admin/users-admin-api';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Dark text on light tints, as the other admin badges: MUI's filled colours fall below the contrast axe requires.
const TINTS = {
  active: { bg: '#e8f5e9', fg: '#1b5e20' },
  inactive: { bg: '#eceff1', fg: '#37474f' },
  admin: { bg: '#fff4e5', fg: '#663c00' },
  speaker: { bg: '#e3f2fd', fg: '#0d47a1' },
  user: { bg: '#f3f4f6', fg: '#13203a' },
} as const;

const LABELS: Record<string, MessageDescriptor> = {
  active: msg`Active`,
  inactive: msg`Inactive`,
  admin: msg`Admin`,
  speaker: msg`Speaker`,
  user: msg`User`,
};

/** A role or status as organisers read it: 'admin' -> 'Admin'. */
export function userValueLabel(value: string): string {
  const known = Object.hasOwn(LABELS, value) ? LABELS[value] : undefined;
  return known ? i18n._(known) : capitalize(value);
}

function Tinted({ value, testId }: { value: keyof typeof TINTS; testId: string }) {
  const { bg, fg } = TINTS[value] ?? TINTS.user;
  return <Chip size="small" label={userValueLabel(value)} data-testid={testId} sx={{ bgcolor: bg, color: fg, fontWeight: 600, border: 1, borderColor: fg }} />;
}

export function UserStatusChip({ status }: Pick<AdminUser, 'status'>) {
  return <Tinted value={status} testId="user-status" />;
}

export function UserRoleChip({ role }: Pick<AdminUser, 'role'>) {
  return <Tinted value={role} testId="user-role" />;
}
