import { api } from '@/lib/api';
import type { PublicSpeaker } from '@/types/api';

/** GET /api/admin/speakers: every speaker, with visibility and the linked account. */
export interface AdminSpeaker extends PublicSpeaker {
  display_on_public: boolean;
  user_id: number | null;
  email: string | null;
}

/** POST and PUT /api/admin/speakers body (spec section 7). Empty optional texts are sent as null. */
export interface SpeakerInput {
  name: string;
  title: string | null;
  company: string | null;
  bio: string | null;
  bio_short: string | null;
  talk_title: string | null;
  talk_abstract: string | null;
  linkedin_url: string | null;
  display_on_public: boolean;
}

/** POST /api/admin/speakers/{id}/upload-image answer. */
export interface SpeakerImageUpload {
  filename: string;
  image_url: string;
}

// Every mutation invalidates the list even when it fails: a 404 means the list was stale. Other admins' changes arrive
// through the socket's 'speakers.changed', which invalidates the same tag.
export const speakersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSpeakers: build.query<AdminSpeaker[], void>({
      query: () => '/api/admin/speakers',
      providesTags: ['Speakers'],
    }),
    createSpeaker: build.mutation<AdminSpeaker, SpeakerInput>({
      query: (body) => ({ url: '/api/admin/speakers', method: 'POST', body }),
      invalidatesTags: ['Speakers'],
    }),
    updateSpeaker: build.mutation<AdminSpeaker, { id: number } & SpeakerInput>({
      query: ({ id, ...body }) => ({ url: `/api/admin/speakers/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Speakers'],
    }),
    deleteSpeaker: build.mutation<void, number>({
      query: (id) => ({ url: `/api/admin/speakers/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Speakers'],
    }),
    uploadSpeakerPhoto: build.mutation<SpeakerImageUpload, { id: number; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: `/api/admin/speakers/${id}/upload-image`, method: 'POST', body };
      },
      invalidatesTags: ['Speakers'],
    }),
  }),
});

export const {
  useGetAdminSpeakersQuery,
  useCreateSpeakerMutation,
  useUpdateSpeakerMutation,
  useDeleteSpeakerMutation,
  useUploadSpeakerPhotoMutation,
} = speakersAdminApi;
