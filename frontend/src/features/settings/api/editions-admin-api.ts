import { api } from '@/lib/api';
import { route, type Answer, type Body } from '@/lib/api-routes';

export type NextEdition = Body<'/api/admin/editions', 'post'>;
export type EditionPreview = Answer<'/api/admin/editions/preview', 'post'>;

/** Beginning the next edition (issue 29): what would move to the archive, then moving it. */
export const editionsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    previewNextEdition: build.mutation<EditionPreview, NextEdition>({
      query: (body) => route('post', '/api/admin/editions/preview', { body }),
    }),
    // Everything of the edition that ended has left the console's lists: they load again.
    beginNextEdition: build.mutation<Answer<'/api/admin/editions', 'post'>, NextEdition>({
      query: (body) => route('post', '/api/admin/editions', { body }),
      invalidatesTags: [
        'Editions',
        'Settings',
        'Sessions',
        'ScheduleEdits',
        'Proposals',
        'Review',
        'Speakers',
        'Analytics',
        'Interest',
        'Feedback',
        'Availability',
      ],
    }),
  }),
});

export const { usePreviewNextEditionMutation, useBeginNextEditionMutation } = editionsAdminApi;
