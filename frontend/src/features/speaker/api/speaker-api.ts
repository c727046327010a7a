import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
import type { NewProposal, SpeakerProfileInput } from './types';

/**
 * The speaker's own proposals and photo. The list is keyed by the user's id, so a different person signing in
 * in the same tab never sees the previous one's list. `proposals.changed` refetches it (app/realtime.ts); there is
 * no polling.
 */
export const speakerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyPresentations: build.query<Answer<'/api/speaker/presentations', 'get'>, number>({
      query: () => route('get', '/api/speaker/presentations'),
      providesTags: ['Proposals'],
    }),
    submitSpeakerProposal: build.mutation<Answer<'/api/speaker/proposals', 'post'>, NewProposal>({
      query: (body) => route('post', '/api/speaker/proposals', { body }),
      invalidatesTags: ['Proposals'],
    }),
    confirmProposal: build.mutation<Answer<'/api/speaker/proposals/{id}/confirm', 'post'>, number>({
      query: (id) => route('post', '/api/speaker/proposals/{id}/confirm', { path: { id } }),
      invalidatesTags: ['Proposals'],
    }),
    withdrawProposal: build.mutation<Answer<'/api/speaker/proposals/{id}/withdraw', 'post'>, number>({
      query: (id) => route('post', '/api/speaker/proposals/{id}/withdraw', { path: { id } }),
      invalidatesTags: ['Proposals'],
    }),
    /** The ratings and comments of the speaker's own sessions, keyed by the user's id; `feedback.changed` refetches. */
    getSpeakerFeedback: build.query<Answer<'/api/speaker/feedback', 'get'>, number>({
      query: () => route('get', '/api/speaker/feedback'),
      providesTags: ['Feedback'],
    }),
    /** The speaker's own profile, keyed by the user's id; a save or a photo upload writes the answer into it. */
    getSpeakerProfile: build.query<Answer<'/api/speaker/profile', 'get'>, number>({
      query: () => route('get', '/api/speaker/profile'),
    }),
    saveSpeakerProfile: build.mutation<Answer<'/api/speaker/profile', 'put'>, { userId: number; profile: SpeakerProfileInput }>({
      query: ({ profile }) => route('put', '/api/speaker/profile', { body: profile }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(speakerApi.util.upsertQueryData('getSpeakerProfile', userId, data));
      },
    }),
    uploadSpeakerImage: build.mutation<Answer<'/api/speaker/profile/upload-image', 'post'>, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return route('post', '/api/speaker/profile/upload-image', { body });
      },
    }),
  }),
});

export const {
  useGetMyPresentationsQuery,
  useSubmitSpeakerProposalMutation,
  useConfirmProposalMutation,
  useWithdrawProposalMutation,
  useUploadSpeakerImageMutation,
  useGetSpeakerFeedbackQuery,
  useGetSpeakerProfileQuery,
  useSaveSpeakerProfileMutation,
} = speakerApi;
