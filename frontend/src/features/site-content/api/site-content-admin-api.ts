import { api } from '@/lib/api';
import { route, type Answer, type Body } from '@/lib/api-routes';

export type SiteContent = Answer<'/api/admin/site-content', 'get'>;
export type SiteContentKey = keyof SiteContent;
export type ContentLanguage = 'en' | 'de';

// Tagged 'Content': the server's content push refetches it, and saving a key invalidates it (public pages follow the
// same push).
export const siteContentAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSiteContent: build.query<SiteContent, ContentLanguage>({
      query: (lang) => route('get', '/api/admin/site-content', { query: { lang } }),
      providesTags: ['Content'],
    }),
    getSiteContentSchema: build.query<Answer<'/api/admin/site-content/schema', 'get'>, void>({
      query: () => route('get', '/api/admin/site-content/schema'),
    }),
    saveSiteContent: build.mutation<Answer<'/api/admin/site-content/{key}', 'put'>, { key: SiteContentKey } & Body<'/api/admin/site-content/{key}', 'put'>>({
      query: ({ key, ...body }) => route('put', '/api/admin/site-content/{key}', { path: { key }, body }),
      invalidatesTags: ['Content', 'Public', 'Audit'],
    }),
    /** An image for a text (re-encoded by the server); its address goes into the field, saved with the key. */
    uploadSiteImage: build.mutation<Answer<'/api/admin/site-content/images', 'post'>, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return route('post', '/api/admin/site-content/images', { body });
      },
    }),
  }),
});

export const { useGetAdminSiteContentQuery, useGetSiteContentSchemaQuery, useSaveSiteContentMutation, useUploadSiteImageMutation } = siteContentAdminApi;
