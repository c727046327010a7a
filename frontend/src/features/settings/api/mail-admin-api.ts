import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
import type { Schemas } from '@/types/api';

/** A mail that failed for good: the server refused it (5xx), or every retry was spent. */
export type UndeliveredMail = Schemas['UndeliveredMail'];

export const mailAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUndeliveredMail: build.query<Answer<'/api/admin/mail/failed', 'get'>, void>({
      query: () => route('get', '/api/admin/mail/failed'),
      providesTags: ['Mail'],
    }),
    sendMailAgain: build.mutation<Answer<'/api/admin/mail/{id}/retry', 'post'>, number>({
      query: (id) => route('post', '/api/admin/mail/{id}/retry', { path: { id } }),
      invalidatesTags: ['Mail'],
    }),
  }),
});

export const { useGetUndeliveredMailQuery, useSendMailAgainMutation } = mailAdminApi;
