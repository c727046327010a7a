import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
import type { Schemas } from '@/types/api';

export type SpeakerAvailability = Schemas['SpeakerAvailability'];
export type UnavailableSpeaker = Schemas['UnavailableSpeaker'];

/** Every speaker's entered times, for the schedule editor's shading; `availability.changed` refetches it. */
export const availabilityAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSpeakerAvailability: build.query<Answer<'/api/admin/speakers/availability', 'get'>, void>({
      query: () => route('get', '/api/admin/speakers/availability'),
      providesTags: ['Availability'],
    }),
  }),
});

export const { useGetSpeakerAvailabilityQuery } = availabilityAdminApi;
