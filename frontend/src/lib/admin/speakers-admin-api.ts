import { api } from '@/lib/api';
import { route, type Answer } from '@/lib/api-routes';
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

// Every mutation invalidates the list even when it fails: a 404 means the list was stale. Other admins' changes arrive
// through the socket's 'speakers.changed', which invalidates the same tag.
export const speakersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSpeakers: build.query<Answer<'/api/admin/speakers', 'get'>, void>({
      query: () => route('get', '/api/admin/speakers'),
      providesTags: ['Speakers'],
    }),
    createSpeaker: build.mutation<Answer<'/api/admin/speakers', 'post'>, SpeakerInput>({
      query: (body) => route('post', '/api/admin/speakers', { body }),
      invalidatesTags: ['Speakers'],
    }),
    updateSpeaker: build.mutation<Answer<'/api/admin/speakers/{id}', 'put'>, { id: number } & SpeakerInput>({
      query: ({ id, ...body }) => route('put', '/api/admin/speakers/{id}', { path: { id }, body }),
      invalidatesTags: ['Speakers'],
    }),
    deleteSpeaker: build.mutation<Answer<'/api/admin/speakers/{id}', 'delete'>, number>({
      query: (id) => route('delete', '/api/admin/speakers/{id}', { path: { id } }),
      invalidatesTags: ['Speakers'],
    }),
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

export const { useGetAdminSpeakersQuery, useCreateSpeakerMutation, useUpdateSpeakerMutation, useDeleteSpeakerMutation, useUploadSpeakerPhotoMutation } =
  speakersAdminApi;
