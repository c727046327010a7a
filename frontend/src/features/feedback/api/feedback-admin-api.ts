import { api } from '@/lib/api';
import type { SessionFeedback } from '@/types/api';

/** Every session that has been rated, for organisers; the `feedback.changed` push refetches it (tag Feedback). */
export const feedbackAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminFeedback: build.query<SessionFeedback[], void>({
      query: () => '/api/admin/feedback',
      providesTags: ['Feedback'],
    }),
  }),
});

export const { useGetAdminFeedbackQuery } = feedbackAdminApi;
