import { api } from '@/lib/api';

/** A mail that failed for good: the server refused it (5xx), or every retry was spent. */
export interface UndeliveredMail {
  id: number;
  to: string;
  subject: string;
  template: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
}

export const mailAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUndeliveredMail: build.query<UndeliveredMail[], void>({
      query: () => '/api/admin/mail/failed',
      providesTags: ['Mail'],
    }),
    sendMailAgain: build.mutation<UndeliveredMail & { status: string }, number>({
      query: (id) => ({ url: `/api/admin/mail/${id}/retry`, method: 'POST' }),
      invalidatesTags: ['Mail'],
    }),
  }),
});

export const { useGetUndeliveredMailQuery, useSendMailAgainMutation } = mailAdminApi;
