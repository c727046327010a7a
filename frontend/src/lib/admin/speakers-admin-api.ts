import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
import { adminCollection } from './admin-collection-api';
import type { Schemas } from '@/types/api';

/** GET /api/admin/speakers: every speaker, with visibility and the linked account. */
export type AdminSpeaker = Schemas['AdminSpeaker'];

type SpeakerDto = Schemas['CreateSpeakerDto'];
type OptionalText = 'title' | 'company' | 'bio' | 'bio_short' | 'talk_title' | 'talk_abstract' | 'linkedin_url';
/**
 * POST and PUT /api/admin/speakers body (spec section 7), every field. An empty optional text is sent as null, which
 * clears it on an edit (the DTO takes null; the schema does not say so).
 */
export type SpeakerInput = Required<Omit<SpeakerDto, OptionalText>> & { [K in OptionalText]: NonNullable<SpeakerDto[K]> | null };

/** POST /api/admin/speakers/{id}/upload-image answer. */
export type SpeakerImageUpload = Answer<'/api/admin/speakers/{id}/upload-image', 'post'>;

/** Every speaker, added, edited and deleted; other admins' changes come as 'speakers.changed'. */
export const speakersAdmin = adminCollection('adminSpeakers', { list: '/api/admin/speakers', item: '/api/admin/speakers/{id}', tag: 'Speakers' });
export const useGetAdminSpeakersQuery = speakersAdmin.useList;

// Invalidates the list even when it fails: a 404 means the list was stale.
export const speakersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadSpeakerPhoto: build.mutation<SpeakerImageUpload, { id: number; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append('file', file);
        return route('post', '/api/admin/speakers/{id}/upload-image', { path: { id }, body });
      },
      invalidatesTags: ['Speakers'],
    }),
  }),
});

export const { useUploadSpeakerPhotoMutation } = speakersAdminApi;
