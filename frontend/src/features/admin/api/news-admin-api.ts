import { api } from '@/lib/api';

export const NEWS_CATEGORIES = ['announcement', 'update', 'highlight'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** A news item as GET /api/admin/news returns it, drafts included. Content is HTML, sanitised by the server. */
export interface AdminNewsItem {
  id: number;
  title: string;
  content: string;
  published_date: string;
  author: string;
  category: string;
  featured: boolean;
  status: string;
}

/** The body of POST and PUT /api/admin/news. */
export interface NewsPayload {
  title: string;
  content: string;
  published_date: string;
  author: string;
  category: NewsCategory;
  featured: boolean;
  status: NewsStatus;
}

export const newsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminNews: build.query<AdminNewsItem[], void>({
      query: () => '/api/admin/news',
      providesTags: ['News'],
    }),
    createNews: build.mutation<AdminNewsItem, NewsPayload>({
      query: (body) => ({ url: '/api/admin/news', method: 'POST', body }),
      invalidatesTags: ['News'],
    }),
    updateNews: build.mutation<AdminNewsItem, { id: number } & NewsPayload>({
      query: ({ id, ...body }) => ({ url: `/api/admin/news/${id}`, method: 'PUT', body }),
      invalidatesTags: ['News'],
    }),
    // Also after a 404: the item is gone either way, and the list is fetched again.
    deleteNews: build.mutation<void, number>({
      query: (id) => ({ url: `/api/admin/news/${id}`, method: 'DELETE' }),
      invalidatesTags: ['News'],
    }),
  }),
});

export const { useGetAdminNewsQuery, useCreateNewsMutation, useUpdateNewsMutation, useDeleteNewsMutation } = newsAdminApi;
