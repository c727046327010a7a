import type { Dispatch } from '@reduxjs/toolkit';
import { api } from '@/lib/api';
import { withRole, type UserFromServer } from '@/lib/session';
import type { AuthResponse, User } from '@/types/api';
import { credentialsReceived } from './auth-slice';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest extends LoginRequest {
  full_name: string;
}

type AuthResponseFromServer = Omit<AuthResponse, 'user'> & { user: UserFromServer };

const toAuthResponse = (response: AuthResponseFromServer): AuthResponse => ({
  ...response,
  user: withRole(response.user),
});

/** Sign-in, registration and a set password all end the same way: the session is stored. */
async function storeCredentials(
  _request: unknown,
  { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: AuthResponse }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(credentialsReceived(data));
  } catch {
    // The form shows the error.
  }
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<User, void>({
      query: () => '/api/auth/me',
      transformResponse: (user: UserFromServer) => withRole(user),
      providesTags: ['Me'],
    }),
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
      transformResponse: toAuthResponse,
      onQueryStarted: storeCredentials,
    }),
    register: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => ({ url: '/api/auth/register', method: 'POST', body }),
      transformResponse: toAuthResponse,
      onQueryStarted: storeCredentials,
    }),
    /** The single-use link a speaker gets by mail after a proposal created their account. */
    setPassword: build.mutation<AuthResponse, { token: string; password: string }>({
      query: (body) => ({ url: '/api/auth/set-password', method: 'POST', body }),
      transformResponse: toAuthResponse,
      onQueryStarted: storeCredentials,
    }),
    /** The link mailed from 'Forgot your password?'; signs in like setPassword. */
    resetPassword: build.mutation<AuthResponse, { token: string; password: string }>({
      query: (body) => ({ url: '/api/auth/reset-password', method: 'POST', body }),
      transformResponse: toAuthResponse,
      onQueryStarted: storeCredentials,
    }),
    /** Always answered the same, whether or not the address has an account. */
    forgotPassword: build.mutation<{ detail: string }, { email: string }>({
      query: (body) => ({ url: '/api/auth/forgot-password', method: 'POST', body }),
    }),
    changePassword: build.mutation<{ detail: string }, { current_password: string; new_password: string }>({
      query: (body) => ({ url: '/api/auth/change-password', method: 'POST', body }),
    }),
    /** A link mailed to an address; the signed-in user, if it is theirs, is pushed updated over the socket. */
    confirmEmail: build.mutation<{ purpose: 'verify' | 'change' | 'claim'; detail: string; user: UserFromServer }, { token: string }>({
      query: (body) => ({ url: '/api/auth/confirm-email', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
    }),
    logoutEverywhere: build.mutation<void, void>({
      query: () => ({ url: '/api/auth/logout-all', method: 'POST' }),
    }),
  }),
});

export const {
  useGetMeQuery,
  useLoginMutation,
  useRegisterMutation,
  useSetPasswordMutation,
  useResetPasswordMutation,
  useForgotPasswordMutation,
  useChangePasswordMutation,
  useConfirmEmailMutation,
  useLogoutMutation,
  useLogoutEverywhereMutation,
} = authApi;
