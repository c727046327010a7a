import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';

export type Overview = Answer<'/api/admin/analytics/overview', 'get'>;

// Tagged 'Analytics' like the stat cards: registrations, payments, sessions and proposals refetch it live.
export const overviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOverview: build.query<Overview, void>({
      query: () => route('get', '/api/admin/analytics/overview'),
      providesTags: ['Analytics'],
    }),
  }),
});

export const { useGetOverviewQuery } = overviewApi;
