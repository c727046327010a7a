import { api } from '@/lib/api';
import { getSocket } from '@/lib/socket';
import type { Schemas } from '@/types/api';

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

export interface RankingFilters {
  type?: string;
  status?: string;
  progress?: '' | 'unreviewed' | 'in_progress' | 'complete';
}

export type DecisionRequest = Schemas['DecisionDto'];

const BASE = '/api/admin/review';

/** Only the filters that are set, as the query string GET ranking and ranking.csv take. */
export function rankingQuery(filters: RankingFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

// Everything here is tagged 'Review': the server's 'review.changed' push refetches it, and every change invalidates it
// (and 'Proposals', whose statuses a decision changes).
export const committeeAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewSettings: build.query<ReviewSettings, void>({ query: () => `${BASE}/settings`, providesTags: ['Review'] }),
    updateReviewSettings: build.mutation<ReviewSettings, Partial<ReviewSettings>>({
      query: (body) => ({ url: `${BASE}/settings`, method: 'PUT', body }),
      invalidatesTags: ['Review', 'Settings'],
    }),
    getReviewers: build.query<Reviewer[], void>({ query: () => `${BASE}/reviewers`, providesTags: ['Review'] }),
    updateReviewer: build.mutation<Reviewer, { id: number; is_reviewer?: boolean; organization?: string }>({
      query: ({ id, ...body }) => ({ url: `${BASE}/reviewers/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Review', 'Users'],
    }),
    getCriteria: build.query<ReviewCriterion[], void>({ query: () => `${BASE}/criteria`, providesTags: ['Review'] }),
    saveCriterion: build.mutation<ReviewCriterion, { id?: number; name: string; weight: number; scale_max: number }>({
      query: ({ id, ...body }) => (id ? { url: `${BASE}/criteria/${id}`, method: 'PUT', body } : { url: `${BASE}/criteria`, method: 'POST', body }),
      invalidatesTags: ['Review'],
    }),
    deleteCriterion: build.mutation<void, number>({
      query: (id) => ({ url: `${BASE}/criteria/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Review'],
    }),
    getAssignments: build.query<ReviewAssignment[], void>({ query: () => `${BASE}/assignments`, providesTags: ['Review'] }),
    assign: build.mutation<ReviewAssignment, { proposal_id: number; reviewer_id: number }>({
      query: (body) => ({ url: `${BASE}/assignments`, method: 'POST', body }),
      invalidatesTags: ['Review'],
    }),
    autoAssign: build.mutation<AutoAssignResult, void>({
      query: () => ({ url: `${BASE}/assignments/auto`, method: 'POST', body: {} }),
      invalidatesTags: ['Review'],
    }),
    unassign: build.mutation<void, { proposal_id: number; reviewer_id: number }>({
      query: ({ proposal_id, reviewer_id }) => ({ url: `${BASE}/assignments/${proposal_id}/${reviewer_id}`, method: 'DELETE' }),
      invalidatesTags: ['Review'],
    }),
    getRanking: build.query<RankedProposal[], RankingFilters>({
      query: (filters) => `${BASE}/ranking${rankingQuery(filters)}`,
      providesTags: ['Review', 'Proposals'],
    }),
    getTemplates: build.query<DecisionTemplate[], void>({ query: () => `${BASE}/templates`, providesTags: ['Review'] }),
    saveTemplate: build.mutation<DecisionTemplate, { id?: number; name: string; decision: Decision; subject: string; body: string }>({
      query: ({ id, ...body }) => (id ? { url: `${BASE}/templates/${id}`, method: 'PUT', body } : { url: `${BASE}/templates`, method: 'POST', body }),
      invalidatesTags: ['Review'],
    }),
    previewDecision: build.mutation<DecisionPreview, DecisionRequest>({
      query: (body) => ({ url: `${BASE}/decisions/preview`, method: 'POST', body }),
    }),
    sendDecision: build.mutation<DecisionBatch, DecisionRequest>({
      query: (body) => ({ url: `${BASE}/decisions`, method: 'POST', body }),
      invalidatesTags: ['Review', 'Proposals', 'Analytics'],
    }),
    /** A batch's progress: polled by the caller until done, and patched at once by the 'decisions.progress' push. */
    getDecisionProgress: build.query<DecisionProgress, number>({
      query: (id) => `${BASE}/decisions/${id}`,
      async onCacheEntryAdded(id, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        const socket = getSocket();
        const pushed = (progress: DecisionProgress) => {
          if (progress.batch_id !== id) return;
          updateCachedData((draft) => {
            // Pushes and polls may cross: never go backwards.
            if (draft.done || progress.sent + progress.failed < draft.sent + draft.failed) return;
            Object.assign(draft, progress);
          });
        };
        try {
          await cacheDataLoaded;
          socket.on('decisions.progress', pushed);
        } catch {
          // The entry went away before its first load.
        }
        await cacheEntryRemoved;
        socket.off('decisions.progress', pushed);
      },
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
