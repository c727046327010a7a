import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/lib/api';
import { route, type Answer, type Body } from '@/lib/api-routes';
import type { AuthResponse } from '@/types/api';
import { credentialsReceived } from './auth-slice';

export type LoginRequest = Body<'/api/auth/login', 'post'>;
export type RegisterRequest = Body<'/api/auth/register', 'post'>;

/** The stars stay in the browser and are merged at the list's next load instead. */
const ignoreLoadFailure = () => {};

/** Sign-in, registration and a set password all end the same way: the session is stored, a visitor's stars joined. */
async function storeCredentials(
  _request: unknown,
  { dispatch, queryFulfilled }: { dispatch: ThunkDispatch<unknown, unknown, UnknownAction>; queryFulfilled: Promise<{ data: AuthResponse }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(credentialsReceived(data));
    // A visitor's stars join the account now (their code loads only here, not with every page).
    void import('@/lib/favourites/join').then(({ joinVisitorStars }) => joinVisitorStars(dispatch, data.user), ignoreLoadFailure);
  } catch {
    // The form shows the error.
  }
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Answer<'/api/auth/me', 'get'>, void>({
      query: () => route('get', '/api/auth/me'),
      providesTags: ['Me'],
    }),
    login: build.mutation<Answer<'/api/auth/login', 'post'>, LoginRequest>({
      query: (body) => route('post', '/api/auth/login', { body }),
      onQueryStarted: storeCredentials,
    }),
    register: build.mutation<Answer<'/api/auth/register', 'post'>, RegisterRequest>({
      query: (body) => route('post', '/api/auth/register', { body }),
      onQueryStarted: storeCredentials,
    }),
    /** The single-use link a speaker gets by mail after a proposal created their account. */
    setPassword: build.mutation<Answer<'/api/auth/set-password', 'post'>, Body<'/api/auth/set-password', 'post'>>({
      query: (body) => route('post', '/api/auth/set-password', { body }),
      onQueryStarted: storeCredentials,
    }),
    /** The link mailed from 'Forgot your password?'; signs in like setPassword. */
    resetPassword: build.mutation<Answer<'/api/auth/set-password', 'post'>, Body<'/api/auth/set-password', 'post'>>({
      query: (body) => route('post', '/api/auth/reset-password', { body }),
      onQueryStarted: storeCredentials,
    }),
    /** Always answered the same, whether or not the address has an account. */
    forgotPassword: build.mutation<Answer<'/api/auth/forgot-password', 'post'>, Body<'/api/auth/forgot-password', 'post'>>({
      query: (body) => route('post', '/api/auth/forgot-password', { body }),
    }),
    /** Signs this browser in afresh (a new sign-in; every one before ends, this browser's old one too). */
    changePassword: build.mutation<Answer<'/api/auth/change-password', 'post'>, Body<'/api/auth/change-password', 'post'>>({
      query: (body) => route('post', '/api/auth/change-password', { body }),
      onQueryStarted: storeCredentials,
    }),
    /** A link mailed to an address; the signed-in user, if it is theirs, is pushed updated over the socket. */
    confirmEmail: build.mutation<Answer<'/api/auth/confirm-email', 'post'>, Body<'/api/auth/confirm-email', 'post'>>({
      query: (body) => route('post', '/api/auth/confirm-email', { body }),
      invalidatesTags: ['Me'],
    }),
    logout: build.mutation<Answer<'/api/auth/logout', 'post'>, void>({
      query: () => route('post', '/api/auth/logout'),
    }),
    logoutEverywhere: build.mutation<Answer<'/api/auth/logout-all', 'post'>, void>({
      query: () => route('post', '/api/auth/logout-all'),
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
