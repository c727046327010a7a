import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';

/** The newest changes of one session; older ones are rarely needed in the editor. */
const HISTORY_LIMIT = 100;

// Tagged Sessions as well as Audit: a session's own change arrives as 'sessions.changed' too.
export const auditSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSessionHistory: build.query<Answer<'/api/admin/audit', 'get'>['entries'], number>({
      query: (sessionId) => route('get', '/api/admin/audit', { query: { entity: 'session', entity_id: String(sessionId), limit: HISTORY_LIMIT } }),
      transformResponse: (page: Answer<'/api/admin/audit', 'get'>) => page.entries,
      providesTags: ['Audit', 'Sessions', 'ScheduleEdits'],
    }),
  }),
});

export const { useGetSessionHistoryQuery } = auditSessionApi;
