import type { Dispatch } from '@reduxjs/toolkit';
import { api } from '@/lib/api';
import type { AuthResponse, Schemas, User } from '@/types/api';
import { credentialsReceived } from './auth-slice';

export type LoginRequest = Schemas['LoginDto'];
export type RegisterRequest = Schemas['RegisterDto'];

/** Sign-in, registration and a set password all end the same way: the session is stored. */
async function storeCredentials(_request: unknown, { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: AuthResponse }> }) {
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
      providesTags: ['Me'],
    }),
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
      onQueryStarted: storeCredentials,
    }),
    register: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => ({ url: '/api/auth/register', method: 'POST', body }),
      onQueryStarted: storeCredentials,
    }),
    /** The single-use link a speaker gets by mail after a proposal created their account. */
    setPassword: build.mutation<AuthResponse, Schemas['SetPasswordDto']>({
      query: (body) => ({ url: '/api/auth/set-password', method: 'POST', body }),
      onQueryStarted: storeCredentials,
    }),
    /** The link mailed from 'Forgot your password?'; signs in like setPassword. */
    resetPassword: build.mutation<AuthResponse, Schemas['SetPasswordDto']>({
      query: (body) => ({ url: '/api/auth/reset-password', method: 'POST', body }),
      onQueryStarted: storeCredentials,
    }),
    /** Always answered the same, whether or not the address has an account. */
    forgotPassword: build.mutation<Schemas['Detail'], Schemas['ForgotPasswordDto']>({
      query: (body) => ({ url: '/api/auth/forgot-password', method: 'POST', body }),
    }),
    changePassword: build.mutation<Schemas['Detail'], Schemas['ChangePasswordDto']>({
      query: (body) => ({ url: '/api/auth/change-password', method: 'POST', body }),
    }),
    /** A link mailed to an address; the signed-in user, if it is theirs, is pushed updated over the socket. */
    confirmEmail: build.mutation<Schemas['EmailConfirmed'], Schemas['TokenDto']>({
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
