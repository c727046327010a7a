import { api } from '@/lib/api';
import type { AuditEntry, AuditPage } from '@/lib/admin/audit-api';

/** The newest changes of one session; older ones are rarely needed in the editor. */
const HISTORY_LIMIT = 100;

// Tagged Sessions as well as Audit: a session's own change arrives as 'sessions.changed' too.
export const auditSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSessionHistory: build.query<AuditEntry[], number>({
      query: (sessionId) => ({ url: '/api/admin/audit', params: { entity: 'session', entity_id: sessionId, limit: HISTORY_LIMIT } }),
      transformResponse: (page: AuditPage) => page.entries,
      providesTags: ['Audit', 'Sessions', 'ScheduleEdits'],
    }),
  }),
});

export const { useGetSessionHistoryQuery } = auditSessionApi;
