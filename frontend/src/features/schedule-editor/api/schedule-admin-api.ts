import { api } from '@/lib/api';
import { route, type Answer, type Body } from '@/lib/api-routes';
import type { Schemas } from '@/types/api';
import { sessionStatusValues, sessionTypeValues } from '@/types/openapi';

/*
 * The schedule editor's calls. Every write names the version it is based on; a stale one is refused with 409 and
 * `current` (the record as it is now), so the editor can offer to reload or re-apply.
 */

export type SessionType = Schemas['SessionType'];
export const SESSION_TYPES: readonly SessionType[] = sessionTypeValues;
export type SessionStatus = Schemas['SessionStatus'];
export const SESSION_STATUSES: readonly SessionStatus[] = sessionStatusValues;
/** The picker's limit (spec section 9), which the server holds too. */
export const MAX_SESSION_SPEAKERS = 5;

export type Conflict = Schemas['Conflict'];
export type AdminSessionSpeaker = Schemas['AdminSessionSpeaker'];
/** GET /api/admin/sessions: every session with all its speakers (hidden ones flagged) and its clashes. */
export type AdminSession = Schemas['AdminSession'];

type SessionDto = Schemas['CreateSessionDto'];
/**
 * POST/PUT /api/admin/sessions as the form sends it: every field, the speakers in order (spec: [{id, display_order}]
 * plus speaker_ids), `proposal_id` when scheduling an accepted proposal (create only), `capacity: null` to clear
 * it (the DTO takes null; the schema does not say so), and sign-up's settings (issue 46; null times: open now, close
 * at the start).
 */
export type SessionPayload = Required<Omit<SessionDto, 'capacity' | 'speakers' | 'proposal_id' | SignupTime>> &
  Pick<SessionDto, 'proposal_id'> & { capacity: number | null; speakers: Required<Schemas['SessionSpeakerRef']>[] } & Record<SignupTime, string | null>;
type SignupTime = 'signup_opens_at' | 'signup_closes_at';

export type MoveCommand = { id: number } & Body<'/api/admin/sessions/{id}/move', 'post'>;

/** The body of a 409: the server's reason and, beside it, the session as it is now. */
export type StaleEdit = Schemas['StaleEdit'];

export const scheduleAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSessions: build.query<Answer<'/api/admin/sessions', 'get'>, void>({
      query: () => route('get', '/api/admin/sessions'),
      // Interest and Rooms: the saved counts and the over-capacity flags (rooms-admin-api.ts).
      providesTags: ['Sessions', 'Interest', 'Rooms'],
    }),
    /**
     * Only these sessions (another organiser's push names them): app/pushed-session-changes.ts patches the list with
     * them. Never kept: each push asks afresh.
     */
    getAdminSessionsByIds: build.query<Answer<'/api/admin/sessions', 'get'>, readonly number[]>({
      query: (ids) => route('get', '/api/admin/sessions', { query: { ids: ids.join(',') } }),
      keepUnusedDataFor: 0,
    }),
    createSession: build.mutation<Answer<'/api/admin/sessions', 'post'>, SessionPayload>({
      query: (body) => route('post', '/api/admin/sessions', { body }),
      invalidatesTags: ['Sessions', 'Proposals'],
    }),
    updateSession: build.mutation<Answer<'/api/admin/sessions/{id}', 'put'>, Partial<SessionPayload> & { id: number; version: number }>({
      query: ({ id, ...body }) => route('put', '/api/admin/sessions/{id}', { path: { id }, body }),
      invalidatesTags: ['Sessions'],
    }),
    /**
     * The calendar patches its list from the answer (use-session-mover.ts); what else a move changes (the undo
     * history, the draft, the rooms, the session's history) loads again.
     */
    moveSession: build.mutation<Answer<'/api/admin/sessions/{id}/move', 'post'>, MoveCommand>({
      query: ({ id, ...body }) => route('post', '/api/admin/sessions/{id}/move', { path: { id }, body }),
      invalidatesTags: ['ScheduleEdits'],
    }),
    deleteSession: build.mutation<Answer<'/api/admin/sessions/{id}', 'delete'>, number>({
      query: (id) => route('delete', '/api/admin/sessions/{id}', { path: { id } }),
      invalidatesTags: ['Sessions'],
    }),
    /** What a session with these details would clash with, before saving (its own id left out). */
    checkConflicts: build.mutation<Answer<'/api/admin/sessions/conflicts', 'post'>, Body<'/api/admin/sessions/conflicts', 'post'>>({
      query: (body) => route('post', '/api/admin/sessions/conflicts', { body }),
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
