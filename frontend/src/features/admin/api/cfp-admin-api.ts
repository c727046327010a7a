import { api } from '@/lib/api';
import { getSocket } from '@/lib/socket';

export type ProposalStatus = 'pending' | 'accepted' | 'rejected' | 'scheduled' | 'approved_scheduled' | 'approved_unscheduled';

/** A submission as GET /cfp/submissions returns it. */
export interface Proposal {
  id: number;
  title: string;
  abstract: string;
  presentation_type: string;
  status: ProposalStatus;
  speaker_name: string;
  speaker_bio: string | null;
  speaker_position: string | null;
  email: string;
  organization: string | null;
  session_id: number | null;
  scheduled_time: string | null;
  scheduled_room: string | null;
  review_notes: string | null;
  reviewed_at: string | null;
  confirmed_at: string | null;
  created_at: string;
}

export type ReviewDecision = 'accepted' | 'rejected';

export const SESSION_TYPES = ['talk', 'keynote', 'presentation', 'workshop', 'panel', 'networking', 'break'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

/** POST /api/admin/sessions with the proposal it schedules. */
export interface SessionFromProposal {
  title: string;
  description: string;
  type: SessionType;
  startTime: string;
  endTime: string;
  room: string;
  proposal_id: number;
}

export const cfpAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubmissions: build.query<Proposal[], void>({
      query: () => '/cfp/submissions',
      providesTags: ['Proposals'],
      // proposals.changed carries only ids: another admin's decision, a new submission or a speaker's confirmation
      // means the list is refetched.
      async onCacheEntryAdded(_arg, { dispatch, cacheDataLoaded, cacheEntryRemoved }) {
        const socket = getSocket();
        const refetch = () => dispatch(api.util.invalidateTags(['Proposals']));
        try {
          await cacheDataLoaded;
          socket.on('proposals.changed', refetch);
        } catch {
          // The entry went away before its first load.
        }
        await cacheEntryRemoved;
        socket.off('proposals.changed', refetch);
      },
    }),
    reviewSubmission: build.mutation<Proposal, { id: number; status: ReviewDecision; notes?: string }>({
      query: ({ id, ...body }) => ({ url: `/cfp/submissions/${id}/status`, method: 'PATCH', body }),
      // Also after a 409: the list was stale, so it is fetched again.
      invalidatesTags: ['Proposals'],
    }),
    createSessionFromProposal: build.mutation<{ id: number }, SessionFromProposal>({
      query: (body) => ({ url: '/api/admin/sessions', method: 'POST', body }),
      invalidatesTags: ['Proposals', 'Sessions'],
    }),
  }),
});

export const { useGetSubmissionsQuery, useReviewSubmissionMutation, useCreateSessionFromProposalMutation } = cfpAdminApi;
