import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';

export const ticketsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The ticket of `userId` (the signed-in user), made on its first request. The service worker keeps the answer per
     * user (service-worker/offline-routes.ts), so the ticket shows at the door without a connection.
     */
    getTicket: build.query<Answer<'/api/user/ticket', 'get'>, number>({
      query: () => route('get', '/api/user/ticket'),
      providesTags: ['Me'],
    }),
    /** A new ticket; the old token stops working at once. */
    reissueTicket: build.mutation<Answer<'/api/user/ticket/reissue', 'post'>, number>({
      query: () => route('post', '/api/user/ticket/reissue'),
      async onQueryStarted(userId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(ticketsApi.util.upsertQueryData('getTicket', userId, data));
        } catch {
          // The ticket card shows the failure.
        }
      },
    }),
  }),
});

export const { useGetTicketQuery, useReissueTicketMutation } = ticketsApi;
