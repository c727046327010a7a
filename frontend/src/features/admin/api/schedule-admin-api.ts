import { api } from '@/lib/api';

/*
 * The schedule editor's calls. Every write names the version it is based on; a stale one is refused with 409 and
 * `current` (the record as it is now), so the editor can offer to reload or re-apply.
 */

export const SESSION_TYPES = ['talk', 'keynote', 'presentation', 'workshop', 'panel', 'networking', 'break'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
export const SESSION_STATUSES = ['scheduled', 'cancelled', 'completed'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
/** The picker's limit (spec section 9). */
export const MAX_SESSION_SPEAKERS = 5;

export interface Conflict {
  type: 'room' | 'speaker';
  session_id: number;
  title: string;
  speaker_id?: number;
  speaker_name?: string;
}

export interface AdminSessionSpeaker {
  id: number;
  name: string;
  title: string;
  image: string | null;
  display_order: number;
  display_on_public: boolean;
}

/** GET /api/admin/sessions: every session with all its speakers (hidden ones flagged) and its clashes. */
export interface AdminSession {
  id: number;
  title: string;
  description: string;
  startTime: string;
  endTime: string;
  duration: number;
  room: string;
  track: string;
  type: SessionType;
  status: SessionStatus;
  capacity: number | null;
  version: number;
  updated_at: string;
  speakers: AdminSessionSpeaker[];
  speaker_ids: number[];
  conflicts: Conflict[];
}

/** POST/PUT /api/admin/sessions (spec: speakers as [{id, display_order}] plus speaker_ids). */
export interface SessionPayload {
  title: string;
  description: string;
  type: SessionType;
  startTime: string;
  endTime: string;
  room: string;
  capacity: number | null;
  status: SessionStatus;
  speakers: { id: number; display_order: number }[];
  speaker_ids: number[];
  /** Scheduling an accepted proposal (create only). */
  proposal_id?: number;
}

export interface MoveCommand {
  id: number;
  version: number;
  startTime?: string;
  endTime?: string;
  room?: string;
}

/** The body of a 409: the server's reason and the session as it is now. */
export interface StaleEdit {
  detail: string;
  current: AdminSession;
}

export const scheduleAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSessions: build.query<AdminSession[], void>({
      query: () => '/api/admin/sessions',
      providesTags: ['Sessions'],
    }),
    createSession: build.mutation<AdminSession, SessionPayload>({
      query: (body) => ({ url: '/api/admin/sessions', method: 'POST', body }),
      invalidatesTags: ['Sessions', 'Proposals'],
    }),
    updateSession: build.mutation<AdminSession, Partial<SessionPayload> & { id: number; version: number }>({
      query: ({ id, ...body }) => ({ url: `/api/admin/sessions/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Sessions'],
    }),
    moveSession: build.mutation<AdminSession, MoveCommand>({
      query: ({ id, ...body }) => ({ url: `/api/admin/sessions/${id}/move`, method: 'POST', body }),
      invalidatesTags: ['Sessions'],
    }),
    deleteSession: build.mutation<void, number>({
      query: (id) => ({ url: `/api/admin/sessions/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Sessions'],
    }),
    /** What a session with these details would clash with, before saving (its own id left out). */
    checkConflicts: build.mutation<
      { conflicts: Conflict[] },
      { id?: number; startTime: string; endTime: string; room: string; speaker_ids: number[] }
    >({
      query: (body) => ({ url: '/api/admin/sessions/conflicts', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetAdminSessionsQuery,
  useCreateSessionMutation,
  useUpdateSessionMutation,
  useMoveSessionMutation,
  useDeleteSessionMutation,
  useCheckConflictsMutation,
} = scheduleAdminApi;
