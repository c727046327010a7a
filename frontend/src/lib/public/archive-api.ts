import { api } from '@/lib/api';
import { route } from '@/lib/api-routes';
import type { Schemas } from '@/types/api';

/** Past editions (issue 29): what the archive keeps of each, as visitors last read it. */
export type EditionSummary = Schemas['EditionSummary'];
export type Edition = Schemas['Edition'];

export const archiveApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEditions: build.query<EditionSummary[], void>({
      query: () => route('get', '/public/editions'),
      transformResponse: (response: Schemas['EditionList']) => response.editions,
      providesTags: ['Editions'],
    }),
    getEdition: build.query<Edition, number>({
      query: (year) => route('get', '/public/editions/{year}', { path: { year } }),
      providesTags: ['Editions'],
    }),
  }),
});

export const { useGetEditionsQuery, useGetEditionQuery } = archiveApi;
