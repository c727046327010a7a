import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
import type { Role, Schemas } from '@/types/api';
import { adminUpdateUserDtoRoleValues, adminUserStatusValues } from '@/types/openapi';

export const USER_ROLES: readonly Role[] = adminUpdateUserDtoRoleValues;
export type UserStatus = Schemas['AdminUser']['status'];
export const USER_STATUSES: readonly UserStatus[] = adminUserStatusValues;

/** A user as GET /api/admin/users lists them (no secrets). */
export type AdminUser = Schemas['AdminUser'];

/** PUT /api/admin/users/{id}: every field may be left out. */
export type UserUpdate = Schemas['AdminUpdateUserDto'];

/** GET /api/admin/analytics: the stat cards. A registration is a paid ticket. */
export type AdminAnalytics = Schemas['Analytics'];

/** What a promotion looks like before the server has answered: the user moves to the speakers list at once. */
function promoted(user: AdminUser): AdminUser {
  return { ...user, is_speaker: true, role: user.role === 'admin' ? 'admin' : 'speaker' };
}

// Other admins' changes, registrations and payments arrive as 'users.changed' (tags Users and Analytics). A change
// of role or a promotion can create a speaker profile, so the Speakers tab is fetched again too.
export const usersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<Answer<'/api/admin/users', 'get'>, void>({
      query: () => route('get', '/api/admin/users'),
      providesTags: ['Users'],
    }),
    /** Accounts whose name or e-mail contains the text (a picker's search; the server caps the list). */
    searchAdminUsers: build.query<Answer<'/api/admin/users', 'get'>, string>({
      query: (search) => route('get', '/api/admin/users', { query: { search } }),
      providesTags: ['Users'],
    }),
    updateUser: build.mutation<Answer<'/api/admin/users/{id}', 'put'>, { id: number } & UserUpdate>({
      query: ({ id, ...body }) => route('put', '/api/admin/users/{id}', { path: { id }, body }),
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
    promoteUser: build.mutation<Answer<'/api/admin/users/{id}/promote', 'post'>, number>({
      query: (id) => route('post', '/api/admin/users/{id}/promote', { path: { id } }),
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
    deleteUser: build.mutation<Answer<'/api/admin/users/{id}', 'delete'>, number>({
      query: (id) => route('delete', '/api/admin/users/{id}', { path: { id } }),
      invalidatesTags: ['Users', 'Analytics'],
    }),
    getAnalytics: build.query<Answer<'/api/admin/analytics', 'get'>, void>({
      query: () => route('get', '/api/admin/analytics'),
      providesTags: ['Analytics'],
    }),
  }),
});

export const { useGetAdminUsersQuery, useSearchAdminUsersQuery, useUpdateUserMutation, usePromoteUserMutation, useDeleteUserMutation, useGetAnalyticsQuery } =
  usersAdminApi;
