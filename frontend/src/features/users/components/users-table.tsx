import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@/lib/visually-hidden';
import type { AdminUser } from '@/lib/admin/users-admin-api';
import { UserActions, type UserActionProps } from './user-actions';
import { UserRoleChip, UserStatusChip } from './user-chips';
import { displayName } from './user-list';

interface Props extends UserActionProps {
  users: readonly AdminUser[];
  /** Caption of the table for assistive technology: 'Users' or 'Speakers'. */
  caption: string;
}

/** Name, email, status, role, actions. Should it be wider than the screen, the container scrolls sideways. */
export function UsersTable({ users, caption, ...actions }: Props) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={`${caption} table`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Table size="small" sx={{ minWidth: 720 }}>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Name</TableCell>
            <TableCell scope="col">Email</TableCell>
            <TableCell scope="col">Status</TableCell>
            <TableCell scope="col">Role</TableCell>
            <TableCell scope="col" align="right">
              Actions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} hover data-testid="user-row">
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {displayName(user)}
                {user.id === actions.currentUserId && <Chip size="small" label="You" variant="outlined" sx={{ ml: 1 }} />}
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
        </TableBody>
      </Table>
    </TableContainer>
  );
}
