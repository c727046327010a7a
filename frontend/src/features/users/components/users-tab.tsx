import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { PageSpinner } from '@/components/page-spinner';
import { errorMessage } from '@/lib/api-errors';
import { useCurrentUser } from '@/lib/session';
import { failureText } from '@/lib/admin/admin-errors';
import { useAdminNotice } from '@/components/admin/admin-notice';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import {
  useDeleteUserMutation,
  useGetAdminUsersQuery,
  usePromoteUserMutation,
  useUpdateUserMutation,
  type AdminUser,
  type UserUpdate,
} from '@/lib/admin/users-admin-api';
import { BadgesButton } from './badges-button';
import { EditUserDialog } from './edit-user-dialog';
import { UserCardList } from './user-card-list';
import { displayName, matchesSearch, splitUsers, type UserList } from './user-list';
import { UsersTable } from './users-table';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const LISTS: { value: UserList; label: MessageDescriptor }[] = [
  { value: 'users', label: msg`Users` },
  { value: 'speakers', label: msg`Speakers` },
];

/** The rows' Delete buttons, in order. */
const deleteButtons = (tab: HTMLElement | null) => [...(tab?.querySelectorAll<HTMLElement>('[role="tabpanel"] button[aria-label^="Delete "]') ?? [])];

/** The 'Users' tab: accounts in two lists (speakers or not), searchable, kept current over the socket. */
export function UsersTab() {
  const { data, isLoading, error } = useGetAdminUsersQuery();
  const [updateUser] = useUpdateUserMutation();
  const [promoteUser] = usePromoteUserMutation();
  const [deleteUser, { isLoading: deleting }] = useDeleteUserMutation();
  const me = useCurrentUser();
  const [list, setList] = useState<UserList>('users');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [removing, setRemoving] = useState<AdminUser | null>(null);
  const [promoting, setPromoting] = useState<ReadonlySet<number>>(new Set());
  const notice = useAdminNotice();
  const { t, i18n } = useLingui();
  const tab = useRef<HTMLDivElement>(null);
  /** Where the Delete that asked was, among the rows' (at the question), and the deleted user once confirmed. */
  const askedAt = useRef(0);
  const deleted = useRef<{ id: number; index: number } | null>(null);
  // Once the question is closed and the user has left the list, the focus (restored to a Delete that went with its
  // row, so on the page) goes on to the Delete of the row that took its place, else the last, else the search (WCAG 2.4.3).
  useEffect(() => {
    const from = deleted.current;
    if (!from || removing || data?.some((u) => u.id === from.id)) return;
    deleted.current = null;
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    const buttons = deleteButtons(tab.current);
    (buttons[Math.min(from.index, buttons.length - 1)] ?? tab.current?.querySelector<HTMLElement>('input[name="user-search"]'))?.focus();
  }, [data, removing]);
  const askRemove = (user: AdminUser) => {
    askedAt.current = Math.max(0, deleteButtons(tab.current).indexOf(document.activeElement as HTMLElement));
    setRemoving(user);
  };
  // A five-column table does not fit a phone: there each user is a card.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const ListView = phone ? UserCardList : UsersTable;

  const lists = useMemo(() => splitUsers(data ?? []), [data]);
  const shown = useMemo(() => lists[list].filter((u) => matchesSearch(u, search)), [lists, list, search]);
  const searched = search.trim();

  async function promote(user: AdminUser) {
    setPromoting((ids) => new Set(ids).add(user.id));
    try {
      await promoteUser(user.id).unwrap();
      const name = displayName(user);
      notice.succeed(t`${name} is now a speaker.`);
    } catch (err) {
      notice.fail(t`Failed to promote user`, err);
    }
    setPromoting((ids) => {
      const next = new Set(ids);
      next.delete(user.id);
      return next;
    });
  }

  async function save(user: AdminUser, changes: UserUpdate): Promise<string | null> {
    try {
      const saved = await updateUser({ id: user.id, ...changes }).unwrap();
      const name = displayName(saved);
      notice.succeed(t`User ${name} updated.`);
      return null;
    } catch (err) {
      const failed = t`Failed to update user`;
      console.warn(failed, err);
      return failureText(failed, err);
    }
  }

  async function remove(user: AdminUser) {
    // Noted before the answer: the list may lose the user (the socket's push) before the request returns.
    deleted.current = { id: user.id, index: askedAt.current };
    try {
      await deleteUser(user.id).unwrap();
      const name = displayName(user);
      notice.succeed(t`User ${name} deleted.`);
    } catch (err) {
      deleted.current = null;
      notice.fail(t`Failed to delete user`, err);
    }
    setRemoving(null);
  }

  return (
    <Stack spacing={2} ref={tab}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h2">
          <Trans>Users</Trans>
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <BadgesButton search={search} onFailure={notice.fail} />
          <TextField
            type="search"
            name="user-search"
            label={t`Search by name or email`}
            size="small"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ width: { xs: '100%', sm: 320 } }}
            slotProps={{
              htmlInput: { maxLength: 200 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Stack>
      </Stack>
      {isLoading ? (
        <PageSpinner label={t`Loading users`} />
      ) : error && !data ? (
        <Alert severity="error">{errorMessage(error, t`Failed to load users.`)}</Alert>
      ) : (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Tabs value={list} onChange={(_e, value: UserList) => setList(value)} aria-label={t`User lists`}>
              {LISTS.map(({ value, label }) => (
                <Tab
                  key={value}
                  value={value}
                  label={`${i18n._(label)} (${lists[value].length})`}
                  id={`user-list-tab-${value}`}
                  aria-controls={`user-list-panel-${value}`}
                />
              ))}
            </Tabs>
          </Box>
          <Box role="tabpanel" id={`user-list-panel-${list}`} aria-labelledby={`user-list-tab-${list}`}>
            {shown.length ? (
              <ListView
                users={shown}
                caption={list === 'users' ? t`Users` : t`Speakers`}
                currentUserId={me?.id}
                promoting={promoting}
                onPromote={(u) => void promote(u)}
                onEdit={setEditing}
                onDelete={askRemove}
              />
            ) : (
              <Typography color="text.secondary" sx={{ py: 2 }}>
                {searched
                  ? list === 'users'
                    ? t`No users match ''${searched}''.`
                    : t`No speakers match ''${searched}''.`
                  : list === 'users'
                    ? t`No users yet. Accounts appear here when people register.`
                    : t`No speakers yet. Promote a user to make them a speaker.`}
              </Typography>
            )}
          </Box>
        </>
      )}
      {editing && <EditUserDialog user={editing} own={editing.id === me?.id} onClose={() => setEditing(null)} onSave={(changes) => save(editing, changes)} />}
      {removing && (
        <ConfirmDeleteDialog
          what={t`user`}
          name={`${displayName(removing)} (${removing.email})`}
          busy={deleting}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove(removing)}
        />
      )}
      {notice.element}
    </Stack>
  );
}
