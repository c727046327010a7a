import { api } from '@/lib/api';
import type { Role } from '@/types/api';

export const USER_ROLES = ['user', 'speaker', 'admin'] as const satisfies readonly Role[];
export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A user as GET /api/admin/users lists them (no secrets). */
export interface AdminUser {
  id: number;
  name: string;
  full_name: string;
  email: string;
  status: UserStatus;
  role: Role;
  is_speaker: boolean;
  is_admin: boolean;
  payment_status: string;
  has_password: boolean;
  created_at: string;
}

/** PUT /api/admin/users/{id}: every field may be left out. */
export interface UserUpdate {
  email?: string;
  full_name?: string;
  role?: Role;
  is_speaker?: boolean;
  status?: UserStatus;
}

/** GET /api/admin/analytics: the stat cards. A registration is a paid ticket. */
export interface AdminAnalytics {
  totalUsers: number;
  totalSpeakers: number;
  totalSessions: number;
  totalRegistrations: number;
  pendingProposals: number;
  registrations_are: string;
}

/** What a promotion looks like before the server has answered: the user moves to the speakers list at once. */
function promoted(user: AdminUser): AdminUser {
  return { ...user, is_speaker: true, role: user.role === 'admin' ? 'admin' : 'speaker' };
}

// Other admins' changes, registrations and payments arrive as 'users.changed' (tags Users and Analytics). A change
// of role or a promotion can create a speaker profile, so the Speakers tab is fetched again too.
export const usersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<AdminUser[], void>({
      query: () => '/api/admin/users',
      providesTags: ['Users'],
    }),
    updateUser: build.mutation<AdminUser, { id: number } & UserUpdate>({
      query: ({ id, ...body }) => ({ url: `/api/admin/users/${id}`, method: 'PUT', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            usersAdminApi.util.updateQueryData('getAdminUsers', undefined, (users) => {
              const index = users.findIndex((u) => u.id === id);
              if (index >= 0) users[index] = data;
            }),
          );
        } catch {
          // The failure is the caller's to tell; the list is fetched again by the invalidation.
        }
      },
      invalidatesTags: ['Users', 'Analytics', 'Speakers'],
    }),
    promoteUser: build.mutation<AdminUser, number>({
      query: (id) => ({ url: `/api/admin/users/${id}/promote`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          usersAdminApi.util.updateQueryData('getAdminUsers', undefined, (users) => {
            const index = users.findIndex((u) => u.id === id);
            if (index >= 0) users[index] = promoted(users[index]);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['Users', 'Analytics', 'Speakers'],
    }),
    deleteUser: build.mutation<void, number>({
      query: (id) => ({ url: `/api/admin/users/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Users', 'Analytics'],
    }),
    getAnalytics: build.query<AdminAnalytics, void>({
      query: () => '/api/admin/analytics',
      providesTags: ['Analytics'],
    }),
  }),
});

export const { useGetAdminUsersQuery, useUpdateUserMutation, usePromoteUserMutation, useDeleteUserMutation, useGetAnalyticsQuery } =
  usersAdminApi;
