import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { ConsoleTable } from '@/components/admin/console-table';
import type { AdminUser } from '@/lib/admin/users-admin-api';
import { UserActions, type UserActionProps } from './user-actions';
import { UserRoleChip, UserStatusChip } from './user-chips';
import { displayName } from './user-list';
import { useLingui } from '@lingui/react/macro';

interface Props extends UserActionProps {
  users: readonly AdminUser[];
  /** Caption of the table for assistive technology: 'Users' or 'Speakers'. */
  caption: string;
}

/** Name, email, status, role, actions. Should it be wider than the screen, the container scrolls sideways. */
export function UsersTable({ users, caption, ...actions }: Props) {
  const { t } = useLingui();
  return (
    <ConsoleTable label={t`${caption} table`} caption={caption} minWidth={720} columns={[t`Name`, t`Email`, t`Status`, t`Role`]}>
      {users.map((user) => (
        <TableRow key={user.id} hover data-testid="user-row">
          <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
            {displayName(user)}
            {user.id === actions.currentUserId && <Chip size="small" label={t`You`} variant="outlined" sx={{ ml: 1 }} />}
          </TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.email}</TableCell>
          <TableCell>
            <UserStatusChip status={user.status} />
          </TableCell>
          <TableCell>
            <UserRoleChip role={user.role} />
          </TableCell>
          <TableCell align="right">
            <UserActions user={user} {...actions} />
          </TableCell>
        </TableRow>
      ))}
    </ConsoleTable>
  );
}
