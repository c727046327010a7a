import { useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { USER_ROLES, USER_STATUSES, type AdminUser, type UserStatus, type UserUpdate } from '@/lib/admin/users-admin-api';
import type { Role } from '@/types/api';
import { AdminFormDialog } from '@/components/admin/admin-form-dialog';
import { useCheckedForm } from '@/components/admin/use-checked-form';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { userValueLabel } from './user-chips';

interface Props {
  user: AdminUser;
  /** The signed-in admin editing their own account: role and status stay as they are. */
  own: boolean;
  onClose: () => void;
  /**
   * Resolves null when saved; otherwise to what went wrong, shown in the dialog (a snackbar behind a modal dialog is
   * hidden from assistive technology), which stays open with what the admin typed.
   */
  onSave: (changes: UserUpdate) => Promise<string | null>;
}

interface Values {
  full_name: string;
  email: string;
  role: Role;
  status: UserStatus;
}

type Errors = Partial<Record<'full_name' | 'email', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function check(values: Values): Errors {
  const errors: Errors = {};
  if (!values.full_name.trim()) errors.full_name = t`Full name is required`;
  if (!values.email.trim()) errors.email = t`Email is required`;
  else if (!EMAIL.test(values.email.trim())) errors.email = t`Enter a valid email address`;
  return errors;
}

/** Only what the admin changed is sent, so a field another admin changed meanwhile is not written back. */
function changesOf(user: AdminUser, values: Values): UserUpdate {
  const changes: UserUpdate = {};
  if (values.full_name.trim() !== user.full_name) changes.full_name = values.full_name.trim();
  if (values.email.trim().toLowerCase() !== user.email.toLowerCase()) changes.email = values.email.trim();
  if (values.role !== user.role) changes.role = values.role;
  if (values.status !== user.status) changes.status = values.status;
  return changes;
}

/** Edit a user's name, e-mail, role and status (PUT /api/admin/users/{id}). */
export function EditUserDialog({ user, own, onClose, onSave }: Props) {
  const { values, errors, set, checkAll } = useCheckedForm<Values>(
    () => ({ full_name: user.full_name, email: user.email, role: user.role, status: user.status }),
    check,
  );
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit() {
    if (!checkAll()) return;
    const changes = changesOf(user, values);
    if (!Object.keys(changes).length) return onClose();
    setSaving(true);
    setProblem(null);
    const failure = await onSave(changes);
    setSaving(false);
    if (failure) setProblem(failure);
    else onClose();
  }

  const lockedHelp = own && user.is_admin ? t`You cannot remove your own administrator access` : undefined;

  return (
    <AdminFormDialog
      title={t`Edit User`}
      titleId="edit-user-title"
      saving={saving}
      problem={problem}
      onDismissProblem={() => setProblem(null)}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <TextField
        name="full_name"
        label={t`Full name`}
        required
        value={values.full_name}
        onChange={(e) => set('full_name', e.target.value)}
        error={Boolean(errors.full_name)}
        helperText={errors.full_name}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        name="email"
        label={t`Email`}
        type="email"
        required
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
      <TextField
        select
        name="role"
        label={t`Role`}
        value={values.role}
        onChange={(e) => set('role', e.target.value as Role)}
        disabled={Boolean(lockedHelp)}
        helperText={!lockedHelp && values.role === 'user' && user.is_speaker ? t`The account leaves the speakers list.` : undefined}
      >
        {USER_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {userValueLabel(role)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="status"
        label={t`Status`}
        value={values.status}
        onChange={(e) => set('status', e.target.value as UserStatus)}
        disabled={Boolean(lockedHelp)}
        helperText={!lockedHelp && values.status === 'inactive' ? t`An inactive account cannot sign in.` : undefined}
      >
        {USER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {userValueLabel(status)}
          </MenuItem>
        ))}
      </TextField>
      {lockedHelp && (
        <Alert severity="info" role="note">
          <Trans>{lockedHelp}: role and status stay as they are.</Trans>
        </Alert>
      )}
    </AdminFormDialog>
  );
}
