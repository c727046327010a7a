import { api } from '@/lib/api';
import type { AvailabilityRange, MyAvailability } from '../lib/availability-form';

/**
 * The speaker's own availability, keyed by the user's id (another person signing in in the same tab never sees the
 * previous one's). `availability.changed` refetches it (a save in another tab).
 */
export const availabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyAvailability: build.query<MyAvailability, number>({
      query: () => '/api/speaker/availability',
      providesTags: ['Availability'],
    }),
    saveMyAvailability: build.mutation<MyAvailability, { userId: number; slots: AvailabilityRange[] }>({
      query: ({ slots }) => ({ url: '/api/speaker/availability', method: 'PUT', body: { slots } }),
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
