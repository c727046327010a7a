import { api } from '@/lib/api';
import type { ApiResponse, Schemas } from '@/types/api';

/** A mail that failed for good: the server refused it (5xx), or every retry was spent. */
export type UndeliveredMail = Schemas['UndeliveredMail'];

export const mailAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUndeliveredMail: build.query<UndeliveredMail[], void>({
      query: () => '/api/admin/mail/failed',
      providesTags: ['Mail'],
    }),
    sendMailAgain: build.mutation<ApiResponse<'/api/admin/mail/{id}/retry', 'post'>, number>({
      query: (id) => ({ url: `/api/admin/mail/${id}/retry`, method: 'POST' }),
      invalidatesTags: ['Mail'],
    }),
  }),
});

export const { useGetUndeliveredMailQuery, useSendMailAgainMutation } = mailAdminApi;
