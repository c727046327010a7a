import type { AdminUser } from '@/lib/admin/users-admin-api';

export type UserList = 'users' | 'speakers';

/** Spec: the 'Users' sub-tab lists accounts that are not speakers, 'Speakers' those that are. */
export function splitUsers(all: readonly AdminUser[]): Record<UserList, AdminUser[]> {
  return { users: all.filter((u) => !u.is_speaker), speakers: all.filter((u) => u.is_speaker) };
}

/** Search by name or e-mail, ignoring case; an empty search matches everyone. */
export function matchesSearch(user: AdminUser, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return user.full_name.toLowerCase().includes(needle) || user.email.toLowerCase().includes(needle);
}

/** The name a row, a button label or a dialog uses; accounts may lack a name. */
export function displayName(user: Pick<AdminUser, 'full_name' | 'email'>): string {
  return user.full_name.trim() || user.email;
}
