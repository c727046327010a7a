import { api } from '@/lib/api';

export const AUDIT_ENTITIES = ['user', 'speaker', 'sponsor', 'news', 'settings', 'site_content', 'session', 'proposal', 'account', 'payment'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** One recorded admin change. `before` is null for a create, `after` null for a delete. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: { id: number | null; email: string };
  /** create, update, delete, or a named command (promote, review, upload_photo, ...). */
  action: string;
  entity: AuditEntity;
  entity_id: string;
  summary: string;
  changed_fields: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as ?before= for the next (older) page; null on the last page. */
  next_before: number | null;
}

export interface AuditFilter {
  entity?: AuditEntity;
}

export const AUDIT_PAGE_SIZE = 25;
/** The first page: no ?before=. */
const NEWEST = 0;

// A new entry anywhere comes as 'audit.recorded' (tag Audit): every loaded page is fetched again, newest first.
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.infiniteQuery<AuditPage, AuditFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: NEWEST,
        getNextPageParam: (lastPage) => lastPage.next_before ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/admin/audit',
        params: {
          limit: AUDIT_PAGE_SIZE,
          ...(queryArg.entity ? { entity: queryArg.entity } : {}),
          ...(pageParam !== NEWEST ? { before: pageParam } : {}),
        },
      }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAuditInfiniteQuery } = auditApi;
