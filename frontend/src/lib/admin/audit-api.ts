import { api } from '@/lib/api';
import { route, type Answer, type Query } from '@/lib/api-routes';
import type { Schemas } from '@/types/api';
import { auditEntityValues } from '@/types/openapi';

export type AuditEntity = Schemas['AuditEntity'];
export const AUDIT_ENTITIES: readonly AuditEntity[] = auditEntityValues;
/**
 * One recorded admin change: `action` is create, update, delete, or a named command (promote, review, upload_photo,
 * ...); `before` is null for a create, `after` null for a delete.
 */
export type AuditEntry = Schemas['AuditEntry'];
/** A page of entries; `next_before` is passed as ?before= for the next (older) page, null on the last page. */
export type AuditPage = Schemas['AuditPage'];

export interface AuditFilter {
  entity?: Query<'/api/admin/audit', 'get'>['entity'];
}

export const AUDIT_PAGE_SIZE = 25;
/** The first page: no ?before=. */
const NEWEST = 0;

// A new entry anywhere comes as 'audit.recorded' (tag Audit): every loaded page is fetched again, newest first.
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.infiniteQuery<Answer<'/api/admin/audit', 'get'>, AuditFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: NEWEST,
        getNextPageParam: (lastPage) => lastPage.next_before ?? undefined,
      },
      query: ({ queryArg, pageParam }) =>
        route('get', '/api/admin/audit', {
          query: {
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
