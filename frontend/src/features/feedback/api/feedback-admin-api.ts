import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';

/** Every session that has been rated, for organisers; the `feedback.changed` push refetches it (tag Feedback). */
export const feedbackAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminFeedback: build.query<Answer<'/api/admin/feedback', 'get'>, void>({
      query: () => route('get', '/api/admin/feedback'),
      providesTags: ['Feedback'],
    }),
  }),
});

export const { useGetAdminFeedbackQuery } = feedbackAdminApi;
