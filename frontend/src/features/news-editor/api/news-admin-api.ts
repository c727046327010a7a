import { api } from '@/lib/api';
import { adminCollection } from '@/lib/admin/admin-collection-api';
import { route, type Answer } from '@/lib/api-routes';
import type { Schemas } from '@/types/api';
import { createNewsDtoCategoryValues, newsStatusValues } from '@/types/openapi';

/** The categories one can choose (an item's may be null). */
export type NewsCategory = NonNullable<Schemas['NewsCategory']>;
export const NEWS_CATEGORIES: readonly NewsCategory[] = createNewsDtoCategoryValues;
export type NewsStatus = Schemas['NewsStatus'];
export const NEWS_STATUSES: readonly NewsStatus[] = newsStatusValues;

/** A news item as GET /api/admin/news returns it, drafts included. Content is HTML, sanitised by the server. */
export type AdminNewsItem = Schemas['AdminNewsItem'];

/** The body of POST and PUT /api/admin/news: the form sends every field. */
export type NewsPayload = Required<Schemas['CreateNewsDto']>;

/** Every news item, drafts included, added, edited and deleted; other admins' changes come as 'news.changed'. */
export const newsAdmin = adminCollection('adminNews', { list: '/api/admin/news', item: '/api/admin/news/{id}', tag: 'News' });

/** A news item as a push notification before it is sent: how it reads in each language, and the devices it goes to. */
export type NewsPushPreview = Schemas['NewsPush'];

// Organisers' announcements as a push (issue 44). The preview is asked for afresh each time the dialog opens (devices
// come and go); a send is written to the audit trail.
export const newsPushApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNewsPush: build.query<Answer<'/api/admin/news/{id}/push', 'get'>, number>({
      query: (id) => route('get', '/api/admin/news/{id}/push', { path: { id } }),
      keepUnusedDataFor: 0,
    }),
    sendNewsPush: build.mutation<Answer<'/api/admin/news/{id}/push', 'post'>, number>({
      query: (id) => route('post', '/api/admin/news/{id}/push', { path: { id } }),
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const { useGetNewsPushQuery, useSendNewsPushMutation } = newsPushApi;
