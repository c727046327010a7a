import { api } from '@/lib/api';
import { route, type Answer, type Body } from '@/lib/api-routes';

/**
 * The speaker's own availability, keyed by the user's id (another person signing in in the same tab never sees the
 * previous one's). `availability.changed` refetches it (a save in another tab).
 */
export const availabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyAvailability: build.query<Answer<'/api/speaker/availability', 'get'>, number>({
      query: () => route('get', '/api/speaker/availability'),
      providesTags: ['Availability'],
    }),
    saveMyAvailability: build.mutation<Answer<'/api/speaker/availability', 'put'>, { userId: number } & Body<'/api/speaker/availability', 'put'>>({
      query: ({ slots }) => route('put', '/api/speaker/availability', { body: { slots } }),
      // The answer is what is stored now: it replaces the cached entry without another request.
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(availabilityApi.util.upsertQueryData('getMyAvailability', userId, data));
        } catch {
          // The section shows the refusal.
        }
      },
    }),
  }),
});

export const { useGetMyAvailabilityQuery, useSaveMyAvailabilityMutation } = availabilityApi;
