import { api } from '@/lib/api';
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

export const newsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminNews: build.query<Answer<'/api/admin/news', 'get'>, void>({
      query: () => route('get', '/api/admin/news'),
      providesTags: ['News'],
    }),
    createNews: build.mutation<Answer<'/api/admin/news', 'post'>, NewsPayload>({
      query: (body) => route('post', '/api/admin/news', { body }),
      invalidatesTags: ['News'],
    }),
    updateNews: build.mutation<Answer<'/api/admin/news/{id}', 'put'>, { id: number } & NewsPayload>({
      query: ({ id, ...body }) => route('put', '/api/admin/news/{id}', { path: { id }, body }),
      invalidatesTags: ['News'],
    }),
    // Also after a 404: the item is gone either way, and the list is fetched again.
    deleteNews: build.mutation<Answer<'/api/admin/news/{id}', 'delete'>, number>({
      query: (id) => route('delete', '/api/admin/news/{id}', { path: { id } }),
      invalidatesTags: ['News'],
    }),
  }),
});

export const { useGetAdminNewsQuery, useCreateNewsMutation, useUpdateNewsMutation, useDeleteNewsMutation } = newsAdminApi;
