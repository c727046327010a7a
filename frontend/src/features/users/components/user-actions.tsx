import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PersonAddAltIcon from '@mui/icons-material/PersonAddAlt';
import type { AdminUser } from '@/lib/admin/users-admin-api';
import { displayName } from './user-list';
import { Trans, useLingui } from '@lingui/react/macro';

export interface UserActionProps {
  /** The signed-in admin: their own row offers no Delete. */
  currentUserId: number | undefined;
  /** Ids with a promotion in flight. */
  promoting: ReadonlySet<number>;
  onPromote: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

/** 'Promote to Speaker' (only for non-speakers), Edit and Delete; the buttons' names say which user they act on. */
export function UserActions({ user, currentUserId, promoting, onPromote, onEdit, onDelete }: UserActionProps & { user: AdminUser }) {
  const name = displayName(user);
  const own = user.id === currentUserId;
  const { t } = useLingui();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
      {!user.is_speaker && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<PersonAddAltIcon />}
          onClick={() => onPromote(user)}
          disabled={promoting.has(user.id)}
          aria-label={t`Promote to Speaker: ${name}`}
          // On a narrow card its label may take two lines rather than push the row past the screen (WCAG 1.4.10).
          sx={{ whiteSpace: { sm: 'nowrap' } }}
        >
          <Trans>Promote to Speaker</Trans>
        </Button>
      )}
      <Tooltip title={t`Edit`}>
        <IconButton aria-label={t`Edit ${name}`} onClick={() => onEdit(user)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      {/* The own row offers no Delete: the server refuses it anyway ('You cannot delete your own account'). */}
      {own ? (
        <Box sx={{ width: 40, flexShrink: 0 }} />
      ) : (
        <Tooltip title={t`Delete`}>
          <IconButton aria-label={t`Delete ${name}`} color="error" onClick={() => onDelete(user)}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
