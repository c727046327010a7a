import { api } from '@/lib/api';
import { route, type Answer, type Body } from '@/lib/api-routes';
import type { Schemas } from '@/types/api';
import { followProgress } from './follow-progress';

export type MailingAudience = Schemas['MailingAudience'];
export type MailingGroup = MailingAudience['group'];
export type MailingPreview = Schemas['MailingPreview'];
export type Mailing = Schemas['Mailing'];
export type MailingProgress = Schemas['MailingProgress'];
export type MailingRequest = Body<'/api/admin/mailings', 'post'>;

// Mail to a group of speakers: the recent mailings are tagged 'Mail' (sending one refetches them); a mailing's
// progress follows the 'mailings.progress' push.
export const mailingsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    previewMailing: build.mutation<Answer<'/api/admin/mailings/preview', 'post'>, MailingRequest>({
      query: (body) => route('post', '/api/admin/mailings/preview', { body }),
    }),
    sendMailing: build.mutation<Answer<'/api/admin/mailings', 'post'>, MailingRequest>({
      query: (body) => route('post', '/api/admin/mailings', { body }),
      invalidatesTags: ['Mail', 'Audit'],
    }),
    /** A mailing's progress: polled by the caller until done, and patched at once by the 'mailings.progress' push. */
    getMailingProgress: build.query<Answer<'/api/admin/mailings/{id}', 'get'>, number>({
      query: (id) => route('get', '/api/admin/mailings/{id}', { path: { id } }),
      onCacheEntryAdded: followProgress('mailings.progress'),
    }),
  }),
});

export const { usePreviewMailingMutation, useSendMailingMutation, useGetMailingProgressQuery } = mailingsAdminApi;
