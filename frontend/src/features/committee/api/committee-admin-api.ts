import { api } from '@/lib/api';
import { route, type Answer, type Body, type Query } from '@/lib/api-routes';
import type { Schemas } from '@/types/api';
import { followProgress } from './follow-progress';

export type ReviewSettings = Schemas['ReviewSettings'];
export type ReviewPhase = ReviewSettings['phase'];
export type Reviewer = Schemas['Reviewer'];
export type ReviewCriterion = Schemas['ReviewCriterion'];
export type ReviewAssignment = Schemas['ReviewAssignment'];
export type AutoAssignResult = Schemas['AutoAssignResult'];
export type RankedProposal = Schemas['RankedProposal'];
export type DecisionTemplate = Schemas['DecisionTemplate'];
export type Decision = Schemas['Decision'];
export type DecisionPreview = Schemas['DecisionPreview'];
export type DecisionBatch = Schemas['DecisionBatch'];
export type DecisionProgress = Schemas['DecisionProgress'];

/** The ranking's filters as the tab holds them: '' is a filter not set. */
export type RankingFilters = { [K in keyof Query<'/api/admin/review/ranking', 'get'>]?: Query<'/api/admin/review/ranking', 'get'>[K] | '' };

export type DecisionRequest = Body<'/api/admin/review/decisions', 'post'>;

/** Only the filters that are set. */
function setFilters(filters: RankingFilters): Query<'/api/admin/review/ranking', 'get'> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Query<'/api/admin/review/ranking', 'get'>;
}

/** Only the filters that are set, as the query string ranking.csv takes (the download is not an RTK Query call). */
export function rankingQuery(filters: RankingFilters): string {
  const text = new URLSearchParams(setFilters(filters)).toString();
  return text ? `?${text}` : '';
}

// Everything here is tagged 'Review': the server's 'review.changed' push refetches it, and every change invalidates it
// (and 'Proposals', whose statuses a decision changes).
export const committeeAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewSettings: build.query<Answer<'/api/admin/review/settings', 'get'>, void>({
      query: () => route('get', '/api/admin/review/settings'),
      providesTags: ['Review'],
    }),
    updateReviewSettings: build.mutation<Answer<'/api/admin/review/settings', 'put'>, Body<'/api/admin/review/settings', 'put'>>({
      query: (body) => route('put', '/api/admin/review/settings', { body }),
      invalidatesTags: ['Review', 'Settings'],
    }),
    getReviewers: build.query<Answer<'/api/admin/review/reviewers', 'get'>, void>({
      query: () => route('get', '/api/admin/review/reviewers'),
      providesTags: ['Review'],
    }),
    updateReviewer: build.mutation<Answer<'/api/admin/review/reviewers/{id}', 'put'>, { id: number } & Body<'/api/admin/review/reviewers/{id}', 'put'>>({
      query: ({ id, ...body }) => route('put', '/api/admin/review/reviewers/{id}', { path: { id }, body }),
      invalidatesTags: ['Review', 'Users'],
    }),
    getCriteria: build.query<Answer<'/api/admin/review/criteria', 'get'>, void>({
      query: () => route('get', '/api/admin/review/criteria'),
      providesTags: ['Review'],
    }),
    saveCriterion: build.mutation<Answer<'/api/admin/review/criteria', 'post'>, { id?: number } & Body<'/api/admin/review/criteria', 'post'>>({
      query: ({ id, ...body }) =>
        id ? route('put', '/api/admin/review/criteria/{id}', { path: { id }, body }) : route('post', '/api/admin/review/criteria', { body }),
      invalidatesTags: ['Review'],
    }),
    deleteCriterion: build.mutation<Answer<'/api/admin/review/criteria/{id}', 'delete'>, number>({
      query: (id) => route('delete', '/api/admin/review/criteria/{id}', { path: { id } }),
      invalidatesTags: ['Review'],
    }),
    getAssignments: build.query<Answer<'/api/admin/review/assignments', 'get'>, void>({
      query: () => route('get', '/api/admin/review/assignments'),
      providesTags: ['Review'],
    }),
    assign: build.mutation<Answer<'/api/admin/review/assignments', 'post'>, Body<'/api/admin/review/assignments', 'post'>>({
      query: (body) => route('post', '/api/admin/review/assignments', { body }),
      invalidatesTags: ['Review'],
    }),
    autoAssign: build.mutation<Answer<'/api/admin/review/assignments/auto', 'post'>, void>({
      query: () => route('post', '/api/admin/review/assignments/auto', { body: {} }),
      invalidatesTags: ['Review'],
    }),
    unassign: build.mutation<Answer<'/api/admin/review/assignments/{proposalId}/{reviewerId}', 'delete'>, { proposal_id: number; reviewer_id: number }>({
      query: ({ proposal_id, reviewer_id }) =>
        route('delete', '/api/admin/review/assignments/{proposalId}/{reviewerId}', { path: { proposalId: proposal_id, reviewerId: reviewer_id } }),
      invalidatesTags: ['Review'],
    }),
    getRanking: build.query<Answer<'/api/admin/review/ranking', 'get'>, RankingFilters>({
      query: (filters) => route('get', '/api/admin/review/ranking', { query: setFilters(filters) }),
      providesTags: ['Review', 'Proposals'],
    }),
    getTemplates: build.query<Answer<'/api/admin/review/templates', 'get'>, void>({
      query: () => route('get', '/api/admin/review/templates'),
      providesTags: ['Review'],
    }),
    saveTemplate: build.mutation<Answer<'/api/admin/review/templates', 'post'>, { id?: number } & Body<'/api/admin/review/templates', 'post'>>({
      query: ({ id, ...body }) =>
        id ? route('put', '/api/admin/review/templates/{id}', { path: { id }, body }) : route('post', '/api/admin/review/templates', { body }),
      invalidatesTags: ['Review'],
    }),
    previewDecision: build.mutation<Answer<'/api/admin/review/decisions/preview', 'post'>, DecisionRequest>({
      query: (body) => route('post', '/api/admin/review/decisions/preview', { body }),
    }),
    sendDecision: build.mutation<Answer<'/api/admin/review/decisions', 'post'>, DecisionRequest>({
      query: (body) => route('post', '/api/admin/review/decisions', { body }),
      invalidatesTags: ['Review', 'Proposals', 'Analytics'],
    }),
    /** A batch's progress: polled by the caller until done, and patched at once by the 'decisions.progress' push. */
    getDecisionProgress: build.query<Answer<'/api/admin/review/decisions/{id}', 'get'>, number>({
      query: (id) => route('get', '/api/admin/review/decisions/{id}', { path: { id } }),
      onCacheEntryAdded: followProgress('decisions.progress'),
    }),
  }),
});

export const {
  useGetReviewSettingsQuery,
  useUpdateReviewSettingsMutation,
  useGetReviewersQuery,
  useUpdateReviewerMutation,
  useGetCriteriaQuery,
  useSaveCriterionMutation,
  useDeleteCriterionMutation,
  useGetAssignmentsQuery,
  useAssignMutation,
  useAutoAssignMutation,
  useUnassignMutation,
  useGetRankingQuery,
  useGetTemplatesQuery,
  useSaveTemplateMutation,
  usePreviewDecisionMutation,
  useSendDecisionMutation,
  useGetDecisionProgressQuery,
} = committeeAdminApi;
