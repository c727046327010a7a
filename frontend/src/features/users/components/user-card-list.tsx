import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@/lib/admin/users-admin-api';
import { UserActions, type UserActionProps } from './user-actions';
import { UserRoleChip, UserStatusChip } from './user-chips';
import { displayName } from './user-list';
import { useLingui } from '@lingui/react/macro';

interface Props extends UserActionProps {
  users: readonly AdminUser[];
  /** 'Users' or 'Speakers': names the list for assistive technology. */
  caption: string;
}

/** The same as the table, stacked for a phone: one card per user, the actions under the details. */
export function UserCardList({ users, caption, ...actions }: Props) {
  const { t } = useLingui();
  return (
    <Paper variant="outlined">
      <Box component="ul" aria-label={caption} sx={{ m: 0, p: 0 }}>
        {users.map((user) => (
          <Box
            component="li"
            key={user.id}
            data-testid="user-row"
            sx={{ listStyle: 'none', p: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
          >
            <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {displayName(user)}
              {user.id === actions.currentUserId && <Chip size="small" label={t`You`} variant="outlined" sx={{ ml: 1 }} />}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
              <Stack direction="row" spacing={1}>
                <UserStatusChip status={user.status} />
                <UserRoleChip role={user.role} />
              </Stack>
              <UserActions user={user} {...actions} />
            </Stack>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
